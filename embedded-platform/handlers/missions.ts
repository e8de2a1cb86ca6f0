import { http, type HttpHandler } from 'msw';
import type { Platform } from '../platform/platform';
import { MISSION_LEADERBOARD, MISSIONS, PROMOTIONS } from '../platform/rewards';
import { numberField } from './body';
import { platformCall, type CallContext } from './call-context';
import { badParameter, ERROR_CODES, ok, PlatformFailure } from './envelope';
import { relay } from './routes';

/** Missions still to play count towards the menu badge (spec §2: shown when above 0). */
const OPEN_STATUSES: readonly string[] = ['process', 'joined'];

async function claimRaffle(call: CallContext): Promise<Response> {
  const member = call.realMember();
  const promotionId = numberField(await call.json(), 'promotionId');
  const promotion = PROMOTIONS.find((candidate) => candidate.promotionId === promotionId);
  if (!promotion || !promotion.isRaffle) throw badParameter('promotionId must name a raffle promotion');
  const key = `${member.account}:${promotion.promotionId}`;
  if (call.platform.claimedRaffles.has(key)) throw new PlatformFailure(ERROR_CODES.alreadyClaimed, 'You already claimed this raffle');
  call.platform.claimedRaffles.add(key);
  return ok({ promotionId: promotion.promotionId, ticketNo: `R${member.id}-${promotion.promotionId}`, status: 'claimed' });
}

export function missionHandlers(platform: Platform): HttpHandler[] {
  return [
    http.get(
      relay('MCSFE_getMissionSummaryDetails'),
      platformCall(platform, (call) => {
        call.realMember();
        return ok({ openCount: MISSIONS.filter((mission) => OPEN_STATUSES.includes(mission.status)).length, missions: MISSIONS });
      }),
    ),
    http.get(relay('MCSFE_getMissionLeaderboard'), platformCall(platform, () => ok(MISSION_LEADERBOARD))),
    http.post(relay('MCS2_claimRafflePromotion'), platformCall(platform, claimRaffle)),
  ];
}
