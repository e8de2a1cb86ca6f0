import { beforeEach, describe, expect, it, vi } from 'vitest';
import { completeLogin, confirmLogout, logout } from '@/app/account/session-actions';
import { getBalance } from '@/api';
import { DEMO_ACCOUNTS } from '../../../embedded-platform/platform';
import { useAgentStore } from '@/stores/agent-store';
import { useBrandStore } from '@/stores/brand-store';
import { readSession, useSessionStore } from '@/stores/session-store';
import { useUiStore } from '@/stores/ui-store';
import { useWalletStore } from '@/stores/wallet-store';
import { loginAs, rejection, withEmbeddedPlatform } from '../../api/platform/use-platform';
import { resetAccountState } from './render-account';

vi.mock('@/app/schema-runtime', () => ({ merchantId: 'croupier' }));

withEmbeddedPlatform();

/** agent01 logged in as the login form leaves things: session, member, balance, contracts, a modal open. */
async function agentLoggedIn() {
  const result = await loginAs(DEMO_ACCOUNTS.agent);
  await completeLogin(result, 'password');
  await useWalletStore.getState().refresh();
  await useAgentStore.getState().loadContracts();
  useUiStore.getState().openModal('notice');
}

describe('logout (spec §4)', () => {
  beforeEach(() => {
    resetAccountState({});
    useBrandStore.getState().setMerchant('croupier'); // boot sets the page load's merchant
  });

  it('ends the platform session, clears the member, balance, agent contracts and overlays, keeps the merchant, goes home', async () => {
    await agentLoggedIn();
    expect(useSessionStore.getState()).toMatchObject({ account: DEMO_ACCOUNTS.agent, role: 'agent' });
    expect(useAgentStore.getState().contracts).toBeDefined();
    const goHome = vi.fn();
    await logout(goHome);
    expect(goHome).toHaveBeenCalledOnce();
    expect(useSessionStore.getState()).toMatchObject({ token: null, role: 'visitor', rankLevel: undefined });
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('account')).toBeNull();
    expect(sessionStorage.getItem('merchant')).toBe('croupier');
    expect(useWalletStore.getState().balance).toBeUndefined();
    expect(useAgentStore.getState().contracts).toBeUndefined();
    expect(useUiStore.getState().modals).toEqual([]);
  });

  it('the old token no longer works on the platform (DELETE was sent)', async () => {
    await agentLoggedIn();
    const token = sessionStorage.getItem('token');
    await logout(() => undefined);
    sessionStorage.setItem('token', token ?? '');
    expect((await rejection(getBalance())).messageKey).toBe('err_not_logged_in');
  });

  it('the header asks first: cancelling keeps the member logged in', async () => {
    await agentLoggedIn();
    const answered = confirmLogout(() => undefined);
    await vi.waitFor(() => expect(useUiStore.getState().dialogs).toMatchObject([{ title: 'acct_sign_out', text: 'in_sure_logout' }]));
    const [dialog] = useUiStore.getState().dialogs;
    if (dialog) useUiStore.getState().closeDialog(dialog.id, 'cancel');
    expect(await answered).toBe(false);
    expect(useSessionStore.getState().account).toBe(DEMO_ACCOUNTS.agent);
  });

  it('also forgets the gift dismissals, so the next member in this tab sees the gift', async () => {
    await agentLoggedIn();
    sessionStorage.setItem('giftDismissedAfterLogin', '1');
    sessionStorage.setItem('giftDismissedBeforeLogin', '1');
    await logout(() => undefined);
    expect(sessionStorage.getItem('giftDismissedAfterLogin')).toBeNull();
    expect(sessionStorage.getItem('giftDismissedBeforeLogin')).toBeNull();
  });
});

describe('forced password change (spec §4)', () => {
  beforeEach(() => resetAccountState({ PWDEXPFORCECHANGE3: true }));

  it('survives a reload: the flag is kept in session storage with the token', async () => {
    const result = await loginAs(DEMO_ACCOUNTS.firstLogin);
    expect(await completeLogin(result, 'password', 'Passw0rd!')).toBe('mustChangePassword');
    expect(sessionStorage.getItem('mustChangePassword')).toBe('true');
    expect(readSession()).toMatchObject({ account: DEMO_ACCOUNTS.firstLogin, mustChangePassword: true });
  });

  it('never asks a just-registered member or a free-play guest, whatever the platform answers', async () => {
    const result = await loginAs(DEMO_ACCOUNTS.firstLogin);
    expect(await completeLogin(result, 'register', 'Passw0rd!')).toBe('loggedIn');
    expect(await completeLogin(result, 'freePlay')).toBe('loggedIn');
    expect(useUiStore.getState().modals).toEqual([]);
    expect(readSession().mustChangePassword).toBe(false);
  });
});
