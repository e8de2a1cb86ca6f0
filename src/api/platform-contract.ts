/**
 * What every platform call carries (spec §7), in one leaf module without imports (the storage keys it reads are
 * `src/schema/storage-keys.ts`):
 * the API client uses it, and the build writes it into the page's inline script (which starts the status call
 * before the app's code arrives, `scripts/vite/early-fetch-plugin.ts`), so the two build the same request.
 */
export const GATEWAY_VERSION = '3';
export const DEVICE = 'web';
/** A scenario name `?scenario=` may set. */
export const SCENARIO_PATTERN = /^[A-Za-z][A-Za-z0-9_-]{0,40}$/;
/** The status call every page load waits for (GET, `?url=` the page's host). */
export const STATUS_PATH = '/wps/system/status';
