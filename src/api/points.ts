import { map } from './parse/parsers';
import {
  parsePointsBalance,
  parsePointsConfig,
  parsePointsLeft,
  parsePointsReward,
  parseRedemptions,
  type Goods,
  type PointsBalance,
  type PointsConfig,
  type PointsLeft,
  type Redemption,
} from './parse/points';
import { call } from './request';

export type { Goods, PointsBalance, PointsConfig, PointsLeft, Redemption } from './parse/points';

/** Point mall paths: spec §7 names the calls ("points") but not their paths; these are the platform's. */
export const POINTS_PATHS = {
  balance: '/wps/points/balance',
  reward: '/wps/points/reward',
  redeem: '/wps/points/redeem',
  convert: '/wps/points/convert',
  redeemList: '/wps/points/redeem/list',
  config: '/wps/points/config',
} as const;

/** The member's points and the points-per-currency ratio (token). */
export function getPointsBalance(): Promise<PointsBalance> {
  return call({ method: 'GET', path: POINTS_PATHS.balance }, parsePointsBalance);
}

/** Goods on offer in the point mall. */
export function getPointsRewards(): Promise<Goods[]> {
  return call({ method: 'GET', path: POINTS_PATHS.reward }, map(parsePointsReward, (value) => value.goods));
}

export function getPointsConfig(): Promise<PointsConfig> {
  return call({ method: 'GET', path: POINTS_PATHS.config }, parsePointsConfig);
}

/** Redeem history (token, real account). */
export function getRedeemList(): Promise<Redemption[]> {
  return call({ method: 'GET', path: POINTS_PATHS.redeemList }, parseRedemptions);
}

/** Redeem goods for points (token, encrypted). */
export function redeemGoods(request: { goodsId: number; quantity?: number }): Promise<PointsLeft> {
  return call({ method: 'POST', path: POINTS_PATHS.redeem, body: request, encoding: 'encrypted' }, parsePointsLeft);
}

/** Points → cash (token, encrypted); the platform checks the password (spec §7). */
export function convertPoints(request: { points: number; password: string }): Promise<PointsLeft> {
  return call({ method: 'POST', path: POINTS_PATHS.convert, body: request, encoding: 'encrypted' }, parsePointsLeft);
}
