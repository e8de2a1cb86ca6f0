import type { FieldConfig } from '@/schema/types';
import { parseDomainRoute, parseRegisterSettings, parseSystemStatus, type DomainRoute, type SystemStatus } from './parse/system';
import { parseWhitelabelFlags } from './parse/whitelabel';
import { call } from './request';
import { DOMAIN_ROUTE_PATH, STATUS_PATH, WHITELABEL_PATH } from '../page-load/platform-contract';

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
  return call({ method: 'GET', path: STATUS_PATH, query: { url } }, parseSystemStatus);
}

/** GET /wps/system/whitelabel → `{MODID: boolean}`. */
export function getWhitelabel(): Promise<Record<string, boolean>> {
  return call({ method: 'GET', path: WHITELABEL_PATH }, parseWhitelabelFlags);
}

/** GET /wps/system/setting/register: spec §5 rules per register field. */
export function getRegisterSettings(): Promise<Record<string, FieldConfig>> {
  return call({ method: 'GET', path: '/wps/system/setting/register' }, parseRegisterSettings);
}

/** GET /wps/system/domainRoute: routers (spec §3). */
export function getDomainRoute(): Promise<DomainRoute> {
  return call({ method: 'GET', path: DOMAIN_ROUTE_PATH }, parseDomainRoute);
}
