import { afterLoadWhenIdle, afterPageSettled } from '../page-load/after-load';

/**
 * Starts the installable app (issue 37) once the first page has loaded, its files have stopped coming in and the main
 * thread is idle (`afterPageSettled`), so none of it competes with the page's own requests: its code
 * (`offline-app-worker.ts`: the service worker's registration, whose precache downloads the site's code, and the
 * browser's install offer) is a chunk of its own, fetched only then, not part of the first page's JavaScript.
 * Production builds only: the dev server's modules are not hashed, and a worker there would keep an operator's studio
 * on stale code. The analytics (spec §3, `analytics/analytics-start.ts`, also a chunk of its own) start at the load's
 * first idle moment, as before: their landing page view must not wait for the page to settle.
 */
export function registerOfflineApp(env: { production: boolean } = { production: import.meta.env.PROD }): void {
  if (!env.production || typeof navigator === 'undefined') return;
  afterPageSettled(
    () => {
      if ('serviceWorker' in navigator) import('./offline-app-worker').then((worker) => worker.startOfflineApp()).catch(() => undefined);
    },
    5_000,
    1_000,
  );
  afterLoadWhenIdle(
    () => {
      // Only a page whose policy names Google's tag host can load analytics: any other never fetches their code.
      if (document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content')?.includes('googletagmanager')) {
        import('./analytics/analytics-start').then((analytics) => analytics.startAnalytics()).catch(() => undefined);
      }
    },
    5_000,
    1_000,
  );
}
