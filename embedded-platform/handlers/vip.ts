import { http, type HttpHandler } from 'msw';
import type { MemberAccount } from '../platform/accounts';
import type { Platform } from '../platform/platform';
import { VIP_LEVELS } from '../platform/rewards';
import { platformCall } from './call-context';
import { ok } from './envelope';
import { wps } from './routes';

/** VIP page (spec §2 /vip): the level table and the member's way to the next level. */
export const VIP_PATHS = {
  levels: '/vip/levels',
  progress: '/vip/progress',
} as const;

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/** Successful deposits and settled valid bets of the member's record count towards the next level. */
export function vipProgressOf(member: MemberAccount) {
  const deposit = round2(member.transactions.filter((row) => row.type === 'DEPOSIT' && row.status === 'success').reduce((sum, row) => sum + row.amount, 0));
  const validBet = round2(member.bets.filter((bet) => bet.status === 'SETTLED').reduce((sum, bet) => sum + bet.validBet, 0));
  const current = VIP_LEVELS.find((level) => level.rankLevel === member.rankLevel) ?? VIP_LEVELS[0];
  const next = VIP_LEVELS.find((level) => level.rankLevel === member.rankLevel + 1);
  const base = { rankLevel: member.rankLevel, labelName: current?.labelName ?? 'Member', deposit, validBet };
  // The top level has nowhere to go: its own requirements, 100%.
  if (!next) return { ...base, depositRequired: current?.depositRequired ?? 0, validBetRequired: current?.validBetRequired ?? 0, percent: 100 };
  const part = (have: number, need: number) => (need <= 0 ? 1 : Math.min(1, have / need));
  // Both requirements count half; floored so 100 means both are met.
  const percent = Math.floor(((part(deposit, next.depositRequired) + part(validBet, next.validBetRequired)) / 2) * 100);
  return { ...base, nextRankLevel: next.rankLevel, nextLabelName: next.labelName, depositRequired: next.depositRequired, validBetRequired: next.validBetRequired, percent };
}

export function vipHandlers(platform: Platform): HttpHandler[] {
  return [
    http.get(wps(VIP_PATHS.levels), platformCall(platform, () => ok(VIP_LEVELS))),
    http.get(wps(VIP_PATHS.progress), platformCall(platform, (call) => ok(vipProgressOf(call.realMember())))),
  ];
}
