// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isAgentAccount, isTrialAccount, roleOfAccount } from '@/schema/account-role';

describe('roleOfAccount (spec §4 / §6 account types)', () => {
  it('no account type is a visitor', () => {
    expect(roleOfAccount(undefined)).toBe('visitor');
  });

  it('account type 4 is a trial account', () => {
    expect(roleOfAccount(4)).toBe('trial');
    expect(isTrialAccount(4)).toBe(true);
    expect(isTrialAccount(0)).toBe(false);
  });

  it.each([1, 2, 41, 42])('account type %i is an agent', (accountType) => {
    expect(roleOfAccount(accountType)).toBe('agent');
    expect(isAgentAccount(accountType)).toBe(true);
  });

  it.each([0, 3, 5, 40, 43])('any other account type (%i) is a player', (accountType) => {
    expect(roleOfAccount(accountType)).toBe('player');
    expect(isAgentAccount(accountType)).toBe(false);
  });
});
