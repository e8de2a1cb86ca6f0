/**
 * How long no file may finish loading before the page counts as settled: its pictures come in bursts (a data answer,
 * then its cards' images on the browser's connections), well under a second apart.
 */
export const SETTLED_QUIET_MS = 1_000;

/** The latest the page counts as settled after its load event, however busy it stays (a page that polls, a slow picture). */
export const SETTLED_AT_THE_LATEST_MS = 8_000;

/**
 * Runs `start` once the page has loaded and the main thread is idle (at the latest `timeoutMs` after the load), so
 * nothing it does competes with the first paint. Browsers without `requestIdleCallback` wait `fallbackMs` after the
 * load instead. For what must not wait much longer than that (the analytics' landing page view, which a visitor who
 * moves on within seconds would otherwise lose); what asks for many files waits for `afterPageSettled`.
 */
export function afterLoadWhenIdle(start: () => void, timeoutMs: number, fallbackMs: number): void {
  afterLoad(() => whenIdle(start, timeoutMs, fallbackMs));
}

/**
 * Runs `start` once the page has loaded, its files have stopped coming in and the main thread is idle (at the latest
 * `timeoutMs` after that), so nothing it asks for competes with the page's own requests and paints. The load event
 * alone comes too early for that: it fires once the site's scripts are in, while the route's data and its pictures are
 * still to come, and the documents check's ~20 requests or the service worker's precache then queued before a lobby's
 * pictures on a phone's connections (issue 37: Lucky Star's `/live`). So after the load it waits for `SETTLED_QUIET_MS`
 * without a file finishing (the Resource Timing entries every request and picture leaves when it ends: a request still
 * on its way does not hold it), for `SETTLED_AT_THE_LATEST_MS` after the load at most. A browser without Resource
 * Timing observers waits only for the load.
 */
export function afterPageSettled(start: () => void, timeoutMs: number, fallbackMs: number): void {
  afterLoad(() => afterFilesStop(() => whenIdle(start, timeoutMs, fallbackMs)));
}

function afterLoad(loaded: () => void): void {
  if (document.readyState === 'complete') loaded();
  else window.addEventListener('load', loaded, { once: true });
}

function whenIdle(start: () => void, timeoutMs: number, fallbackMs: number): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(start, { timeout: timeoutMs });
  else setTimeout(start, fallbackMs);
}

/** Calls `settled` once no file has finished loading for `SETTLED_QUIET_MS` (at the latest after `SETTLED_AT_THE_LATEST_MS`). */
function afterFilesStop(settled: () => void): void {
  const observable = typeof PerformanceObserver === 'function' && (PerformanceObserver.supportedEntryTypes ?? []).includes('resource');
  if (!observable) {
    settled();
    return;
  }
  let quiet: ReturnType<typeof setTimeout> | undefined;
  let done = false;
  const observer = new PerformanceObserver(() => waitForQuiet());
  const finish = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(quiet);
    clearTimeout(latest);
    settled();
  };
  const waitForQuiet = () => {
    if (done) return;
    clearTimeout(quiet);
    quiet = setTimeout(finish, SETTLED_QUIET_MS);
  };
  const latest = setTimeout(finish, SETTLED_AT_THE_LATEST_MS);
  observer.observe({ type: 'resource' });
  waitForQuiet();
}
