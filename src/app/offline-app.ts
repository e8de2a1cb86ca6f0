import { listenForInstallOffer } from '@/stores/install-app';

/**
 * Registers the service worker (src/service-worker/sw.ts) once the first page has loaded and the main thread is idle,
 * so it never competes with the first paint. Production builds only: the dev server's modules are not hashed, and a
 * worker there would keep an operator's studio on stale code. A refused registration (a blocked or private mode) only
 * means no offline page; the site works the same.
 */

const isCode = (url: string): boolean => url.startsWith(`${location.origin}/assets/`);

/**
 * Hands the worker the hashed code this page loads. What loaded before the worker existed did not pass through it, so
 * it keeps it now (Workbox's `CACHE_URLS` message, answered through the worker's own cache-first route), and so does
 * what loads later: the second visit, not only the third, takes it all from the cache.
 */
function shareLoadedCode(worker: ServiceWorker): void {
  const send = (urls: string[]) => {
    if (urls.length > 0) worker.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: urls } });
  };
  send(performance.getEntriesByType('resource').map((entry) => entry.name).filter(isCode));
  if (typeof PerformanceObserver === 'undefined') return;
  new PerformanceObserver((list) => send(list.getEntries().map((entry) => entry.name).filter(isCode))).observe({ type: 'resource' });
}

export function registerOfflineApp(env: { production: boolean } = { production: import.meta.env.PROD }): void {
  listenForInstallOffer();
  if (!env.production || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker
      .register('/sw.js', { scope: '/' })
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => {
        if (registration.active) shareLoadedCode(registration.active);
      })
      .catch(() => undefined);
  };
  const whenIdle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(register, { timeout: 5_000 }) : setTimeout(register, 1_000));
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
