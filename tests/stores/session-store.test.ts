import { beforeEach, describe, expect, it } from 'vitest';
import { readSession, useSessionStore } from '@/stores/session-store';

const SIGN_IN = { token: 'tok-1', merchant: 'croupier', account: 'agent01', accountType: 1, customerId: '1003', nickname: 'Agent One', toUpline: true, memberLabel: 'gold' };

describe('session store (spec §3, §4)', () => {
  beforeEach(() => useSessionStore.setState(readSession()));

  it('signIn writes the spec §3 session keys and sets the role', () => {
    useSessionStore.getState().signIn(SIGN_IN);
    expect(Object.fromEntries(['token', 'merchant', 'account', 'customerId', 'isAgent', 'nickname', 'toUpline', 'memberLabel', 'accountType'].map((key) => [key, sessionStorage.getItem(key)]))).toEqual({
      token: 'tok-1', merchant: 'croupier', account: 'agent01', customerId: '1003', isAgent: 'true', nickname: 'Agent One', toUpline: 'true', memberLabel: 'gold', accountType: '1',
    });
    expect(useSessionStore.getState()).toMatchObject({ token: 'tok-1', role: 'agent', account: 'agent01' });
  });

  it('a reload reads the session back', () => {
    useSessionStore.getState().signIn({ ...SIGN_IN, accountType: 4 });
    expect(readSession()).toMatchObject({ token: 'tok-1', role: 'trial', accountType: 4, nickname: 'Agent One', toUpline: true });
  });

  it('setMember updates name, type and labels after member info loads', () => {
    useSessionStore.getState().signIn(SIGN_IN);
    useSessionStore.getState().setMember({ id: '7', account: 'player01', nickname: 'Lucky', type: 0, toUpline: false });
    expect(useSessionStore.getState()).toMatchObject({ role: 'player', account: 'player01', memberLoaded: true });
    expect(sessionStorage.getItem('isAgent')).toBe('false');
  });

  it('signOut clears everything but the merchant', () => {
    useSessionStore.getState().signIn(SIGN_IN, { mustChangePassword: true });
    useSessionStore.getState().signOut();
    expect(useSessionStore.getState()).toMatchObject({ token: null, role: 'visitor', account: null, merchant: 'croupier', mustChangePassword: false });
    expect(sessionStorage.getItem('merchant')).toBe('croupier');
    for (const key of ['token', 'account', 'customerId', 'isAgent', 'nickname', 'toUpline', 'memberLabel', 'accountType']) expect(sessionStorage.getItem(key)).toBeNull();
  });
});
