import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoginForm } from '@/app/account/login-form';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, ROAMER_PROOFS } from '../../../embedded-platform/platform';
import { useSessionStore } from '@/stores/session-store';
import { withEmbeddedPlatform } from '../../api/platform/use-platform';
import { renderAccount, resetAccountState } from './render-account';

vi.mock('@/app/schema-runtime', async () => {
  const { diskLoader } = await import('../../../scripts/schemas/cli-context');
  return { schemaLoader: diskLoader('croupier', []), knownWidgetTypes: new Set<string>(), merchantId: 'croupier', schemaProblems: [] };
});

const { platform } = withEmbeddedPlatform();

async function logInAsRoamer() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^Username/), DEMO_ACCOUNTS.roamer);
  await user.type(screen.getByLabelText(/^Password/), DEMO_PASSWORD);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  expect(await screen.findByRole('heading', { name: 'Confirm it’s you' })).toBeVisible();
  return user;
}

describe('login from an unregistered IP (spec §4)', () => {
  beforeEach(() => resetAccountState({}));

  it('offers the five proofs; a wrong answer keeps the text and says why; the right one logs in', async () => {
    const onLoggedIn = vi.fn();
    renderAccount(<LoginForm layout="modal" onLoggedIn={onLoggedIn} />);
    const user = await logInAsRoamer();
    expect(screen.getAllByRole('radio').map((radio) => radio.parentElement?.textContent)).toEqual(['Phone number', 'SMS code', 'Bound email', 'Bank account name', 'Authenticator app']);
    expect(useSessionStore.getState().role).toBe('visitor');

    await user.click(screen.getByRole('radio', { name: 'Bank account name' }));
    const answer = screen.getByLabelText(/The name on your bank account/);
    await user.type(answer, 'Someone Else');
    await user.click(screen.getByRole('button', { name: 'Verify and log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('did not match');
    expect(answer).toHaveValue('Someone Else');

    await user.clear(answer);
    await user.type(answer, ROAMER_PROOFS.bankAccountName);
    await user.click(screen.getByRole('button', { name: 'Verify and log in' }));
    await vi.waitFor(() => expect(onLoggedIn).toHaveBeenCalledWith('loggedIn'));
    expect(useSessionStore.getState()).toMatchObject({ account: DEMO_ACCOUNTS.roamer, role: 'player' });
  });

  it('SMS code: sends the code to the bound phone (shown masked), then logs in with it', async () => {
    renderAccount(<LoginForm layout="modal" />);
    const user = await logInAsRoamer();
    await user.click(screen.getByRole('radio', { name: 'SMS code' }));
    expect(screen.getByText('On file: ******6543')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
    await vi.waitFor(() => expect(platform.sms.latestFor(ROAMER_PROOFS.mobileNum)).toBeDefined());
    await user.type(screen.getByLabelText(/The code we sent by SMS/), platform.sms.latestFor(ROAMER_PROOFS.mobileNum) ?? '');
    await user.click(screen.getByRole('button', { name: 'Verify and log in' }));
    await vi.waitFor(() => expect(useSessionStore.getState().account).toBe(DEMO_ACCOUNTS.roamer));
  });

  it('cancel goes back to the login form with the username kept', async () => {
    renderAccount(<LoginForm layout="modal" />);
    const user = await logInAsRoamer();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByLabelText(/^Username/)).toHaveValue(DEMO_ACCOUNTS.roamer);
  });
});
