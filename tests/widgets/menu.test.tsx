import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ResolvedNode } from '@/schema/resolved';
import { SchemaNode } from '@/renderer/schema-nodes';
import type { Resource } from '@/api/parse/system';
import type { Role } from '@/schema/types';
import { usePlatformStore } from '@/stores/platform-store';
import { useSessionStore } from '@/stores/session-store';
import { useUiStore } from '@/stores/ui-store';
import { useVendorStore } from '@/stores/vendor-store';
import { useWalletStore } from '@/stores/wallet-store';
import { frameEnvironment, LayoutNodes, renderFrame, runAction } from '../fixtures/frame-harness';

function as(role: Role, flags: Record<string, boolean> = {}): void {
  usePlatformStore.setState({ flags, phase: 'ready', resourceLinks: [], resources: [] });
  useSessionStore.setState({ role, token: role === 'visitor' ? null : 'token', account: role === 'visitor' ? null : 'player01', memberInfoErrorKey: undefined });
}

const header = () => renderFrame(<LayoutNodes only={['header']} />);

beforeAll(async () => {
  await frameEnvironment();
}, 60_000);

beforeEach(() => {
  runAction.mockReset();
  useUiStore.setState({ modals: [], dialogs: [] });
  useVendorStore.setState({ load: async () => undefined });
  useWalletStore.setState({ balance: { sumBalance: 1234.5, balance: [], currency: 'PHP', currencySymbol: 'P' }, updating: false, hidden: false, errorKey: undefined, refresh: async () => undefined });
});

describe('Menu buttons: the visitor header (menus/header-visitor.json)', () => {
  it('with every flag: free play, forgot password, log in, register', async () => {
    as('visitor', { FREEPLAY3: true, DIRECTREG3: true });
    await header();
    expect(await screen.findByRole('button', { name: 'Free Play' })).toBeVisible();
    for (const name of ['Forgot password?', 'Log in', 'Register']) expect(screen.getByRole('button', { name })).toBeVisible();
  });

  it('register shows only with DIRECTREG3, free play only with FREEPLAY3', async () => {
    as('visitor', {});
    await header();
    await screen.findByRole('button', { name: 'Log in' });
    expect(screen.queryByRole('button', { name: 'Register' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Free Play' })).toBeNull();
  });

  it('the buttons run their schema actions: the modals, and free play', async () => {
    as('visitor', { DIRECTREG3: true, FREEPLAY3: true });
    await header();
    await userEvent.click(await screen.findByRole('button', { name: 'Register' }));
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await userEvent.click(screen.getByRole('button', { name: 'Free Play' }));
    expect(runAction.mock.calls.map(([action]) => action)).toEqual([{ type: 'modal', modal: 'register' }, { type: 'modal', modal: 'login' }, { type: 'freePlay' }]);
  });
});

describe('Menu account: the member header (menus/header-account.json)', () => {
  it('a player: balance, the menu under the name, sign out beside the name, deposit and withdraw as quick buttons', async () => {
    as('player');
    await header();
    const menu = await screen.findByRole('list', { name: 'My account' });
    expect(screen.getByTestId('balance')).toHaveTextContent('P 1,234.50');
    // The menu's own Sign out is the phone layout's (CSS shows one of the two per screen width).
    expect(within(menu).getAllByRole('button').map((b) => b.textContent)).toEqual(['Deposit', 'Withdraw', 'Betting Record', 'Sign out']);
    const beside = screen.getAllByRole('button', { name: 'Sign out' }).find((button) => button.dataset['nodeId'] === 'sign-out');
    expect(beside).toHaveClass('header-account__sign-out');
    await userEvent.click(beside!);
    expect(runAction).toHaveBeenCalledWith({ type: 'logout' });
    const quick = document.querySelector('.header-account__quick')!;
    expect(within(quick as HTMLElement).getAllByRole('button').map((b) => b.textContent)).toEqual(['Deposit', 'Withdraw']);
  });

  it('MANPLAYREB3 adds cashback; an agent also gets the agent centre', async () => {
    as('agent', { MANPLAYREB3: true });
    await header();
    const menu = await screen.findByRole('list', { name: 'My account' });
    expect(within(menu).getByRole('button', { name: 'Cashback' })).toBeInTheDocument();
    await userEvent.click(within(menu).getByRole('button', { name: 'Agent Centre' }));
    expect(runAction).toHaveBeenCalledWith({ type: 'agentCenter', page: 'agentTeamOverview' });
  });

  it('hiding the balance shows *** and the refresh says "balance updating" while loading', async () => {
    as('player');
    await header();
    await userEvent.click(await screen.findByRole('button', { name: 'Hide balance' }));
    expect(screen.getByTestId('balance')).toHaveTextContent('***');
    useWalletStore.setState({ updating: true });
    expect(await screen.findByText('balance updating')).toBeInTheDocument();
  });
});

describe('Menu nav: the header navigation with vendor dropdowns', () => {
  it('an item bound to game categories lists their vendors, and choosing one runs its action', async () => {
    as('visitor');
    useVendorStore.setState({
      phase: 'ready',
      categories: [{ gameClassify: 'RNG', cards: [{ vassalage: 'PG', displayName: 'PG Soft', logo: '' }] }] as never,
    });
    await header();
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    const slots = await within(nav).findByRole('link', { name: 'Slots' });
    const dropdown = within(nav).getByRole('list', { name: 'Slots' });
    expect(slots).toHaveAttribute('href', '/rng');
    await userEvent.click(within(dropdown).getByRole('link', { name: 'PG Soft' }));
    expect(runAction).toHaveBeenCalledWith({ type: 'navigate', to: '/rng?page=PG' });
    // Categories without vendors hide their item once the list is in.
    expect(within(nav).queryByRole('link', { name: 'Live Casino' })).toBeNull();
  });
});

describe('Menu resourceBar: the side bar', () => {
  const resource = (resourceType: string, url: string, qrCodeUrl = url): Resource => ({ resourceType, url, qrCodeUrl, labelNameEn: resourceType });

  it('shows a QR popover on focus for an item whose resource has a QR link', async () => {
    as('visitor');
    const links = [resource('FACEBOOK', '/platform-assets/pages/facebook')];
    usePlatformStore.setState({ resourceLinks: links, resources: ['FACEBOOK'] });
    await renderFrame(<LayoutNodes only={['side-bar']} />);
    const bar = await screen.findByRole('complementary', { name: 'Contact and apps' });
    within(bar).getByRole('link', { name: 'Facebook' }).focus();
    await waitFor(() => expect(screen.getByRole('tooltip').querySelector('svg')).not.toBeNull());
    expect(screen.getByRole('tooltip')).toHaveTextContent('Scan');
  });
});

describe('Menu tabs: the centre menu', () => {
  it('marks the page the URL names as current and runs an item action', async () => {
    as('player');
    const node: ResolvedNode = { type: 'Menu', id: 'centre-menu', props: { menu: 'menus/member-center', variant: 'tabs', label: 'mc_title', currentParam: 'memberCentre' }, children: [] };
    await renderFrame(<SchemaNode node={node} />, { path: '/?memberCentre=withdraw' });
    const nav = await screen.findByRole('navigation', { name: 'Member Centre' });
    const current = within(nav).getAllByRole('button').filter((button) => button.getAttribute('aria-current') === 'page');
    expect(current.map((button) => button.closest('li')?.dataset['nodeId'])).toEqual(['withdraw']);
  });
});
