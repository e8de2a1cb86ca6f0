import { listenForInstallOffer } from '@/stores/install-app';

/**
 * The installable app's start (loaded by `offline-app.ts` once the first page is idle): registers the service worker
 * (src/service-worker/sw.ts) and listens for the browser's install offer. A refused registration (a blocked or
 * private mode) only means no offline page; the site works the same.
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

export function startOfflineApp(): void {
  // Chromium offers installation only once the worker below is registered: listening now misses nothing.
  listenForInstallOffer();
  navigator.serviceWorker
    .register('/sw.js', { scope: '/' })
    .then(() => navigator.serviceWorker.ready)
    .then((registration) => {
      if (registration.active) shareLoadedCode(registration.active);
    })
    .catch(() => undefined);
}
