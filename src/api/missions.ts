import { parseRows } from './parse/games';
import { anyObject } from './parse/parsers';
import { call, relayPath } from './request';

/** GET /wps/relay/MCSFE_getMissionSummaryDetails (token). */
export function getMissionSummary(): Promise<Record<string, unknown>> {
  return call({ method: 'GET', path: relayPath('MCSFE_getMissionSummaryDetails') }, anyObject);
}

/** GET /wps/relay/MCSFE_getMissionLeaderboard. */
export function getMissionLeaderboard(): Promise<Record<string, unknown>[]> {
  return call({ method: 'GET', path: relayPath('MCSFE_getMissionLeaderboard') }, parseRows);
}

/** POST /wps/relay/MCS2_claimRafflePromotion (token). */
export function claimRafflePromotion(promotionId: number): Promise<Record<string, unknown>> {
  return call({ method: 'POST', path: relayPath('MCS2_claimRafflePromotion'), body: { promotionId } }, anyObject);
}
