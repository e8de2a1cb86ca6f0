import type { DateRangeQuery, PageQuery } from './parse/page';
import { parseBonusPage, parsePersonalProfit, type BonusPage, type PersonalProfit } from './parse/member-centre';
import { call } from './request';

export type { Bonus, BonusPage, PersonalProfit, ProfitRow } from './parse/member-centre';

/** GET /wps/member/profit (token, real account): per UTC day (newest first) and the period total; profit = winLoss + bonus + rebate. */
export function getPersonalProfit(query: DateRangeQuery = {}): Promise<PersonalProfit> {
  return call({ method: 'GET', path: '/wps/member/profit', query: { ...query } }, parsePersonalProfit);
}

/** GET /wps/member/bonus (token, real account): bonuses received, newest first, paged (default 10). */
export function getBonusDetails(query: PageQuery & DateRangeQuery = {}): Promise<BonusPage> {
  return call({ method: 'GET', path: '/wps/member/bonus', query: { ...query } }, parseBonusPage);
}
