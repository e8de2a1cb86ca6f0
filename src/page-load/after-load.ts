/**
 * Runs `start` once the page has loaded and the main thread is idle (at the latest `timeoutMs` after the load), so
 * nothing it does competes with the first paint or the page's own requests. Browsers without `requestIdleCallback`
 * wait `fallbackMs` after the load instead.
 */
export function afterLoadWhenIdle(start: () => void, timeoutMs: number, fallbackMs: number): void {
  const whenIdle = () => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(start, { timeout: timeoutMs });
    else setTimeout(start, fallbackMs);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
