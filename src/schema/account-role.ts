import type { Role } from './types';

/** spec §4 / §9: account types 1, 2, 41 and 42 are agents; 4 is a trial account. */
export const AGENT_ACCOUNT_TYPES: readonly number[] = [1, 2, 41, 42];
export const TRIAL_ACCOUNT_TYPE = 4;

export function isTrialAccount(accountType: number): boolean {
  return accountType === TRIAL_ACCOUNT_TYPE;
}

export function isAgentAccount(accountType: number): boolean {
  return AGENT_ACCOUNT_TYPES.includes(accountType);
}

/** spec §4 / §9: the ordinary member (player). */
export const PLAYER_ACCOUNT_TYPE = 0;

/** spec §6: players, trial accounts and agents may log in; any other account type is not a member and may not. */
export function isMemberAccount(accountType: number): boolean {
  return accountType === PLAYER_ACCOUNT_TYPE || isTrialAccount(accountType) || isAgentAccount(accountType);
}

/** The account type as session storage keeps it (spec §3: a string), or undefined when it holds none. */
export function storedAccountType(raw: string | null): number | undefined {
  return raw !== null && raw !== '' && Number.isFinite(Number(raw)) ? Number(raw) : undefined;
}

/** The role a session plays in conditions and gates; no account type means a visitor. */
export function roleOfAccount(accountType: number | undefined): Role {
  if (accountType === undefined) return 'visitor';
  if (isTrialAccount(accountType)) return 'trial';
  if (isAgentAccount(accountType)) return 'agent';
  return 'player';
}
