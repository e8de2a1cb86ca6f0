import { http, type HttpHandler } from 'msw';
import type { Platform } from '../platform/platform';
import { GOODS, POINTS_PER_CURRENCY_UNIT } from '../platform/rewards';
import { numberField, text } from './body';
import { platformCall, type CallContext } from './call-context';
import { checkPaymentPassword } from './cashier';
import { badField, ERROR_CODES, fieldFailure, ok } from './envelope';
import { pageOf } from './filters';
import { wps } from './routes';

/** Point mall paths (spec §7 names them only as "points"); shared with the API client. */
export const POINTS_PATHS = {
  balance: '/points/balance',
  reward: '/points/reward',
  redeem: '/points/redeem',
  convert: '/points/convert',
  redeemList: '/points/redeem/list',
  config: '/points/config',
} as const;

const MIN_CONVERT_POINTS = 100;

/**
 * Redeem goods for points (encrypted, payment password). Every redemption starts `in process`: the
 * operator ships the goods or pays the credit out later (spec §4 redeem statuses).
 */
async function redeem(call: CallContext): Promise<Response> {
  const member = call.realMember();
  const body = await call.decrypted();
  const goods = GOODS.find((candidate) => candidate.goodsId === numberField(body, 'goodsId'));
  if (!goods) throw badField('goodsId', 'No such goods');
  const quantity = numberField(body, 'quantity') ?? 1;
  if (!Number.isInteger(quantity) || quantity < 1) throw badField('quantity', 'quantity must be a positive whole number');
  checkPaymentPassword(member, text(body, 'paymentPassword'));
  const stock = call.platform.goodsStock.get(goods.goodsId) ?? 0;
  if (stock < quantity) throw fieldFailure(ERROR_CODES.outOfStock, 'goodsId', `${goods.name} is out of stock`);
  const cost = goods.points * quantity;
  if (member.points < cost) throw fieldFailure(ERROR_CODES.pointsInsufficient, 'quantity', 'Not enough points');
  member.points -= cost;
  call.platform.goodsStock.set(goods.goodsId, stock - quantity);
  const redeemId = Math.max(0, ...member.redemptions.map((row) => row.redeemId)) + 1;
  member.redemptions.unshift({ redeemId, goodsId: goods.goodsId, goodsName: quantity > 1 ? `${goods.name} ×${quantity}` : goods.name, points: cost, time: call.platform.now(), status: 'in process' });
  return ok({ points: member.points });
}

/** Points → cash at the ratio (encrypted); the payment password, sent as `paymentPassword` (or `password`). */
async function convert(call: CallContext): Promise<Response> {
  const member = call.realMember();
  const body = await call.decrypted();
  checkPaymentPassword(member, text(body, 'paymentPassword') ?? text(body, 'password'));
  const points = numberField(body, 'points');
  if (points === undefined || !Number.isInteger(points) || points < MIN_CONVERT_POINTS) throw badField('points', `Convert at least ${MIN_CONVERT_POINTS} points`);
  if (member.points < points) throw fieldFailure(ERROR_CODES.pointsInsufficient, 'points', 'Not enough points');
  member.points -= points;
  const credited = points / POINTS_PER_CURRENCY_UNIT;
  call.platform.accounts.credit(member, credited);
  call.platform.accounts.record(member, { type: 'POINTS', amount: credited, time: call.platform.now(), remark: `${points} points converted`, status: 'success' });
  return ok({ points: member.points, credited });
}

export function pointHandlers(platform: Platform): HttpHandler[] {
  return [
    http.get(wps(POINTS_PATHS.balance), platformCall(platform, (call) => ok({ points: call.member().points, ratio: POINTS_PER_CURRENCY_UNIT }))),
    http.get(wps(POINTS_PATHS.reward), platformCall(platform, () => ok({ goods: GOODS.map((goods) => ({ ...goods, stock: platform.goodsStock.get(goods.goodsId) ?? 0 })) }))),
    http.get(wps(POINTS_PATHS.config), platformCall(platform, () => ok({ ratio: POINTS_PER_CURRENCY_UNIT, minConvertPoints: MIN_CONVERT_POINTS, passwordRequired: true }))),
    http.get(wps(POINTS_PATHS.redeemList), platformCall(platform, (call) => pageOf(call, call.realMember().redemptions))),
    http.post(wps(POINTS_PATHS.redeem), platformCall(platform, redeem)),
    http.post(wps(POINTS_PATHS.convert), platformCall(platform, convert)),
  ];
}
