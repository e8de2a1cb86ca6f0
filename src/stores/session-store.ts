import { create } from 'zustand';
import { roleOfAccount } from '@/schema/account-role';
import type { Role } from '@/schema/types';

interface SessionState {
  token: string | null;
  accountType: number | undefined;
  /** The account name (spec §3 session key `account`). */
  account: string | null;
  role: Role;
}

function readSession(): SessionState {
  const token = sessionStorage.getItem('token');
  const rawType = sessionStorage.getItem('accountType');
  const accountType = token && rawType !== null && rawType !== '' ? Number(rawType) : undefined;
  return { token, accountType, account: token ? sessionStorage.getItem('account') : null, role: token ? roleOfAccount(accountType ?? 0) : 'visitor' };
}

/** The session as spec §3 stores it (session storage); the role drives conditions and gates. */
export const useSessionStore = create<SessionState>(() => readSession());
