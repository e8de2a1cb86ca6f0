import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { usePlatformStore } from '@/stores/platform-store';
import { useSessionStore } from '@/stores/session-store';
import { useVendorStore } from '@/stores/vendor-store';
import { useWalletStore } from '@/stores/wallet-store';
import { frameEnvironment, LayoutNodes, renderFrame, runAction } from '../fixtures/frame-harness';
import { logInAs, withPlatformHarness } from '../fixtures/data-widgets';

// The unread count comes from the embedded platform, through the real client.
const harness = withPlatformHarness();

async function signedInAs(account: 'player01' | 'agent01', role: 'player' | 'agent'): Promise<void> {
  await logInAs(account);
  useSessionStore.setState({ role, account, memberInfoErrorKey: undefined });
  usePlatformStore.setState({ flags: {}, phase: 'ready', resourceLinks: [], resources: [] });
}

const shortcuts = async () => within(await screen.findByRole('navigation', { name: 'My shortcuts' }));

beforeAll(async () => {
  await frameEnvironment();
}, 60_000);

beforeEach(() => {
  runAction.mockReset();
  useVendorStore.setState({ load: async () => undefined });
  useWalletStore.setState({ balance: { sumBalance: 1234.5, balance: [], currency: 'PHP', currencySymbol: 'P' }, updating: false, hidden: false, errorKey: undefined, refresh: async () => undefined });
});

describe('the signed-in header reaches the member’s pages directly (menus/header-shortcuts.json, issue 26)', () => {
  it('a player: messages with the unread count, My Wallet and My Account, each opening its centre page', async () => {
    await signedInAs('player01', 'player');
    const unread = harness.platform().accounts.find('player01')?.messages.filter((message) => !message.read).length ?? 0;
    expect(unread).toBeGreaterThan(0);
    await renderFrame(<LayoutNodes only={['header']} />);
    const bar = await shortcuts();
    const messages = await bar.findByRole('button', { name: `Platform Information, ${unread} unread` });
    expect(within(messages).getByText(String(unread))).toBeInTheDocument();
    expect(bar.queryByRole('button', { name: 'Agent Centre' })).toBeNull();
    await userEvent.click(messages);
    await userEvent.click(bar.getByRole('button', { name: 'My Wallet' }));
    await userEvent.click(bar.getByRole('button', { name: 'My Account' }));
    expect(runAction.mock.calls.map(([action]) => action)).toEqual([
      { type: 'memberCenter', page: 'messageV2' },
      { type: 'memberCenter', page: 'transferFund' },
      { type: 'memberCenter', page: 'securityCenter' },
    ]);
  });

  it('an agent also has the Agent Centre in the header, labelled, not only in the menu under the name', async () => {
    await signedInAs('agent01', 'agent');
    await renderFrame(<LayoutNodes only={['header']} />);
    const bar = await shortcuts();
    const centre = await bar.findByRole('button', { name: 'Agent Centre' });
    expect(centre).toHaveTextContent('Agent Centre');
    await userEvent.click(centre);
    expect(runAction).toHaveBeenCalledWith({ type: 'agentCenter', page: 'agentTeamOverview' });
  });

  it('a visitor has none of them', async () => {
    useSessionStore.setState({ role: 'visitor', token: null, account: null });
    usePlatformStore.setState({ flags: {}, phase: 'ready', resourceLinks: [], resources: [] });
    await renderFrame(<LayoutNodes only={['header']} />);
    await screen.findByRole('button', { name: 'Log in' });
    expect(screen.queryByRole('navigation', { name: 'My shortcuts' })).toBeNull();
  });
});
