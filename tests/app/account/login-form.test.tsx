import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoginForm } from '@/app/account/login-form';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../../embedded-platform/platform';
import { useSessionStore } from '@/stores/session-store';
import { useUiStore } from '@/stores/ui-store';
import { withEmbeddedPlatform } from '../../api/platform/use-platform';
import { renderAccount, resetAccountState } from './render-account';

vi.mock('@/app/schema-runtime', async () => {
  const { diskLoader } = await import('../../../scripts/schemas/cli-context');
  return { schemaLoader: diskLoader('croupier', []), knownWidgetTypes: new Set<string>(), merchantId: 'croupier', schemaProblems: [] };
});

withEmbeddedPlatform();

async function logIn(username: string, password: string) {
  const user = userEvent.setup();
  const usernameBox = await screen.findByLabelText(/^Username/);
  await user.clear(usernameBox);
  await user.type(usernameBox, username);
  const passwordBox = screen.getByLabelText(/^Password/);
  await user.clear(passwordBox);
  await user.type(passwordBox, password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  return user;
}

describe('login form (spec §2, §4, §5)', () => {
  beforeEach(() => resetAccountState({ MOBILEVERCODELOGIN3: true, PWDEXPFORCECHANGE3: true, DIRECTREG3: true }));

  it('MOBILEVERCODELOGIN3 adds the SMS tab; without it there is no tab bar', async () => {
    const { unmount } = renderAccount(<LoginForm layout="modal" />);
    const tabs = await screen.findByRole('tablist');
    expect(within(tabs).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Username', 'SMS code']);
    await userEvent.click(screen.getByRole('tab', { name: 'SMS code' }));
    expect(await screen.findByLabelText(/^Mobile number/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Get code' })).toBeEnabled();
    unmount();
    resetAccountState({});
    renderAccount(<LoginForm layout="modal" />);
    await screen.findByLabelText(/^Username/);
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('required fields say so under their labels', async () => {
    renderAccount(<LoginForm layout="modal" />);
    await screen.findByLabelText(/^Username/);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findAllByText('This field cannot be empty.')).toHaveLength(2);
    expect(screen.getByLabelText(/^Username/)).toHaveAccessibleDescription('This field cannot be empty.');
  });

  it('SMS tab: a malformed mobile number is refused before any code is sent', async () => {
    renderAccount(<LoginForm layout="modal" />);
    await userEvent.click(await screen.findByRole('tab', { name: 'SMS code' }));
    await userEvent.type(await screen.findByLabelText(/^Mobile number/), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByText('Please enter a valid mobile number.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Get code' })).toBeEnabled();
  });

  it('a wrong password three times brings the captcha; the username stays typed', async () => {
    renderAccount(<LoginForm layout="modal" />);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await logIn(DEMO_ACCOUNTS.player, 'wrong-password');
      expect(await screen.findByRole('alert')).toHaveTextContent('Username or password is incorrect');
      // The first and second failures bring no captcha; the third does.
      if (attempt < 2) {
        await waitFor(() => expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled());
        expect(screen.queryByRole('img', { name: 'Captcha image' }), `failure ${attempt + 1}`).toBeNull();
        expect(screen.queryByLabelText(/^Captcha/)).toBeNull();
      }
    }
    expect(await screen.findByRole('img', { name: 'Captcha image' })).toBeVisible();
    expect(screen.getByLabelText(/^Captcha/)).toBeVisible();
    expect(screen.getByLabelText(/^Username/)).toHaveValue(DEMO_ACCOUNTS.player);
  });

  it('a non-member account (type 3) is refused with the spec §8 message, and nothing of it is stored', async () => {
    const onLoggedIn = vi.fn();
    renderAccount(<LoginForm layout="modal" onLoggedIn={onLoggedIn} />);
    await logIn(DEMO_ACCOUNTS.nonMember, DEMO_PASSWORD);
    expect(await screen.findByRole('alert')).toHaveTextContent('Non-member accounts cannot log in.');
    expect(onLoggedIn).not.toHaveBeenCalled();
    expect(sessionStorage.length).toBe(0);
    expect(useSessionStore.getState()).toMatchObject({ role: 'visitor', token: null, account: null });
    // What was typed stays, as after any refused login.
    expect(screen.getByLabelText(/^Username/)).toHaveValue(DEMO_ACCOUNTS.nonMember);
  });

  it('success stores the spec §3 session keys and loads member info', async () => {
    const onLoggedIn = vi.fn();
    renderAccount(<LoginForm layout="inline" onLoggedIn={onLoggedIn} />);
    await logIn(`  ${DEMO_ACCOUNTS.agent}  `, DEMO_PASSWORD);
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledWith('loggedIn'));
    expect(sessionStorage.getItem('token')).toBeTruthy();
    expect(sessionStorage.getItem('account')).toBe(DEMO_ACCOUNTS.agent);
    expect(sessionStorage.getItem('isAgent')).toBe('true');
    expect(sessionStorage.getItem('merchant')).toBe('croupier');
    expect(sessionStorage.getItem('nickname')).toBe('Agent One');
    expect(useSessionStore.getState()).toMatchObject({ role: 'agent', account: DEMO_ACCOUNTS.agent, memberLoaded: true });
  });

  it('first login opens the forced change-password modal instead of the member state', async () => {
    const onLoggedIn = vi.fn();
    renderAccount(<LoginForm layout="modal" onLoggedIn={onLoggedIn} />);
    await logIn(DEMO_ACCOUNTS.firstLogin, DEMO_PASSWORD);
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledWith('mustChangePassword'));
    expect(useUiStore.getState().modals).toMatchObject([{ name: 'changePassword', params: { forced: '1' } }]);
    expect(useSessionStore.getState().mustChangePassword).toBe(true);
  });

  it('remember-me keeps the username (never the password) for the next visit', async () => {
    const { unmount } = renderAccount(<LoginForm layout="modal" />);
    await screen.findByLabelText(/^Username/);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await logIn(DEMO_ACCOUNTS.vipPlayer, DEMO_PASSWORD);
    await waitFor(() => expect(sessionStorage.getItem('token')).toBeTruthy());
    expect(document.cookie).toContain(`rememberUsername=${DEMO_ACCOUNTS.vipPlayer}`);
    expect(document.cookie).not.toContain(DEMO_PASSWORD);
    unmount();
    renderAccount(<LoginForm layout="modal" />);
    expect(await screen.findByLabelText(/^Username/)).toHaveValue(DEMO_ACCOUNTS.vipPlayer);
    document.cookie = 'rememberUsername=; max-age=0; path=/';
  });
});
