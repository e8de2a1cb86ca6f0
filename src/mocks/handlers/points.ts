import { http, type HttpHandler } from 'msw';
import type { Platform } from '../platform/platform';
import { GOODS, POINTS_PER_CURRENCY_UNIT } from '../platform/rewards';
import { numberField, text } from './body';
import { platformCall, type CallContext } from './call-context';
import { badParameter, ERROR_CODES, ok, PlatformFailure } from './envelope';
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

async function redeem(call: CallContext): Promise<Response> {
  const member = call.realMember();
  const body = await call.decrypted();
  const goods = GOODS.find((candidate) => candidate.goodsId === numberField(body, 'goodsId'));
  const quantity = numberField(body, 'quantity') ?? 1;
  if (!goods || !Number.isInteger(quantity) || quantity < 1) throw badParameter('goodsId and a positive quantity are required');
  const stock = call.platform.goodsStock.get(goods.goodsId) ?? 0;
  if (stock < quantity) throw new PlatformFailure(ERROR_CODES.outOfStock, `${goods.name} is out of stock`);
  const cost = goods.points * quantity;
  if (member.points < cost) throw new PlatformFailure(ERROR_CODES.pointsInsufficient, 'Not enough points');
  member.points -= cost;
  call.platform.goodsStock.set(goods.goodsId, stock - quantity);
  // Cash goods are credited at once; physical goods wait for the operator (spec §4 "in process").
  if (goods.kind === 'CASH') call.platform.accounts.credit(member, (goods.cashValue ?? 0) * quantity);
  member.redemptions.unshift({ redeemId: member.redemptions.length + 1, goodsId: goods.goodsId, goodsName: goods.name, points: cost, time: call.platform.now(), status: goods.kind === 'CASH' ? 'approved' : 'in process' });
  return ok({ points: member.points });
}

async function convert(call: CallContext): Promise<Response> {
  const member = call.realMember();
  const body = await call.decrypted();
  if (text(body, 'password') !== member.password) throw new PlatformFailure(ERROR_CODES.oldPasswordWrong, 'The password is incorrect');
  const points = numberField(body, 'points');
  if (points === undefined || !Number.isInteger(points) || points < MIN_CONVERT_POINTS) throw badParameter(`Convert at least ${MIN_CONVERT_POINTS} points`);
  if (member.points < points) throw new PlatformFailure(ERROR_CODES.pointsInsufficient, 'Not enough points');
  member.points -= points;
  call.platform.accounts.credit(member, points / POINTS_PER_CURRENCY_UNIT);
  return ok({ points: member.points, credited: points / POINTS_PER_CURRENCY_UNIT });
}

export function pointHandlers(platform: Platform): HttpHandler[] {
  return [
    http.get(wps(POINTS_PATHS.balance), platformCall(platform, (call) => ok({ points: call.member().points, ratio: POINTS_PER_CURRENCY_UNIT }))),
    http.get(wps(POINTS_PATHS.reward), platformCall(platform, () => ok({ goods: GOODS.map((goods) => ({ ...goods, stock: platform.goodsStock.get(goods.goodsId) ?? 0 })) }))),
    http.get(wps(POINTS_PATHS.config), platformCall(platform, () => ok({ ratio: POINTS_PER_CURRENCY_UNIT, minConvertPoints: MIN_CONVERT_POINTS, passwordRequired: true }))),
    http.get(wps(POINTS_PATHS.redeemList), platformCall(platform, (call) => ok(call.realMember().redemptions))),
    http.post(wps(POINTS_PATHS.redeem), platformCall(platform, redeem)),
    http.post(wps(POINTS_PATHS.convert), platformCall(platform, convert)),
  ];
}
