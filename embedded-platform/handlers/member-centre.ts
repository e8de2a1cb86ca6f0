import { http, type HttpHandler } from 'msw';
import { PLAYER_ACCOUNT_TYPE } from '../platform/account-types';
import type { MemberAccount } from '../platform/accounts';
import { REFERRAL_REWARD } from '../platform/member-centre';
import type { Platform } from '../platform/platform';
import { acceptsProfileValue, PROFILE_FIELDS, profileSettings, setProfileValue } from '../platform/profile-settings';
import { DAY_MS } from '../platform/records';
import { text } from './body';
import { platformCall, type CallContext } from './call-context';
import { badField, ERROR_CODES, fieldFailure, ok, PlatformFailure } from './envelope';
import { dateFilter, imagesOf, pageOf } from './filters';
import { STATIC_AVATARS } from './member';
import { relay, wps } from './routes';

/** Member-centre paths (spec §2 personal centre) that spec §7 does not name. */
export const MEMBER_CENTRE_PATHS = {
  profile: '/member/profile',
  profileSettings: '/system/setting/profile',
  icon: '/member/info/icon',
  messages: '/member/messages',
  messageRead: '/member/messages/read',
  bonus: '/member/bonus',
  profit: '/member/profit',
  referral: '/member/referral',
} as const;

function profileOf(member: MemberAccount) {
  return {
    account: member.account,
    nickname: member.nickname,
    ...member.profile,
    email: member.email ?? '',
    emailBound: Boolean(member.email),
    mobileNum: member.mobileNum ?? '',
    mobileBound: Boolean(member.mobileNum),
  };
}

/** Settings are per member when a session comes with the call (what it may still edit), generic otherwise. */
function settingsFor(call: CallContext) {
  let member: MemberAccount | undefined;
  if (call.request.headers.get('Authorization')) {
    try {
      member = call.member();
    } catch (error) {
      if (!(error instanceof PlatformFailure)) throw error;
    }
  }
  return profileSettings(call.scenario, member);
}

async function updateProfile(call: CallContext): Promise<Response> {
  const member = call.realMember();
  const body = await call.json();
  const rules = profileSettings(call.scenario, member);
  const now = call.platform.now();
  const changes: [(typeof PROFILE_FIELDS)[number], string][] = [];
  for (const field of PROFILE_FIELDS) {
    if (!(field in body)) continue;
    const raw = body[field];
    const value = typeof raw === 'string' ? raw.trim() : undefined;
    const rule = rules[field];
    if (value === undefined || !rule.editable || !acceptsProfileValue(rule, field, value, now)) {
      throw fieldFailure(ERROR_CODES.fieldInvalid, field, `Field ${field} is invalid or cannot be changed`);
    }
    changes.push([field, value]);
  }
  // All or nothing: one bad field changes nothing.
  for (const [field, value] of changes) setProfileValue(member, field, value);
  return ok(profileOf(member));
}

async function setAvatar(call: CallContext): Promise<Response> {
  const member = call.realMember();
  const body = await call.json();
  const type = text(body, 'avatarType');
  if (type === 'STATIC') {
    const avatar = text(body, 'avatar');
    if (!STATIC_AVATARS.some((candidate) => candidate.avatar === avatar) || avatar === undefined) throw badField('avatar', 'Choose one of the avatars on offer');
    member.avatar = avatar;
  } else if (type === 'CUSTOM') {
    const [image] = imagesOf(body['image'], 'image', { max: 1 });
    member.avatar = image ?? member.avatar;
  } else {
    throw badField('avatarType', 'avatarType must be STATIC or CUSTOM');
  }
  member.avatarType = type;
  return ok({ avatar: member.avatar, avatarType: member.avatarType });
}

export function unreadOf(member: MemberAccount): number {
  return member.messages.filter((message) => !message.read).length;
}

async function markRead(call: CallContext): Promise<Response> {
  const member = call.realMember();
  const body = await call.json();
  const message = member.messages.find((candidate) => candidate.messageId === text(body, 'messageId'));
  if (!message) throw badField('messageId', 'No such message');
  message.read = true;
  return ok({ unread: unreadOf(member) });
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

interface ProfitRow {
  date: string;
  validBet: number;
  winLoss: number;
  bonus: number;
  rebate: number;
  profit: number;
}

/** Per UTC day: bets (valid bet, win/loss) plus the bonus and rebate credited; newest day first. */
function personalProfit(call: CallContext) {
  const member = call.realMember();
  const inRange = dateFilter(call);
  const days = new Map<string, ProfitRow>();
  const rowOf = (time: number): ProfitRow => {
    const date = new Date(Math.floor(time / DAY_MS) * DAY_MS).toISOString().slice(0, 10);
    let row = days.get(date);
    if (!row) days.set(date, (row = { date, validBet: 0, winLoss: 0, bonus: 0, rebate: 0, profit: 0 }));
    return row;
  };
  for (const bet of member.bets) {
    if (!inRange(bet.betTime) || bet.status !== 'SETTLED') continue;
    const row = rowOf(bet.betTime);
    row.validBet += bet.validBet;
    row.winLoss += bet.winLoss;
  }
  for (const entry of member.transactions) {
    if (!inRange(entry.time) || entry.status !== 'success' || (entry.type !== 'BONUS' && entry.type !== 'REBATE')) continue;
    const row = rowOf(entry.time);
    if (entry.type === 'BONUS') row.bonus += entry.amount;
    else row.rebate += entry.amount;
  }
  const rows = [...days.values()].sort((a, b) => b.date.localeCompare(a.date));
  const total = { validBet: 0, winLoss: 0, bonus: 0, rebate: 0, profit: 0 };
  for (const row of rows) {
    row.validBet = round2(row.validBet);
    row.winLoss = round2(row.winLoss);
    row.profit = round2(row.winLoss + row.bonus + row.rebate);
    total.validBet += row.validBet;
    total.winLoss += row.winLoss;
    total.bonus += row.bonus;
    total.rebate += row.rebate;
  }
  total.profit = total.winLoss + total.bonus + total.rebate;
  return { rows, total: { validBet: round2(total.validBet), winLoss: round2(total.winLoss), bonus: round2(total.bonus), rebate: round2(total.rebate), profit: round2(total.profit) } };
}

/** Players only: agents have their own affiliate code, trial accounts none. */
function referral(call: CallContext) {
  const member = call.member();
  if (member.type !== PLAYER_ACCOUNT_TYPE) throw new PlatformFailure(ERROR_CODES.notAvailable, 'The referral programme is for player accounts', 400);
  const invitedCount = call.platform.accounts.referredBy(member.referralCode).length;
  return { referralCode: member.referralCode, invitedCount, rewardTotal: invitedCount * REFERRAL_REWARD };
}

export function memberCentreHandlers(platform: Platform): HttpHandler[] {
  return [
    http.get(wps(MEMBER_CENTRE_PATHS.profile), platformCall(platform, (call) => ok(profileOf(call.realMember())))),
    http.put(wps(MEMBER_CENTRE_PATHS.profile), platformCall(platform, updateProfile)),
    http.get(wps(MEMBER_CENTRE_PATHS.profileSettings), platformCall(platform, (call) => ok(settingsFor(call)))),
    http.put(wps(MEMBER_CENTRE_PATHS.icon), platformCall(platform, setAvatar)),
    http.get(wps(MEMBER_CENTRE_PATHS.messages), platformCall(platform, (call) => pageOf(call, call.realMember().messages))),
    http.post(wps(MEMBER_CENTRE_PATHS.messageRead), platformCall(platform, markRead)),
    // The member's own unread messages count in the member-centre badge.
    http.get(relay('CSP_unreadCount'), platformCall(platform, (call) => ok({ count: unreadOf(call.member()) }))),
    http.get(wps(MEMBER_CENTRE_PATHS.bonus), platformCall(platform, (call) => { const inRange = dateFilter(call); return pageOf(call, call.realMember().bonuses.filter((bonus) => inRange(bonus.time))); })),
    http.get(wps(MEMBER_CENTRE_PATHS.profit), platformCall(platform, (call) => ok(personalProfit(call)))),
    http.get(wps(MEMBER_CENTRE_PATHS.referral), platformCall(platform, (call) => ok(referral(call)))),
  ];
}
