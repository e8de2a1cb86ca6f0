import { isAllowedUrl, isImageSource } from '@/schema/url-policy';

/** A source of numbers in [0, 1); `Math.random` in the app, fixed in tests and snapshots. */
export type RandomNumber = () => number;

/**
 * spec §9: one CDN chosen at random from the server's list, spreading load across them.
 * undefined for an empty list: assets are then served from the site's own origin.
 */
export function pickCdn(list: readonly string[], random: RandomNumber = Math.random): string | undefined {
  if (list.length === 0) return undefined;
  const index = Math.min(list.length - 1, Math.max(0, Math.floor(random() * list.length)));
  return list[index];
}

const ABSOLUTE = /^(?:[a-z][a-z0-9+.-]*:)?\/\//i;

function join(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/**
 * Game icons and banners are paths under the image CDN; http(s) addresses and inline PNG/JPEG pass through.
 * The result goes through the one URL policy: a picture address it refuses (`javascript://…`, a path that
 * leaves the site) becomes '' — no picture, and no request.
 */
export function imageUrl(cdn: string | undefined, path: string): string {
  if (!path) return path;
  const url = /^https?:\/\//i.test(path) || path.startsWith('data:') || !cdn ? path : join(cdn, path);
  return isImageSource(url) ? url : '';
}

/** A launch URL relative to the launch CDN (`value.content.game_url` may be either). */
export function launchUrl(cdn: string | undefined, gameUrl: string): string {
  if (ABSOLUTE.test(gameUrl) || !cdn) return gameUrl;
  return join(cdn, gameUrl);
}

/** The CDNs a page uses, chosen once per page load so images don't hop between hosts. */
export interface ChosenCdns {
  image: string | undefined;
  launch: string | undefined;
}

/** One router of `/wps/system/domainRoute` (spec §3): a domain and the time its probe took (ms: lower is faster). */
export interface DomainSpeed {
  domain: string;
  speed?: number | undefined;
}

/** A CDN base or a router's domain, compared as the platform writes them: without trailing slashes, case-blind host. */
function sameDomain(cdn: string, domain: string): boolean {
  const trim = (value: string) => value.trim().replace(/\/+$/, '');
  const [a, b] = [trim(cdn), trim(domain)];
  if (a === b) return true;
  if (!/^https?:\/\//i.test(a) || !/^https?:\/\//i.test(b)) return false;
  try {
    const [first, second] = [new URL(a), new URL(b)];
    // A router names a whole host: every CDN base under it is as fast.
    return first.origin === second.origin && (second.pathname === '/' || first.pathname.replace(/\/+$/, '') === second.pathname.replace(/\/+$/, ''));
  } catch {
    return false;
  }
}

/**
 * spec §9's CDN choice, with the routers' speeds (issue 40): of the server's list, the candidate the routers measured
 * fastest (a candidate with no speed is not preferred); with no speed for any, one at random as before. A candidate the
 * one URL policy refuses (not an http(s) address or a path on this site) is never chosen.
 */
export function pickFastestCdn(list: readonly string[], routers: readonly DomainSpeed[], random: RandomNumber = Math.random): string | undefined {
  const allowed = list.filter((cdn) => isAllowedUrl(cdn));
  let fastest: { cdn: string; speed: number } | undefined;
  for (const cdn of allowed) {
    for (const router of routers) {
      const speed = router.speed;
      if (speed === undefined || !Number.isFinite(speed) || speed < 0 || !sameDomain(cdn, router.domain)) continue;
      if (!fastest || speed < fastest.speed) fastest = { cdn, speed };
    }
  }
  return fastest?.cdn ?? pickCdn(allowed, random);
}

export function chooseCdns(lists: { imageCDNs: readonly string[]; launchGameCDNs: readonly string[] }, random: RandomNumber = Math.random, routers: readonly DomainSpeed[] = []): ChosenCdns {
  return { image: pickFastestCdn(lists.imageCDNs, routers, random), launch: pickFastestCdn(lists.launchGameCDNs, routers, random) };
}

/**
 * The origins of the platform's image CDNs: where platform HTML may load pictures from (besides the site).
 * A CDN given as a path is on the site's own origin and adds nothing.
 */
export function imageOrigins(imageCDNs: readonly string[]): string[] {
  const origins = new Set<string>();
  for (const cdn of imageCDNs) {
    if (!/^https?:\/\//i.test(cdn)) continue;
    try {
      origins.add(new URL(cdn).origin);
    } catch {
      // Not an address: no host to allow.
    }
  }
  return [...origins];
}
