import { parseVipLevels, parseVipProgress, type VipLevel, type VipProgress } from './parse/content';
import { call } from './request';

export type { VipLevel, VipProgress } from './parse/content';

/** GET /wps/vip/levels (open to visitors): the VIP table, lowest level first. */
export function getVipLevels(): Promise<VipLevel[]> {
  return call({ method: 'GET', path: '/wps/vip/levels' }, parseVipLevels);
}

/**
 * GET /wps/vip/progress (token, real account): the member's level, deposits and valid bet against the
 * next level's requirements; `percent` 0–100. At the top level there is no next level and percent is 100.
 */
export function getVipProgress(): Promise<VipProgress> {
  return call({ method: 'GET', path: '/wps/vip/progress' }, parseVipProgress);
}
