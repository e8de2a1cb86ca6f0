import type { FieldConfig } from '@/schema/types';
import { array, literal, map, object, optional, string, text, withDefault, type Parsed } from './parse/parsers';
import { parseDomainRoute, parseRegisterSettings, parseSystemStatus, type DomainRoute, type SystemStatus } from './parse/system';
import { parseWhitelabelFlags } from './parse/whitelabel';
import { parseDownloadLinks, type DownloadLinks } from './parse/content';
import { call } from './request';
import { STATUS_PATH } from '../page-load/platform-contract';

export type { CustomerService, DomainRoute, Resource, SystemStatus } from './parse/system';
export type { DownloadLink, DownloadLinks } from './parse/content';

/** spec §2: 0 normal app, 1 maintenance page, 2 IP/region restriction page. */
export type SystemStatusCode = 0 | 1 | 2;

export function systemStatusCode(status: Pick<SystemStatus, 'maintenance' | 'regionRestriction'>): SystemStatusCode {
  if (status.maintenance) return 1;
  if (status.regionRestriction) return 2;
  return 0;
}

function currentHost(): string {
  return typeof location === 'undefined' ? '' : location.host;
}

/** GET /wps/system/status: permission check for the current host (spec §7). */
export function getSystemStatus(url: string = currentHost()): Promise<SystemStatus> {
  return call({ method: 'GET', path: STATUS_PATH, query: { url } }, parseSystemStatus);
}

/** GET /wps/system/whitelabel → `{MODID: boolean}`. */
export function getWhitelabel(): Promise<Record<string, boolean>> {
  return call({ method: 'GET', path: '/wps/system/whitelabel' }, parseWhitelabelFlags);
}

/** GET /wps/system/setting/register: spec §5 rules per register field. */
export function getRegisterSettings(): Promise<Record<string, FieldConfig>> {
  return call({ method: 'GET', path: '/wps/system/setting/register' }, parseRegisterSettings);
}

/** GET /wps/system/domainRoute: routers (spec §3). */
export function getDomainRoute(): Promise<DomainRoute> {
  return call({ method: 'GET', path: '/wps/system/domainRoute' }, parseDomainRoute);
}

/** Anchors of the footer's About sections (spec §2), in its order: the articles of the help category with group 'about'. */
export const ABOUT_ANCHORS = ['about-company', 'contact-us', 'terms', 'responsible-gaming', 'privacy-policy', 'affiliates', 'refund-policy'] as const;

const parseHelpArticle = map(object({ articleId: text, anchor: optional(string), title: string, content: withDefault(string, '') }), (article) => ({ ...article, anchor: article.anchor ?? `article-${article.articleId}` }));

const parseHelpCenter = array(
  map(
    object({
      categoryId: text,
      /** Stable id to link to (`/help#terms`); derived from the id when the platform sends none. */
      anchor: optional(string),
      /** 'about': one of the footer's About sections; 'help': ordinary help. */
      group: withDefault(literal('help', 'about'), 'help'),
      title: string,
      /** Article content is HTML; the help page sanitises it. */
      articles: withDefault(array(parseHelpArticle), []),
    }),
    (category) => ({ ...category, anchor: category.anchor ?? `category-${category.categoryId}` }),
  ),
);
export type HelpCategory = Parsed<typeof parseHelpCenter>[number];
export type HelpArticle = HelpCategory['articles'][number];

/** GET /wps/system/helpCenter: help categories and their articles, with anchors; the About sections have group 'about'. */
export function getHelpCenter(): Promise<HelpCategory[]> {
  return call({ method: 'GET', path: '/wps/system/helpCenter' }, parseHelpCenter);
}

/**
 * GET /wps/system/download: the apps of the download page (/down) with their versions. URLs may be
 * site-relative (mock mode: stand-in pages under /platform-assets/download/): resolve them against the
 * site's origin before drawing a QR code.
 */
export function getDownloadLinks(): Promise<DownloadLinks> {
  return call({ method: 'GET', path: '/wps/system/download' }, parseDownloadLinks);
}
