import { isAllowedUrl, isSitePath } from '@/schema/url-policy';
import { isObject, type JsonObject } from './json-value';
import { routesOf } from './new-page';

/**
 * Where a menu item goes (issue 41), in an operator's words: a page of the site (picked from the routes), an address
 * on this site typed in full (`/help#terms`), or a link to another site; anything else a menu item does (open a
 * dialog, the member centre…) is shown as such and left alone. Every address passes the site's one URL policy
 * (src/schema/url-policy.ts) before it is written.
 */
export type LinkKind = 'page' | 'path' | 'external';

export type LinkTarget = { kind: LinkKind; address: string } | { kind: 'other'; type: string } | { kind: 'none' };

/** A page the site has: its address (a route's first path) and the screen it shows. */
export interface SitePage {
  path: string;
  screen: string;
  /** Its title in the studio's chosen language, when the studio knows it. */
  title?: string | undefined;
}

/** The site's pages, one per route (its first path), from the routes document's value. */
export function sitePages(routes: unknown): SitePage[] {
  return routesOf(routes).flatMap((route) => (route.paths[0] === undefined ? [] : [{ path: route.paths[0], screen: route.screen }]));
}

/** The path part of an address (before `?` or `#`). */
function pathPart(address: string): string {
  return address.split(/[?#]/)[0] ?? address;
}

/** What a menu item's action says about where it goes. A site address that is exactly a page's is that page. */
export function linkTargetOf(action: unknown, pages: readonly SitePage[]): LinkTarget {
  if (!isObject(action)) return { kind: 'none' };
  if (action['type'] === 'navigate' && typeof action['to'] === 'string') {
    const to = action['to'];
    return { kind: pages.some((page) => page.path === to) ? 'page' : 'path', address: to };
  }
  if (action['type'] === 'external' && typeof action['url'] === 'string') return { kind: 'external', address: action['url'] };
  return { kind: 'other', type: typeof action['type'] === 'string' ? action['type'] : '?' };
}

export type LinkProblem = { key: 'studio_link_empty' } | { key: 'studio_link_path_bad' } | { key: 'studio_link_external_bad' } | { key: 'studio_link_external_is_site' };

/** Why an address cannot be written for that kind of target (the URL policy's refusals, in words), or undefined. */
export function linkProblem(kind: LinkKind, typed: string): LinkProblem | undefined {
  const address = typed.trim();
  if (address === '') return { key: 'studio_link_empty' };
  if (kind === 'external') {
    if (address.startsWith('/')) return { key: 'studio_link_external_is_site' };
    return isAllowedUrl(address) ? undefined : { key: 'studio_link_external_bad' };
  }
  return isSitePath(address) ? undefined : { key: 'studio_link_path_bad' };
}

/** Whether a site address names no page of the site (a note, not a refusal: the page may come with the same publish). */
export function unknownPage(address: string, pages: readonly SitePage[], routes: unknown): boolean {
  const path = pathPart(address.trim());
  return !routesOf(routes).some((route) => route.paths.includes(path)) && !pages.some((page) => page.path === path);
}

/**
 * The item's new action: `navigate` to a site address or `external` to another site's, keeping the old action's gate
 * (who may follow it). Undefined when the address is refused: the document is then left as it was.
 */
export function actionFor(kind: LinkKind, typed: string, previous: unknown): JsonObject | undefined {
  if (linkProblem(kind, typed)) return undefined;
  const address = typed.trim();
  const gate = isObject(previous) && previous['gate'] !== undefined ? { gate: previous['gate'] } : {};
  return kind === 'external' ? { type: 'external', url: address, ...gate } : { type: 'navigate', to: address, ...gate };
}
