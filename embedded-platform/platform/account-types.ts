/** spec §4 / §9 account types. 0 is the platform's ordinary member (player). */
export const PLAYER_ACCOUNT_TYPE = 0;
export const TRIAL_ACCOUNT_TYPE = 4;
export const AGENT_ACCOUNT_TYPES: readonly number[] = [1, 2, 41, 42];

export function isTrialAccount(type: number): boolean {
  return type === TRIAL_ACCOUNT_TYPE;
}

export function isAgentAccount(type: number): boolean {
  return AGENT_ACCOUNT_TYPES.includes(type);
}
