import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ForgotPasswordModal from '@/app/account/forgot-password-modal';
import { DEMO_ACCOUNTS, PLAYER_MOBILE } from '../../../embedded-platform/platform';
import { useSessionStore } from '@/stores/session-store';
import { useUiStore } from '@/stores/ui-store';
import { selectScenario, withEmbeddedPlatform } from '../../api/platform/use-platform';
import { fillIn, renderAccount, resetAccountState } from './render-account';

vi.mock('@/app/schema-runtime', async () => {
  const { diskLoader } = await import('../../../scripts/schemas/cli-context');
  return { schemaLoader: diskLoader('croupier', []), knownWidgetTypes: new Set<string>(), merchantId: 'croupier', schemaProblems: [] };
});

const { platform } = withEmbeddedPlatform();

describe('forgot password (spec §4, §5)', () => {
  beforeEach(() => resetAccountState({ DIRECTREG3: true }));

  it('without CHNGPASSVERIF3 there is only the email form, no tabs', async () => {
    renderAccount(<ForgotPasswordModal params={{}} close={() => undefined} />);
    await screen.findByLabelText(/^Username/);
    expect(screen.getByLabelText(/^Email/)).toBeVisible();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.queryByLabelText(/^Mobile number/)).toBeNull();
  });

  it('by email: an unknown pair shows the platform message and keeps what was typed; the right pair confirms and closes', async () => {
    const close = vi.fn();
    renderAccount(<ForgotPasswordModal params={{}} close={close} />);
    await screen.findByLabelText(/^Username/);
    await fillIn(/^Username/, ` ${DEMO_ACCOUNTS.player} `);
    await fillIn(/^Email/, 'someone@else.example');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Username/email does not exist.');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('someone@else.example');
    expect(close).not.toHaveBeenCalled();

    // Values are trimmed before they are sent (spec §4).
    await fillIn(/^Email/, ' player01@croupier.example ');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(useUiStore.getState().dialogs).toMatchObject([{ title: 'forgot_title', text: 'forgot_email_sent' }]);
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
