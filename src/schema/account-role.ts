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

/** The role a session plays in conditions and gates; no account type means a visitor. */
export function roleOfAccount(accountType: number | undefined): Role {
  if (accountType === undefined) return 'visitor';
  if (isTrialAccount(accountType)) return 'trial';
  if (isAgentAccount(accountType)) return 'agent';
  return 'player';
}
