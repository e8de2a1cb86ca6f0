/// <reference lib="webworker" />
/**
 * The site's service worker (issue 37: the "lite" app, installable and instant on the second visit). Built by
 * vite-plugin-pwa (`injectManifest`) into `dist/sw.js`; registered by `src/app/offline-app.ts` once the first page is
 * idle, in production builds only. What it does, and what it never does:
 * - the hashed assets (`/assets/*`, immutable) come from its cache on later visits; the first page's code and the
 *   offline page are cached when it installs;
 * - documents (`/schemas/*`) and the page itself always go to the network first, so an operator's publish shows on
 *   the next load exactly as without it; their last copy is kept only for the offline page;
 * - platform calls (`/wps/*`, `/platform-assets/*`), the studio and the publish API are never touched;
 * - a page load that fails for want of a network shows the brand's offline page.
 */
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { DOCUMENTS_CHECK_HEADER, OFFLINE_PAGE, SW_CACHES, brandFilesFor, isDocumentPath, isHashedAssetPath, isSitePicturePath } from './routes';

/**
 * Workbox declares its plugin hooks as optional members without `| undefined`, which our
 * `exactOptionalPropertyTypes` reads as a mismatch; the object is Workbox's own plugin, unchanged.
 */
const expiration = (config: ConstructorParameters<typeof ExpirationPlugin>[0]): WorkboxPlugin => new ExpirationPlugin(config) as WorkboxPlugin;

/**
 * Hosts answer with `Vary: Origin`; a module script asks with an Origin header, the copy the worker kept was fetched
 * without one. A hashed file is the same whoever asks, and a document's kept copy is only for the offline page.
 */
const IGNORE_VARY: CacheQueryOptions = { ignoreVary: true };

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

registerRoute(
  ({ url, sameOrigin }) => sameOrigin && isHashedAssetPath(url.pathname),
  new CacheFirst({ cacheName: SW_CACHES.assets, matchOptions: IGNORE_VARY, plugins: [expiration({ maxEntries: 600, maxAgeSeconds: 60 * 60 * 24 * 30 })] }),
);
// The site's check of the documents it drew from its route's documents file: the origin's answer or none, never the kept copy.
registerRoute(({ url, sameOrigin, request }) => sameOrigin && isDocumentPath(url.pathname) && request.headers.has(DOCUMENTS_CHECK_HEADER), new NetworkOnly());
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && isDocumentPath(url.pathname),
  new NetworkFirst({ cacheName: SW_CACHES.documents, matchOptions: IGNORE_VARY, plugins: [expiration({ maxEntries: 300 })] }),
);
// The site's own pictures (logos, art): shown from the cache at once, refreshed behind it for the next time.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && isSitePicturePath(url.pathname),
  new StaleWhileRevalidate({ cacheName: SW_CACHES.pictures, matchOptions: IGNORE_VARY, plugins: [expiration({ maxEntries: 200 })] }),
);
registerRoute(new NavigationRoute(new NetworkOnly(), { denylist: [/^\/studio(\/|$)/, /^\/publish-api\//] }));

// A page that cannot load (no network) is the brand's offline page; anything else fails as it would have.
setCatchHandler(async ({ request }) => {
  if (request.mode === 'navigate') return (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
  return Response.error();
});

// The offline page shows this host's brand: keep its map, brand facts and logo from the moment the worker installs.
self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(SW_CACHES.documents);
      const merchants: unknown = await fetch('/schemas/merchants.json', { cache: 'no-cache' }).then((response) => (response.ok ? response.clone().json() : null)).catch(() => null);
      const files = brandFilesFor(merchants, self.location.hostname);
      await Promise.all(files.map((file) => cache.add(file).catch(() => undefined)));
      const facts: unknown = await cache.match(files[1] ?? '').then((response) => response?.json()).catch(() => null);
      const logo = typeof facts === 'object' && facts !== null && typeof (facts as { logo?: unknown }).logo === 'string' ? (facts as { logo: string }).logo : null;
      if (logo && isSitePicturePath(logo)) await caches.open(SW_CACHES.pictures).then((pictures) => pictures.add(logo)).catch(() => undefined);
    })(),
  );
});
