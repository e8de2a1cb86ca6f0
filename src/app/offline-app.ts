import { afterLoadWhenIdle } from '../page-load/after-load';

/**
 * Starts the installable app (issue 37) once the first page has loaded and the main thread is idle, so none of it
 * competes with the first paint: its code (`offline-app-worker.ts`: the service worker's registration, the browser's
 * install offer) is a chunk of its own, fetched only then, not part of the first page's JavaScript. Production builds
 * only: the dev server's modules are not hashed, and a worker there would keep an operator's studio on stale code.
 * The same idle moment starts the analytics (spec §3, `analytics/analytics-start.ts`), also a chunk of its own.
 */
export function registerOfflineApp(env: { production: boolean } = { production: import.meta.env.PROD }): void {
  if (!env.production || typeof navigator === 'undefined') return;
  const start = () => {
    if ('serviceWorker' in navigator) import('./offline-app-worker').then((worker) => worker.startOfflineApp()).catch(() => undefined);
    // Only a page whose policy names Google's tag host can load analytics: any other never fetches their code.
    if (document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content')?.includes('googletagmanager')) {
      import('./analytics/analytics-start').then((analytics) => analytics.startAnalytics()).catch(() => undefined);
    }
  };
  afterLoadWhenIdle(start, 5_000, 1_000);
}
