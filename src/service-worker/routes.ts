/**
 * What the service worker caches, by path: pure functions, so the rules are unit-tested without a worker
 * (tests/service-worker/routes.test.ts). No import from the site: the worker is a program of its own.
 */

export const OFFLINE_PAGE = '/offline.html';

export const SW_CACHES = { assets: 'croupier-assets', documents: 'croupier-documents', pictures: 'croupier-pictures' } as const;

/** Vite's hashed output: a new build has new names, so a cached copy is never stale. */
export const isHashedAssetPath = (path: string): boolean => /^\/assets\/[^/]+-[A-Za-z0-9_-]{6,}\.(js|css|woff2?|svg|png|webp|jpg)$/.test(path);

/** The site's own pictures (not hashed): the brand's logo and art, and the site icon. */
export const isSitePicturePath = (path: string): boolean => /^\/(art\/[\w./-]+|favicon\.svg)$/.test(path) && !path.includes('..');

/** The operator's documents: always asked of the network first (a publish shows on the next load). */
export const isDocumentPath = (path: string): boolean => path.startsWith('/schemas/');

/**
 * The header of the site's check of a route's documents file against the origin (`src/page-load/page-documents.ts`):
 * such a request goes to the network only, never to a kept copy, which is older than what the page was drawn from.
 */
export const DOCUMENTS_CHECK_HEADER = 'X-Croupier-Documents-Check';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The merchant `merchants.json` names for a host (else its default), as the page's inline script decides it. */
export function merchantOfHost(merchants: unknown, hostname: string): string | null {
  if (!isObject(merchants)) return null;
  const hosts = isObject(merchants['hosts']) ? merchants['hosts'] : {};
  const host = hostname.toLowerCase();
  const named = Object.prototype.hasOwnProperty.call(hosts, host) ? hosts[host] : merchants['default'];
  return typeof named === 'string' && /^[a-z][a-z0-9_-]{0,40}$/.test(named) ? named : null;
}

/** The files the offline page reads for this host: the host map, then the merchant's brand facts and manifest. */
export function brandFilesFor(merchants: unknown, hostname: string): string[] {
  const merchant = merchantOfHost(merchants, hostname);
  return merchant ? ['/schemas/merchants.json', `/schemas/app/${merchant}.brand.json`, `/schemas/app/${merchant}.webmanifest`] : ['/schemas/merchants.json'];
}
