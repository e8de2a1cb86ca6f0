import { http, type HttpHandler } from 'msw';
import { isTrialAccount } from '../platform/account-types';
import type { MemberAccount } from '../platform/accounts';
import type { ActivityEntry } from '../platform/member-centre';
import type { Platform } from '../platform/platform';
import { PROMOTION_CATEGORIES, promotionsFor, type Promotion, type PromotionCategory } from '../platform/rewards';
import { ageLimitOf, catalogue, memberStatusOf } from './activities';
import { platformCall, type CallContext } from './call-context';
import { badField, ok, PlatformFailure } from './envelope';
import { wps } from './routes';

/** Promotion pages (spec §2 /promotions, /promoDetail): the public face of the reward-centre activities. */
export const PROMOTION_PATHS = {
  list: '/promotion/list',
  detail: '/promotion/detail',
} as const;

/**
 * The real member behind the call's token, if any: promotions are public, and a visitor (or a
 * stale token, or a trial account) simply gets no member status.
 */
function optionalMember(call: CallContext): MemberAccount | undefined {
  if (!call.request.headers.get('Authorization')) return undefined;
  try {
    const member = call.member();
    return isTrialAccount(member.type) ? undefined : member;
  } catch (error) {
    if (error instanceof PlatformFailure) return undefined;
    throw error;
  }
}

function activityFor(activities: readonly ActivityEntry[], promotion: Promotion): ActivityEntry {
  const activity = activities.find((entry) => entry.activityId === promotion.activityId);
  if (!activity) throw new Error(`[platform] promotion ${promotion.promotionId} names a missing activity ${promotion.activityId}`);
  return activity;
}

function summaryOf(call: CallContext, promotion: Promotion, activity: ActivityEntry, member: MemberAccount | undefined) {
  const { content: _content, ...card } = promotion;
  return { ...card, startTime: activity.startTime, endTime: activity.endTime, ...(member ? { status: memberStatusOf(call, member, activity) } : {}) };
}

function list(call: CallContext): Response {
  const asked = call.query('category')?.toUpperCase();
  const category: PromotionCategory | undefined = PROMOTION_CATEGORIES.find((candidate) => candidate === asked);
  if (asked !== undefined && category === undefined) throw badField('category', `category is one of ${PROMOTION_CATEGORIES.join(', ')}`);
  const activities = catalogue(call);
  const member = optionalMember(call);
  return ok(promotionsFor(call.merchant, call.contentLanguage).filter((promotion) => category === undefined || promotion.category === category).map((promotion) => summaryOf(call, promotion, activityFor(activities, promotion), member)));
}

function detail(call: CallContext): Response {
  const raw = call.query('promotionId');
  const promotion = promotionsFor(call.merchant, call.contentLanguage).find((candidate) => String(candidate.promotionId) === raw);
  if (!promotion) throw badField('promotionId', 'No such promotion');
  const member = optionalMember(call);
  return ok({ ...summaryOf(call, promotion, activityFor(catalogue(call), promotion), member), content: promotion.content, ageLimit: ageLimitOf(call) });
}

export function promotionHandlers(platform: Platform): HttpHandler[] {
  return [http.get(wps(PROMOTION_PATHS.list), platformCall(platform, list)), http.get(wps(PROMOTION_PATHS.detail), platformCall(platform, detail))];
}
