import type { FieldConfig } from '@/schema/types';
import { array, object, string, text, withDefault, type Parsed } from './parse/parsers';
import { parseDomainRoute, parseRegisterSettings, parseSystemStatus, type DomainRoute, type SystemStatus } from './parse/system';
import { parseWhitelabelFlags } from './parse/whitelabel';
import { call } from './request';

export type { CustomerService, DomainRoute, Resource, SystemStatus } from './parse/system';

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
  return call({ method: 'GET', path: '/wps/system/status', query: { url } }, parseSystemStatus);
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

const parseHelpCenter = array(
  object({
    categoryId: text,
    title: string,
    /** Article content is HTML; the help page sanitises it. */
    articles: withDefault(array(object({ articleId: text, title: string, content: withDefault(string, '') })), []),
  }),
);
export type HelpCategory = Parsed<typeof parseHelpCenter>[number];

/** GET /wps/system/helpCenter: help categories and their articles. */
export function getHelpCenter(): Promise<HelpCategory[]> {
  return call({ method: 'GET', path: '/wps/system/helpCenter' }, parseHelpCenter);
}
