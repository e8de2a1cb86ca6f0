import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '@/i18n/i18n';
import { HeaderAccount } from '@/app/layout/header-account';
import { ActionProvider } from '@/renderer/action-context';
import { usePlatformStore } from '@/stores/platform-store';
import { useSessionStore } from '@/stores/session-store';
import { useUiStore } from '@/stores/ui-store';
import { useWalletStore } from '@/stores/wallet-store';
import type { Action, Role } from '@/schema/types';

// The header reads menus/header-account.json through the app's loader; here the loader reads the repository's files.
vi.mock('@/app/schema-runtime', async () => {
  const { diskLoader } = await import('../../../scripts/schemas/cli-context');
  const { widgetRegistry } = await import('@/widgets/registry');
  return { schemaLoader: diskLoader('croupier', []), knownWidgetTypes: new Set(Object.keys(widgetRegistry)), merchantId: 'croupier', schemaProblems: [] };
});

const runAction = vi.fn<(action: Action) => void>();

function renderHeader(role: Role, flags: Record<string, boolean>) {
  usePlatformStore.setState({ flags });
  useSessionStore.setState({ role, token: role === 'visitor' ? null : 'token', account: role === 'visitor' ? null : 'player01' });
  render(
    <I18nextProvider i18n={createI18n('en')}>
      <ActionProvider value={runAction}>
        <HeaderAccount />
      </ActionProvider>
    </I18nextProvider>,
  );
}

describe('header account area (spec §2, §6)', () => {
  beforeEach(() => {
    runAction.mockReset();
    useUiStore.setState({ modals: [], dialogs: [] });
    useWalletStore.setState({ balance: { sumBalance: 1234.5, balance: [], currency: 'PHP', currencySymbol: 'P' }, updating: false, hidden: false, refresh: async () => undefined });
  });

  it('logged out with every flag: free play, forgot password, log in, register', async () => {
    renderHeader('visitor', { FREEPLAY3: true, DIRECTREG3: true });
    expect(await screen.findByRole('button', { name: /free play/i })).toBeVisible();
    for (const name of ['Forgot password?', 'Log in', 'Register']) expect(screen.getByRole('button', { name })).toBeVisible();
  });

  it('FREEPLAY3 off removes free play; DIRECTREG3 off removes register', () => {
    renderHeader('visitor', {});
    expect(screen.queryByRole('button', { name: /free play/i })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Register' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeVisible();
  });

  it('the log in and register buttons open their modals', async () => {
    renderHeader('visitor', { DIRECTREG3: true });
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(useUiStore.getState().modals.map((m) => m.name)).toEqual(['register', 'login']);
  });

  it('a player sees balance, name, deposit, withdraw, betting record and sign out — no agent centre', async () => {
    renderHeader('player', {});
    expect(screen.getByTestId('balance')).toHaveTextContent('P 1,234.50');
    const menu = await screen.findByRole('list', { name: 'My account' }, { timeout: 5000 });
    const items = within(menu).getAllByRole('button').map((b) => b.textContent);
    // The menu's own Sign out is the phone layout's (CSS shows one of the two per screen width).
    expect(items).toEqual(['Deposit', 'Withdraw', 'Betting Record', 'Sign out']);
    expect(screen.getAllByRole('button', { name: 'Sign out' })).toHaveLength(2);
  });

  it('MANPLAYREB3 adds cashback', async () => {
    renderHeader('player', { MANPLAYREB3: true });
    const menu = await screen.findByRole('list', { name: 'My account' });
    expect(within(menu).getByRole('button', { name: 'Cashback' })).toBeInTheDocument();
  });

  it('an agent also gets the agent centre', async () => {
    renderHeader('agent', {});
    const menu = await screen.findByRole('list', { name: 'My account' });
    await userEvent.click(within(menu).getByRole('button', { name: 'Agent Centre' }));
    expect(runAction).toHaveBeenCalledWith({ type: 'agentCenter', page: 'agentTeamOverview' });
  });

  it('hiding the balance shows *** and the refresh says "balance updating" while loading', async () => {
    renderHeader('player', {});
    await userEvent.click(screen.getByRole('button', { name: 'Hide balance' }));
    expect(screen.getByTestId('balance')).toHaveTextContent('***');
    useWalletStore.setState({ updating: true });
    expect(await screen.findByText('balance updating')).toBeInTheDocument();
  });

  it('sign out runs the logout action', async () => {
    renderHeader('player', {});
    const [besideName] = await screen.findAllByRole('button', { name: 'Sign out' });
    await userEvent.click(besideName!);
    expect(runAction).toHaveBeenCalledWith({ type: 'logout' });
  });
});
