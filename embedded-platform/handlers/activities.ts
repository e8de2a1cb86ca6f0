import { http, type HttpHandler } from 'msw';
import type { MemberAccount } from '../platform/accounts';
import { activityCatalogue, APPLICABLE_STATUSES, REBATE_RATES, type ActivityEntry, type ActivityStatus } from '../platform/member-centre';
import type { Platform } from '../platform/platform';
import { dayStartOf } from '../platform/records';
import { numberField } from './body';
import { platformCall, type CallContext } from './call-context';
import { badField, ERROR_CODES, ok, PlatformFailure } from './envelope';
import { imagesOf } from './filters';
import { wps } from './routes';

/** Reward-centre paths (spec §2): activities and the manual rebate (MANPLAYREB3). */
export const ACTIVITY_PATHS = {
  list: '/activity/list',
  apply: '/activity/apply',
  manualRebate: '/rebate/manual',
} as const;

/** luckystar's activities are for players 21 and over (spec §9 "Age 18 (or 21)"). */
const AGE_21_MERCHANT = 'luckystar';
const MAX_COMMENT = 140;

/** spec §5/§9 age confirmation: 21 for luckystar, else 18. */
export function ageLimitOf(call: CallContext): 18 | 21 {
  return call.merchant === AGE_21_MERCHANT ? 21 : 18;
}

/** The member's spec §4 status of an activity: what they did (apply, raffle claim) over the catalogue's. Shared with promotions. */
export function memberStatusOf(call: CallContext, member: MemberAccount, entry: ActivityEntry): ActivityStatus {
  const claimed = entry.isRaffle && entry.promotionId !== undefined && call.platform.claimedRaffles.has(`${member.account}:${entry.promotionId}`);
  return claimed ? 'claimed' : member.activityStatuses.get(entry.activityId) ?? entry.status;
}

function activityOf(call: CallContext, member: MemberAccount, entry: ActivityEntry) {
  return { ...entry, status: memberStatusOf(call, member, entry), ageLimit: ageLimitOf(call) };
}

/** The activity catalogue dated around the platform's start day. */
export function catalogue(call: CallContext): ActivityEntry[] {
  return activityCatalogue(dayStartOf(call.platform.now()));
}

async function apply(call: CallContext): Promise<Response> {
  const member = call.realMember();
  const body = await call.json();
  const entry = catalogue(call).find((candidate) => candidate.activityId === numberField(body, 'activityId'));
  if (!entry) throw badField('activityId', 'No such activity');
  const current = activityOf(call, member, entry);
  if (!APPLICABLE_STATUSES.includes(current.status)) throw badField('activityId', `This activity cannot be applied for (${current.status})`);
  const comment = body['comment'];
  if (comment !== undefined && comment !== null && (typeof comment !== 'string' || comment.length > MAX_COMMENT)) throw badField('comment', `The comment is at most ${MAX_COMMENT} characters`);
  const images = body['images'];
  if (images !== undefined && images !== null && !(Array.isArray(images) && images.length === 0)) {
    try {
      imagesOf(images, 'images');
    } catch {
      throw badField('images', 'Images must be PNG or JPG, at most 5 MB each, up to 3');
    }
  }
  if (body['ageConfirmed'] !== true) throw badField('ageConfirmed', `Confirm you are ${current.ageLimit} or older`);
  if (body['agreeTerms'] !== true) throw badField('agreeTerms', 'Agree to the terms first');
  member.activityStatuses.set(entry.activityId, 'applying');
  return ok(activityOf(call, member, entry));
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/** Rebate not yet claimed: settled bets since the last claim, per vendor. */
function rebateOf(member: MemberAccount) {
  const byVendor = new Map<string, number>();
  for (const bet of member.bets) {
    if (bet.status === 'SETTLED' && bet.betTime >= member.rebateClaimedUntil) byVendor.set(bet.vassalage, (byVendor.get(bet.vassalage) ?? 0) + bet.validBet);
  }
  const rows = [...byVendor.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([vendor, validBet]) => {
      const { category, rate } = REBATE_RATES[vendor] ?? { category: 'Other', rate: 0.002 };
      return { vendor, category, validBet: round2(validBet), rate, amount: round2(validBet * rate) };
    });
  return { available: round2(rows.reduce((sum, row) => sum + row.amount, 0)), rows };
}

function requireManualRebate(call: CallContext): MemberAccount {
  if (!call.scenario.flags.MANPLAYREB3) throw new PlatformFailure(ERROR_CODES.notAvailable, 'Manual rebate is not enabled', 400);
  return call.realMember();
}

function claimRebate(call: CallContext): Response {
  const member = requireManualRebate(call);
  const { available } = rebateOf(member);
  const now = call.platform.now();
  member.rebateClaimedUntil = now + 1;
  if (available > 0) {
    call.platform.accounts.credit(member, available);
    call.platform.accounts.record(member, { type: 'REBATE', amount: available, time: now, remark: 'manual rebate', status: 'success' });
  }
  return ok({ claimed: available });
}

export function activityHandlers(platform: Platform): HttpHandler[] {
  return [
    http.get(wps(ACTIVITY_PATHS.list), platformCall(platform, (call) => { const member = call.realMember(); return ok(catalogue(call).map((entry) => activityOf(call, member, entry))); })),
    http.post(wps(ACTIVITY_PATHS.apply), platformCall(platform, apply)),
    http.get(wps(ACTIVITY_PATHS.manualRebate), platformCall(platform, (call) => ok(rebateOf(requireManualRebate(call))))),
    http.post(wps(ACTIVITY_PATHS.manualRebate), platformCall(platform, claimRebate)),
  ];
}
