import { create } from 'zustand';
import { isAgentAccount, roleOfAccount, storedAccountType } from '@/schema/account-role';
import { ACCOUNT_TYPE_STORAGE_KEY, GIFT_DISMISSED_KEYS, SESSION_KEYS } from '@/schema/storage-keys';
import type { Role } from '@/schema/types';

type SessionKey = (typeof SESSION_KEYS)[number];

/** What a login, registration or phone reset tells us about the member (spec §3 login response). */
export interface SignIn {
  token: string;
  account: string;
  accountType: number | undefined;
  merchant: string;
  customerId?: string | undefined;
  nickname?: string | undefined;
  toUpline?: boolean | undefined;
  memberLabel?: string | undefined;
}

/** spec §3 member info, as far as the session keeps it. */
export interface SessionMember {
  id: string;
  account: string;
  nickname: string;
  type: number;
  toUpline: boolean;
  memberLabel?: string | undefined;
  /** VIP rank (clubLabel.rankLevel); above 4 gets the VIP service line (spec §6). */
  rankLevel?: number | undefined;
}

interface SessionData {
  token: string | null;
  accountType: number | undefined;
  /** The account name (spec §3 session key `account`). */
  account: string | null;
  role: Role;
  merchant: string | null;
  customerId: string | null;
  nickname: string | null;
  toUpline: boolean;
  memberLabel: string | null;
  /** spec §4: set on first login or an expired password with PWDEXPFORCECHANGE3; the forced change clears it. */
  mustChangePassword: boolean;
  /** Member info has loaded after login: the after-login state (spec §4). */
  memberLoaded: boolean;
  /** VIP rank from member info; in memory only, reloaded with member info. */
  rankLevel: number | undefined;
  /** spec §8 key of the last failed member-info call (the header says so, with a retry); cleared by the next success. */
  memberInfoErrorKey: string | undefined;
}

interface SessionActions {
  signIn: (session: SignIn, options?: { mustChangePassword?: boolean }) => void;
  setMember: (member: SessionMember) => void;
  /** The member-info call failed with this spec §8 key (undefined: it is being tried again). */
  setMemberInfoFailure: (errorKey: string | undefined) => void;
  /** Logout (spec §4): everything goes except the merchant. */
  signOut: () => void;
}

export type SessionState = SessionData & SessionActions;

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    // Privacy modes may refuse storage; the session then lives in memory for this page.
    return null;
  }
}

function write(key: SessionKey, value: string | number | boolean | null | undefined): void {
  const store = storage();
  if (!store) return;
  if (value === null || value === undefined || value === '') store.removeItem(key);
  else store.setItem(key, String(value));
}

function read(key: SessionKey): string | null {
  return storage()?.getItem(key) ?? null;
}

/** The state as session storage has it: a reload keeps the member logged in (spec §4). */
export function readSession(): SessionData {
  const token = read('token') || null;
  const accountType = token ? storedAccountType(read(ACCOUNT_TYPE_STORAGE_KEY)) : undefined;
  return {
    token,
    accountType,
    account: token ? read('account') : null,
    role: token ? roleOfAccount(accountType ?? 0) : 'visitor',
    merchant: read('merchant'),
    customerId: token ? read('customerId') : null,
    nickname: token ? read('nickname') : null,
    toUpline: token ? read('toUpline') === 'true' : false,
    memberLabel: token ? read('memberLabel') : null,
    // Kept across a reload so the forced change can't be skipped by reloading (spec §4 "change-password flag").
    mustChangePassword: token ? read('mustChangePassword') === 'true' : false,
    memberLoaded: false,
    rankLevel: undefined,
    memberInfoErrorKey: undefined,
  };
}

/** The session as spec §3 stores it (session storage); the role drives conditions and gates. */
export const useSessionStore = create<SessionState>((set) => ({
  ...readSession(),
  signIn: (session, options = {}) => {
    write('token', session.token);
    write('merchant', session.merchant);
    write('account', session.account);
    write('accountType', session.accountType);
    write('customerId', session.customerId);
    write('isAgent', session.accountType !== undefined && isAgentAccount(session.accountType));
    write('nickname', session.nickname);
    write('toUpline', session.toUpline);
    write('memberLabel', session.memberLabel);
    write('mustChangePassword', options.mustChangePassword === true ? true : null);
    set({
      token: session.token,
      account: session.account,
      accountType: session.accountType,
      role: roleOfAccount(session.accountType ?? 0),
      merchant: session.merchant,
      customerId: session.customerId ?? null,
      nickname: session.nickname ?? null,
      toUpline: session.toUpline ?? false,
      memberLabel: session.memberLabel ?? null,
      mustChangePassword: options.mustChangePassword === true,
      memberLoaded: false,
      memberInfoErrorKey: undefined,
    });
  },
  setMember: (member) => {
    write('account', member.account);
    write('accountType', member.type);
    write('customerId', member.id);
    write('isAgent', isAgentAccount(member.type));
    write('nickname', member.nickname);
    write('toUpline', member.toUpline);
    write('memberLabel', member.memberLabel);
    set({
      account: member.account,
      accountType: member.type,
      role: roleOfAccount(member.type),
      customerId: member.id,
      nickname: member.nickname,
      toUpline: member.toUpline,
      memberLabel: member.memberLabel ?? null,
      memberLoaded: true,
      rankLevel: member.rankLevel,
      memberInfoErrorKey: undefined,
    });
  },
  setMemberInfoFailure: (errorKey) => set({ memberInfoErrorKey: errorKey }),
  signOut: () => {
    for (const key of SESSION_KEYS) if (key !== 'merchant') write(key, null);
    // The gift dismissals belong to the member who left (the next one in this tab sees the gift again).
    for (const key of Object.values(GIFT_DISMISSED_KEYS)) storage()?.removeItem(key);
    set({ ...readSession(), mustChangePassword: false, memberLoaded: false });
  },
}));
