import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { TranslationProvider } from '@/i18n/use-translation';
import { MemoryRouter } from '@/renderer/navigation';
import { createI18n } from '@/i18n/i18n';
import { ActionProvider } from '@/renderer/action-context';
import type { Action } from '@/schema/types';
import { login } from '@/api';
import { useLotteryStore } from '@/stores/game-lottery-store';
import { useLotteryMenusStore } from '@/stores/lottery-menus-store';
import { usePlatformStore } from '@/stores/platform-store';
import { useSessionStore } from '@/stores/session-store';
import { useVendorStore } from '@/stores/vendor-store';
import { useBrandStore } from '@/stores/brand-store';
import type { ThemeDocument } from '@/schema/types';
import defaultTheme from '../../schemas/themes/default.json';
import LotteryLobby from '@/widgets/lottery-lobby/lottery-lobby';
import VendorLobby from '@/widgets/vendor-lobby/vendor-lobby';
import { createHandlers } from '../../embedded-platform/handlers';
import { createPlatform, DEMO_PASSWORD } from '../../embedded-platform/platform';
import { drawsOf, LOTTERY_GAMES } from '../../embedded-platform/platform/lottery';
import { resetClient, url } from '../api/support';

const NOW = Date.UTC(2026, 10, 28, 12, 0, 30);
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
const runAction = vi.fn<(action: Action) => void>();

beforeEach(() => {
  server.resetHandlers(...createHandlers(createPlatform({ scenario: 'default', now: () => NOW, log: () => undefined })));
  resetClient();
  runAction.mockReset();
  useSessionStore.getState().signOut();
  usePlatformStore.setState({ cdns: { image: '/platform-assets/cdn-b', launch: '/platform-assets/cdn-b' } });
  useLotteryStore.setState({ popular: {}, draws: {}, openDraws: {}, vnMenu: {}, vnRecent: {} });
  useLotteryMenusStore.setState({ phase: 'idle', lang: '', categories: [] });
});

function renderLottery(path: string, language = 'en') {
  render(
    <TranslationProvider i18n={createI18n(language)}>
      <MemoryRouter path={path}>
        <ActionProvider value={runAction}>
          <LotteryLobby props={{ prizeModes: ['Lott', 'SEA', 'ZY', 'Elott'], showDraws: true, vnMenu: true }} nodeId="lottery-lobby">{null}</LotteryLobby>
          <VendorLobby props={{ title: 'games_vendors', categories: ['LOTT'], source: 'lotteryGateway', openIn: 'page' }} nodeId="lottery-vendors">{null}</VendorLobby>
        </ActionProvider>
      </MemoryRouter>
    </TranslationProvider>,
  );
}

async function logIn(): Promise<void> {
  const result = await login({ username: 'player01', password: DEMO_PASSWORD, type: 'username' });
  sessionStorage.setItem('token', result.token);
  useSessionStore.getState().signIn({ token: result.token, account: 'player01', accountType: 0, merchant: 'croupier' });
}

describe('the VN lottery\'s game menu and recent games (spec §7 /lgw/vn/games/game_menu and /recent; issue 40)', () => {
  it('on /vnlottery the menu lists the games by region; a region\'s game opens its betting board', async () => {
    renderLottery('/vnlottery');
    const menu = await screen.findByRole('region', { name: 'VN lottery by region' });
    const regions = await within(menu).findByRole('group', { name: 'Regions' });
    expect(within(regions).getAllByRole('button').map((button) => button.textContent)).toEqual(['Northern', 'Central', 'Southern']);
    expect(within(within(menu).getByRole('list', { name: 'Northern' })).getAllByRole('button').map((button) => button.textContent)).toEqual(['Hanoi Daily', 'North Fast 5']);
    await userEvent.click(within(regions).getByRole('button', { name: 'Central' }));
    await userEvent.click(within(within(menu).getByRole('list', { name: 'Central' })).getByRole('button', { name: 'Play Da Nang Daily' }));
    expect(runAction).toHaveBeenCalledWith(expect.objectContaining({ type: 'launchGame', gameType: 'LOTT', vendor: 'TCG_LOTTO_VN', gameId: 'VN_CENTRAL_1', lottoView: 'betting' }));
    // A visitor has no recent games.
    expect(within(menu).queryByRole('heading', { name: 'Your recent VN lottery games' })).toBeNull();
  });

  it('a member also sees the VN lottery games they played last, in Tagalog too', async () => {
    await logIn();
    renderLottery('/vnlottery', 'ty');
    const menu = await screen.findByRole('region', { name: 'VN lottery ayon sa rehiyon' });
    const recent = await within(menu).findByRole('list', { name: 'Mga huling nilaro mong VN lottery' });
    expect(within(recent).getAllByRole('button').map((button) => button.textContent)).toEqual(['Hanoi Daily', 'North Fast 5', 'Da Nang Daily']);
  });

  it('/lottery and /seaLottery have no VN menu', async () => {
    renderLottery('/seaLottery');
    await screen.findByRole('region', { name: /^Open draw: / });
    expect(screen.queryByRole('region', { name: 'VN lottery by region' })).toBeNull();
  });

  it('a failed menu says so with a retry that brings it', async () => {
    let failures = 1;
    server.use(http.get(url('/lgw/vn/games/game_menu'), () => (failures-- > 0 ? HttpResponse.json({ success: false, errorCode: '#727', value: null }, { status: 500 }) : undefined)));
    renderLottery('/vnlottery');
    const menu = await screen.findByRole('region', { name: 'VN lottery by region' });
    await userEvent.click(within(await within(menu).findByRole('alert')).getByRole('button', { name: 'Try again' }));
    expect(await within(menu).findByRole('group', { name: 'Regions' })).toBeVisible();
  });
});

describe('the brand\'s lottery type (spec §1 "Lottery type is SEA"; brand: platform, merchant, lotteryType)', () => {
  afterEach(() => useBrandStore.setState({ theme: undefined }));
  const pressed = () => screen.getByRole('group', { name: 'Lottery types' }).querySelector('[aria-pressed="true"]')?.textContent;

  it('/lottery opens on the prize mode the brand names (schemas/themes/default.json: SEA) and loads its games', async () => {
    expect(defaultTheme.lotteryType).toBe('SEA');
    useBrandStore.setState({ theme: defaultTheme as ThemeDocument });
    renderLottery('/lottery');
    expect(pressed()).toBe('SEA lottery');
    await waitFor(() => expect(useLotteryStore.getState().popular['SEA']?.phase).toBe('ready'));
    expect(useLotteryStore.getState().popular['Lott']).toBeUndefined();
  });

  it('a brand without one opens on the lobby\'s first', () => {
    renderLottery('/lottery');
    expect(pressed()).toBe('Number lottery');
  });

  it('the route\'s own mode wins over the brand\'s', () => {
    useBrandStore.setState({ theme: { ...(defaultTheme as ThemeDocument), lotteryType: 'SEA' } });
    renderLottery('/vnlottery');
    expect(pressed()).toBe('Number lottery');
  });
});

describe('the draw open now (spec §7 /lotto/lgw/games/opened/numero; issue 40)', () => {
  it('a SEA lottery shows its open draw: the platform\'s numero, betting open, and when it closes', async () => {
    const game = LOTTERY_GAMES.find((candidate) => candidate.gameCode === 'SEA_PCSO_6_42');
    if (!game) throw new Error('no SEA game');
    const [open] = drawsOf(game, NOW, 1);
    renderLottery('/seaLottery');
    const panel = await screen.findByRole('region', { name: 'Open draw: Lotto 6/42' });
    await waitFor(() => expect(panel).toHaveTextContent(`Draw ${open?.numero ?? '?'}`));
    expect(panel).toHaveTextContent('Betting open');
    expect(panel).toHaveTextContent(/Closes at \d/);
  });

  it('?gameCode= names the game whose open draw shows', async () => {
    renderLottery('/lottery?gameCode=ZY_K3');
    expect(await screen.findByRole('region', { name: 'Open draw: Fast Dice K3' })).toBeVisible();
  });
});

describe('the lottery page\'s vendor menu from the lottery gateway (spec §7 GET /lgw/games/game_menus; issue 40)', () => {
  it('lists the lottery vendors from game_menus even when the site\'s vendor list failed', async () => {
    useVendorStore.setState({ phase: 'failed', lang: 'en', categories: [] });
    renderLottery('/lottery');
    const vendors = await screen.findByRole('region', { name: 'Game providers' });
    await waitFor(() => expect(within(vendors).getAllByRole('button').map((button) => button.textContent)).toEqual(expect.arrayContaining([expect.stringContaining('TCG VN Lottery'), expect.stringContaining('TCG Lottery')])));
    expect(useLotteryMenusStore.getState().categories.map((lane) => lane.gameClassify).sort()).toEqual(['ELOTT', 'LOTT']);
  });
});
