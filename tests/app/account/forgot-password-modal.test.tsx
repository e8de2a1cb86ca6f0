import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ForgotPasswordModal from '@/app/account/forgot-password-modal';
import { DEMO_ACCOUNTS, PLAYER_MOBILE } from '../../../embedded-platform/platform';
import { useSessionStore } from '@/stores/session-store';
import { http } from 'msw';
import { ERROR_CODES } from '../../../embedded-platform/handlers/envelope';
import { fail, url } from '../../api/support';
import { useUiStore } from '@/stores/ui-store';
import { selectScenario, withEmbeddedPlatform } from '../../api/platform/use-platform';
import { fillIn, renderAccount, resetAccountState } from './render-account';

vi.mock('@/app/schema-runtime', async () => {
  const { diskLoader } = await import('../../../scripts/schemas/cli-context');
  return { schemaLoader: diskLoader('croupier', []), knownWidgetTypes: new Set<string>(), merchantId: 'croupier', schemaProblems: [] };
});

const { platform, server } = withEmbeddedPlatform();

describe('forgot password (spec §4, §5)', () => {
  beforeEach(() => resetAccountState({ DIRECTREG3: true }));

  it('without CHNGPASSVERIF3 there is only the email form, no tabs', async () => {
    renderAccount(<ForgotPasswordModal params={{}} close={() => undefined} />);
    await screen.findByLabelText(/^Username/);
    expect(screen.getByLabelText(/^Email/)).toBeVisible();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.queryByLabelText(/^Mobile number/)).toBeNull();
  });

  it.each([
    ['the right pair', ` ${DEMO_ACCOUNTS.player} `, ' player01@croupier.example '],
    ['a wrong address', DEMO_ACCOUNTS.player, 'someone@else.example'],
    ['an unknown username', 'nobody404', 'nobody@example.com'],
  ])('by email, %s: the same answer, which never says whether the account exists, and the way back to log in', async (_case, username, email) => {
    const close = vi.fn();
    renderAccount(<ForgotPasswordModal params={{}} close={close} />);
    await screen.findByLabelText(/^Username/);
    await fillIn(/^Username/, username);
    await fillIn(/^Email/, email);
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(useUiStore.getState().dialogs).toMatchObject([{ title: 'forgot_email_sent_title', text: 'forgot_email_sent', buttons: [{ label: 'forgot_back_to_login' }] }]);
    const [dialog] = useUiStore.getState().dialogs;
    useUiStore.getState().closeDialog(dialog!.id, 'login');
    await waitFor(() => expect(useUiStore.getState().modals).toEqual([expect.objectContaining({ name: 'login' })]));
  });

  it('a platform that answers "username/email does not exist" is still answered as sent', async () => {
    server.use(http.post(url('/wps/member/password/email'), () => fail(ERROR_CODES.memberNotFound, 'Username or email does not exist'), { once: true }));
    const close = vi.fn();
    renderAccount(<ForgotPasswordModal params={{}} close={close} />);
    await screen.findByLabelText(/^Username/);
    await fillIn(/^Username/, 'nobody404');
    await fillIn(/^Email/, 'nobody@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(useUiStore.getState().dialogs).toMatchObject([{ title: 'forgot_email_sent_title', text: 'forgot_email_sent' }]);
  });

  it('asks only for what it needs (username and email) and leads back to log in', async () => {
    const close = vi.fn();
    renderAccount(<ForgotPasswordModal params={{}} close={close} />);
    await screen.findByLabelText(/^Username/);
    expect(screen.getAllByRole('textbox').map((box) => box.getAttribute('id'))).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Back to log in' }));
    expect(close).toHaveBeenCalled();
    expect(useUiStore.getState().modals).toEqual([expect.objectContaining({ name: 'login' })]);
  });

  it('by email: a malformed address is refused before anything is sent', async () => {
    renderAccount(<ForgotPasswordModal params={{}} close={() => undefined} />);
    await screen.findByLabelText(/^Username/);
    await fillIn(/^Username/, DEMO_ACCOUNTS.player);
    await fillIn(/^Email/, 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription(/email/i));
  });

  it('CHNGPASSVERIF3 adds "By phone": mobile, SMS code and new password reset the password and log in', async () => {
    resetAccountState({ DIRECTREG3: true, CHNGPASSVERIF3: true });
    selectScenario('allFlags');
    const close = vi.fn();
    renderAccount(<ForgotPasswordModal params={{}} close={close} />);
    await userEvent.click(await screen.findByRole('tab', { name: 'By phone' }));
    await screen.findByLabelText(/^Mobile number/);
    await fillIn(/^Mobile number/, PLAYER_MOBILE);
    await fillIn(/^Verification code/, platform.sms.send(PLAYER_MOBILE));
    await fillIn(/^New password/, 'Phone2026x');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(useSessionStore.getState()).toMatchObject({ account: DEMO_ACCOUNTS.player, mustChangePassword: false });
    expect(platform.accounts.find(DEMO_ACCOUNTS.player)?.password).toBe('Phone2026x');
  });
});
