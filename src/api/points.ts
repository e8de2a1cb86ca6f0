import { map } from './parse/parsers';
import {
  parsePointsBalance,
  parsePointsConfig,
  parsePointsLeft,
  parsePointsReward,
  parseRedemptionPage,
  type Goods,
  type PointsBalance,
  type PointsConfig,
  type PointsLeft,
  type Redemption,
  type RedemptionPage,
} from './parse/points';
import type { PageQuery } from './parse/page';
import { call } from './request';

export { REDEEM_STATUSES } from './parse/points';
export type { Goods, PointsBalance, PointsConfig, PointsLeft, Redemption, RedemptionPage } from './parse/points';

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

/** Redeem history (token, real account), newest first, as a page (`{list, pageNum, totalPages, totalCount}`, default 10 a page). */
export function getRedeemPage(query: PageQuery = {}): Promise<RedemptionPage> {
  return call({ method: 'GET', path: POINTS_PATHS.redeemList, query: { ...query } }, parseRedemptionPage);
}

/** Redeem history rows, newest first: one page of `query`, or the newest 100 when none is asked. */
export function getRedeemList(query: PageQuery = {}): Promise<Redemption[]> {
  return call({ method: 'GET', path: POINTS_PATHS.redeemList, query: { pageNo: 1, pageSize: 100, ...query } }, map(parseRedemptionPage, (page) => page.list));
}

export interface RedeemRequest {
  goodsId: number;
  /** Default 1. */
  quantity?: number;
  /** The member's payment password (not the login password). */
  paymentPassword: string;
}

/**
 * Redeem goods for points (token, encrypted): the points go down and a redemption `in process` tops
 * the redeem list. Refusals name the field in `value.field`: payment.password.incorrect (paymentPassword),
 * goods.out.of.stock (goodsId), points.insufficient (quantity).
 */
export function redeemGoods(request: RedeemRequest): Promise<PointsLeft> {
  return call({ method: 'POST', path: POINTS_PATHS.redeem, body: request, encoding: 'encrypted' }, parsePointsLeft);
}

/** `paymentPassword`; `password` is the older name of the same field (still the payment password). */
export type ConvertPointsRequest = { points: number; paymentPassword: string } | { points: number; password: string };

/**
 * Points → cash at the ratio (token, encrypted); the platform checks the payment password (spec §7
 * "convert with password check"): payment.password.incorrect on `paymentPassword`; below
 * minConvertPoints request_param_err on `points`; points.insufficient on `points`.
 */
export function convertPoints(request: ConvertPointsRequest): Promise<PointsLeft> {
  return call({ method: 'POST', path: POINTS_PATHS.convert, body: request, encoding: 'encrypted' }, parsePointsLeft);
}
