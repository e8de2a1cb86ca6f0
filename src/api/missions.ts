import { parseLeaderboard, parseMissionSummary, parseRaffleClaim, type LeaderboardEntry, type MissionSummary, type RaffleClaim } from './parse/missions';
import { call, relayPath } from './request';

export type { LeaderboardEntry, Mission, MissionSummary, RaffleClaim } from './parse/missions';

/** GET /wps/relay/MCSFE_getMissionSummaryDetails (token, real account). */
export function getMissionSummary(): Promise<MissionSummary> {
  return call({ method: 'GET', path: relayPath('MCSFE_getMissionSummaryDetails') }, parseMissionSummary);
}

/** GET /wps/relay/MCSFE_getMissionLeaderboard. */
export function getMissionLeaderboard(): Promise<LeaderboardEntry[]> {
  return call({ method: 'GET', path: relayPath('MCSFE_getMissionLeaderboard') }, parseLeaderboard);
}

/** POST /wps/relay/MCS2_claimRafflePromotion (token, real account). */
export function claimRafflePromotion(promotionId: number): Promise<RaffleClaim> {
  return call({ method: 'POST', path: relayPath('MCS2_claimRafflePromotion'), body: { promotionId } }, parseRaffleClaim);
}
