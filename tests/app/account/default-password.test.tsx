import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ChangePasswordModal from '@/app/account/change-password-modal';
import { LoginForm } from '@/app/account/login-form';
import { DEFAULT_MEMBER_PASSWORD, DEMO_ACCOUNTS } from '../../../embedded-platform/platform';
import { usePlatformStore } from '@/stores/platform-store';
import { useSessionStore } from '@/stores/session-store';
import { useUiStore } from '@/stores/ui-store';
import { withEmbeddedPlatform } from '../../api/platform/use-platform';
import { renderAccount, resetAccountState } from './render-account';

vi.mock('@/app/schema-runtime', async () => {
  const { diskLoader } = await import('../../../scripts/schemas/cli-context');
  return { schemaLoader: diskLoader('croupier', []), knownWidgetTypes: new Set<string>(), merchantId: 'croupier', schemaProblems: [] };
});

const { platform } = withEmbeddedPlatform();

async function logIn(username: string, password: string) {
  await userEvent.type(await screen.findByLabelText(/^Username/), username);
  await userEvent.type(screen.getByLabelText(/^Password/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('default password (spec §4, §9)', () => {
  beforeEach(() => {
    resetAccountState({ PWDEXPFORCECHANGE3: true, DIRECTREG3: true });
    usePlatformStore.setState({ settings: { defaultPassword: DEFAULT_MEMBER_PASSWORD } });
  });

  it('a member still on the default password must change it, though it is not their first login', async () => {
    const onLoggedIn = vi.fn();
    renderAccount(<LoginForm layout="modal" onLoggedIn={onLoggedIn} />);
    await logIn(DEMO_ACCOUNTS.issued, DEFAULT_MEMBER_PASSWORD);
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledWith('mustChangePassword'));
    expect(useUiStore.getState().modals).toMatchObject([{ name: 'changePassword', params: { forced: '1' } }]);
    expect(useSessionStore.getState().mustChangePassword).toBe(true);
  });

  it('without a published default password the same login simply logs in', async () => {
    usePlatformStore.setState({ settings: {} });
    const onLoggedIn = vi.fn();
    renderAccount(<LoginForm layout="modal" onLoggedIn={onLoggedIn} />);
    await logIn(DEMO_ACCOUNTS.issued, DEFAULT_MEMBER_PASSWORD);
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledWith('loggedIn'));
    expect(useSessionStore.getState().mustChangePassword).toBe(false);
  });

  it('the forced change refuses the default again (EN message, nothing sent), then accepts a password of their own', async () => {
    renderAccount(<LoginForm layout="modal" />);
    await logIn(DEMO_ACCOUNTS.issued, DEFAULT_MEMBER_PASSWORD);
    await waitFor(() => expect(useSessionStore.getState().mustChangePassword).toBe(true));
    renderAccount(<ChangePasswordModal params={{ forced: '1' }} close={() => undefined} />);
    // The login just typed the old password, so it is not asked again.
    await screen.findByLabelText(/^New password/);
    expect(screen.queryByLabelText(/^Current password/)).toBeNull();
    await userEvent.type(screen.getByLabelText(/^New password/), DEFAULT_MEMBER_PASSWORD);
    await userEvent.type(screen.getByLabelText(/^Confirm new password/), DEFAULT_MEMBER_PASSWORD);
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Choose a password of your own, not the default one.')).toBeVisible();
    expect(platform.accounts.find(DEMO_ACCOUNTS.issued)?.password).toBe(DEFAULT_MEMBER_PASSWORD);

    await userEvent.clear(screen.getByLabelText(/^New password/));
    await userEvent.type(screen.getByLabelText(/^New password/), 'Mine12345');
    await userEvent.clear(screen.getByLabelText(/^Confirm new password/));
    await userEvent.type(screen.getByLabelText(/^Confirm new password/), 'Mine12345');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(platform.accounts.find(DEMO_ACCOUNTS.issued)?.password).toBe('Mine12345'));
    await waitFor(() => expect(useSessionStore.getState().token).toBeNull());
  });
});
