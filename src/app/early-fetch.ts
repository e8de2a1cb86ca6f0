declare global {
  interface Window {
    /** URL → the answer the early script (`scripts/vite/early-fetch-plugin.ts`) already asked for. */
    __croupierEarlyFetch?: Record<string, Promise<Response> | undefined>;
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
