import { parseManualRebate, parseRebateClaimed, type ManualRebate, type RebateClaimed } from './parse/member-centre';
import { call } from './request';

export type { ManualRebate, ManualRebateRow, RebateClaimed } from './parse/member-centre';

/** GET /wps/rebate/manual (token, real account): rebate waiting per vendor (`rate` a fraction of `validBet`: amount = validBet × rate); `function.not.available` without MANPLAYREB3. */
export function getManualRebate(): Promise<ManualRebate> {
  return call({ method: 'GET', path: '/wps/rebate/manual' }, parseManualRebate);
}

/** POST /wps/rebate/manual (token, real account): credits the main wallet with what was available. */
export function claimManualRebate(): Promise<RebateClaimed> {
  return call({ method: 'POST', path: '/wps/rebate/manual' }, parseRebateClaimed);
}
