import { apiConfig } from './config';

/** The path only the embedded platform (`embedded-platform/`) answers; a real platform's gateway has no such call. */
export const EMBEDDED_PLATFORM_PATH = '/wps/embedded-platform';

/**
 * Whether the API this site talks to is the embedded platform (QA's `?merchant=` is honoured only
 * there). A plain fetch, not the API client: the client is a lazy chunk and this runs before the
 * first render, and only when QA asked for a merchant. Anything but the embedded answer is "no".
 */
export async function isEmbeddedPlatform(fetchImpl: typeof fetch = fetch): Promise<boolean> {
  try {
    const response = await fetchImpl(`${apiConfig().baseUrl}${EMBEDDED_PLATFORM_PATH}`, { cache: 'no-store', headers: { Accept: 'application/json' } });
    if (!response.ok) return false;
    const body: unknown = await response.json();
    return typeof body === 'object' && body !== null && Reflect.get(body, 'embeddedPlatform') === true;
  } catch {
    return false;
  }
}
