import { isAgentAccount } from '../platform/account-types';
import type { MemberAccount } from '../platform/accounts';
import type { Platform } from '../platform/platform';

/** spec §3 login response value; also what register and reset-by-phone answer, as they log in. */
export function openSessionFor(platform: Platform, member: MemberAccount) {
  const session = platform.sessions.open(member.account);
  member.lastLoginAt = platform.now();
  return {
    token: session.token,
    firstTimeLogin: member.firstTimeLogin,
    passwordExpired: member.passwordExpired,
    captcha: false,
    userInfo: {
      userName: member.account,
      id: member.id,
      customerId: member.id,
      nickname: member.nickname,
      type: member.type,
      isAgent: isAgentAccount(member.type),
      toUpline: member.toUpline,
      memberLabel: member.memberLabel,
      rankLevel: member.rankLevel,
    },
  };
}

/** spec §3 member info. */
export function memberInfo(member: MemberAccount, labelName: string) {
  return {
    id: member.id,
    account: member.account,
    nickname: member.nickname,
    type: member.type,
    toUpline: member.toUpline,
    clubLabel: { labelName, rankLevel: member.rankLevel },
    memberLabel: member.memberLabel,
    mobileNum: member.mobileNum ?? null,
    email: member.email ?? null,
  };
}
