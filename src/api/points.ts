import { parseRows } from './parse/games';
import { anyObject, ignored } from './parse/parsers';
import { call } from './request';

/** Point mall (spec §7 "points"): paths follow the embedded platform; redeem and convert are encrypted. */
export const POINTS_PATHS = {
  balance: '/wps/points/balance',
  reward: '/wps/points/reward',
  redeem: '/wps/points/redeem',
  convert: '/wps/points/convert',
  redeemList: '/wps/points/redeem/list',
  config: '/wps/points/config',
} as const;

export function getPointsBalance(): Promise<Record<string, unknown>> {
  return call({ method: 'GET', path: POINTS_PATHS.balance }, anyObject);
}

export function getPointsReward(): Promise<Record<string, unknown>> {
  return call({ method: 'GET', path: POINTS_PATHS.reward }, anyObject);
}

export function getPointsConfig(): Promise<Record<string, unknown>> {
  return call({ method: 'GET', path: POINTS_PATHS.config }, anyObject);
}

export function getRedeemList(): Promise<Record<string, unknown>[]> {
  return call({ method: 'GET', path: POINTS_PATHS.redeemList }, parseRows);
}

export function redeemGoods(request: { goodsId: number; quantity?: number }): Promise<void> {
  return call({ method: 'POST', path: POINTS_PATHS.redeem, body: request, encoding: 'encrypted' }, ignored);
}

/** Points → cash; the platform checks the payment password (spec §7). */
export function convertPoints(request: { points: number; password: string }): Promise<void> {
  return call({ method: 'POST', path: POINTS_PATHS.convert, body: request, encoding: 'encrypted' }, ignored);
}
