import type * as Api from '@/api/index';

/**
 * Stores reach the API client through one dynamic import: axios and the payload cipher are a
 * separate chunk, so the first page paints while it downloads (the initial-JS budget of issue 2).
 */
export function loadApi(): Promise<typeof Api> {
  return import('@/api/index');
}
