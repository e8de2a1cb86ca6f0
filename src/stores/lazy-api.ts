/**
 * Stores reach the API client through one dynamic import: axios and the payload cipher are a
 * separate chunk, so the first page paints while it downloads (the initial-JS budget of issue 2).
 */
export function loadApi(): Promise<typeof import('@/api/index')> {
  return import('@/api/index');
}
