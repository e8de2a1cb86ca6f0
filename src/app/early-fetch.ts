declare global {
  interface Window {
    /** URL → the answer the early script (`scripts/vite/early-fetch-plugin.ts`) already asked for. */
    __croupierEarlyFetch?: Record<string, Promise<Response> | undefined>;
    /** The route the early script found in the origin's routes.json for this path (an operator's route). */
    __croupierEarlyRoute?: unknown;
  }
}

/**
 * `fetch`, except that the first request for a schema file the early script started before the app's code
 * ran takes that answer: the same request (`no-cache`, JSON), started about the time the entry script was.
 * Each early answer is taken once; every later request for the URL goes to the network as before.
 */
export const fetchWithEarlyStart: typeof fetch = (input, init) => {
  const early = typeof window === 'undefined' ? undefined : window.__croupierEarlyFetch;
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const started = early?.[url];
  if (!started) return fetch(input, init);
  early[url] = undefined;
  return started;
};

/** An operator's route as the early script read it from the origin's `routes.json` (not yet validated). */
export interface EarlyRoute {
  screen: string;
  layout: string;
}

const SCREEN_NAME = /^screens\/[a-zA-Z0-9_-]+$/;
const LAYOUT_NAME = /^(layouts\/)?[a-zA-Z0-9_-]+$/;

/**
 * The screen and layout the early script found for `path` in the origin's `routes.json`, when it found one (a path
 * the bundled routes do not name, exact and without a condition, as boot looks it up). Boot starts loading them
 * (each is validated as any document) while the routes document is still being validated; the names are checked
 * against the routes schema's patterns, so nothing else is ever asked for.
 */
export function earlyRoute(path: string): EarlyRoute | undefined {
  const found: unknown = typeof window === 'undefined' ? undefined : window.__croupierEarlyRoute;
  if (typeof found !== 'object' || found === null) return undefined;
  const [at, screen, layout]: unknown[] = [Reflect.get(found, 'path'), Reflect.get(found, 'screen'), Reflect.get(found, 'layout')];
  if (at !== path || typeof screen !== 'string' || typeof layout !== 'string' || !SCREEN_NAME.test(screen) || !LAYOUT_NAME.test(layout)) return undefined;
  return { screen, layout };
}
