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
import { usePlatformStore } from '@/stores/platform-store';
import { useVendorStore } from '@/stores/vendor-store';
import { useGameListStore } from '@/stores/game-list-store';
import { useGameSectionsStore } from '@/stores/game-sections-store';
import { useFavouritesStore } from '@/stores/favourites-store';
import { useVendorGameTypesStore } from '@/stores/vendor-game-types-store';
import { useSessionStore } from '@/stores/session-store';
import { moveEsportsVendors } from '@/stores/vendor-categories';
import type { VendorCategoryEntry } from '@/api/games';
import GameGrid from '@/widgets/game-grid/game-grid';
import VendorTabs from '@/widgets/vendor-tabs/vendor-tabs';
import { vendorCategories } from '../../embedded-platform/platform/vendor-categories';
import { createHandlers } from '../../embedded-platform/handlers';
import { createPlatform, DEMO_PASSWORD } from '../../embedded-platform/platform';
import { resetClient, url } from '../api/support';

let platform = createPlatform({ scenario: 'default', log: () => undefined });
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
const runAction = vi.fn<(action: Action) => void>();

/** /rng as screens/rng.json composes it: vendor tabs with a Favourites tab, the grid with the vendor's type tabs. */
function renderRng(path: string, language = 'en') {
  render(
    <TranslationProvider i18n={createI18n(language)}>
      <MemoryRouter path={path}>
        <ActionProvider value={runAction}>
          <VendorTabs props={{ category: 'RNG', queryParam: 'page', favouritesTab: true }} nodeId="vendor-tabs">
            <GameGrid props={{ vendorQuery: 'page', gameType: 'RNG', typeQuery: 'type', searchable: true, openIn: 'page' }} nodeId="rng-grid">{null}</GameGrid>
          </VendorTabs>
        </ActionProvider>
      </MemoryRouter>
    </TranslationProvider>,
  );
}

const games = (name = 'Games') => within(screen.getByRole('list', { name })).getAllByRole('article');

async function logIn(account = 'player01'): Promise<string> {
  const result = await login({ username: account, password: DEMO_PASSWORD, type: 'username' });
  sessionStorage.setItem('token', result.token);
  useSessionStore.getState().signIn({ token: result.token, account, accountType: 0, merchant: 'croupier' });
  return result.token;
}

beforeEach(() => {
  platform = createPlatform({ scenario: 'default', log: () => undefined });
  server.resetHandlers(...createHandlers(platform));
  resetClient();
  runAction.mockReset();
  useSessionStore.getState().signOut();
  usePlatformStore.setState({ cdns: { image: '/platform-assets/cdn-b', launch: '/platform-assets/cdn-b' } });
  useGameListStore.setState({ entries: {} });
  useGameSectionsStore.setState({ sections: {} });
  useFavouritesStore.getState().clear();
  useVendorGameTypesStore.setState({ entries: {} });
  const categories = moveEsportsVendors(vendorCategories() as unknown as VendorCategoryEntry[]);
  useVendorStore.setState({ phase: 'ready', lang: 'en', categories, currentRngVendor: 'PG' });
});

describe('a vendor\'s game types as tabs (spec §7 GCSGAME_getVassGameType; issue 40)', () => {
  it('JDB makes slots and fishing games: two type tabs; Fishing lists its fishing games only and pushes ?type=FISH', async () => {
    renderRng('/rng?page=JDB');
    const types = await screen.findByRole('group', { name: 'Game types' });
    expect(within(types).getAllByRole('button').map((button) => button.textContent)).toEqual(['Slots', 'Fishing']);
    expect(within(types).getByRole('button', { name: 'Slots' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(games()[0]).toHaveAttribute('data-game-id', 'jdb-0001'));
    await userEvent.click(within(types).getByRole('button', { name: 'Fishing' }));
    expect(runAction).toHaveBeenCalledWith({ type: 'navigate', to: '/rng?page=JDB&type=FISH' });
  });

  it('?type=FISH lists the vendor\'s fishing games (five for JDB), in Tagalog too', async () => {
    renderRng('/rng?page=JDB&type=FISH', 'ty');
    const types = await screen.findByRole('group', { name: 'Mga uri ng laro' });
    expect(within(types).getByRole('button', { name: 'Pangingisda' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(games('Mga laro').map((tile) => tile.getAttribute('data-game-id'))).toEqual(['jdb-f001', 'jdb-f002', 'jdb-f003', 'jdb-f004', 'jdb-f005']));
  });

  it('a vendor with one game type shows no type tabs', async () => {
    renderRng('/rng?page=PG');
    await waitFor(() => expect(games()).toHaveLength(21));
    await waitFor(() => expect(useVendorGameTypesStore.getState().entries['PG|en']?.phase).toBe('ready'));
    expect(screen.queryByRole('group', { name: 'Game types' })).toBeNull();
  });
});

describe('favourite games: the heart, the list and the Favourites tab (spec §7 MCSFE_getFavoriteGames, MCSFE_getFavoriteGamesList; issue 40)', () => {
  it('a visitor has no Favourites tab; the heart asks them to log in (the login popup) and marks nothing', async () => {
    renderRng('/rng');
    await waitFor(() => expect(games()).toHaveLength(21));
    expect(screen.queryByRole('tab', { name: 'Favourites' })).toBeNull();
    const heart = within(games()[0] as HTMLElement).getByRole('button', { name: /^Log in to keep .+ in your favourites$/ });
    await userEvent.click(heart);
    expect(runAction).toHaveBeenCalledWith({ type: 'modal', modal: 'login' });
    expect(useFavouritesStore.getState().ids).toEqual([]);
  });

  it('a member sees their favourites as pressed hearts, marks another, and finds it first on the Favourites tab', async () => {
    await logIn();
    renderRng('/rng?page=PG');
    await waitFor(() => expect(games()).toHaveLength(21));
    expect(screen.getAllByRole('tab')[0]).toHaveAccessibleName('Favourites');
    const first = games()[0] as HTMLElement;
    const name = first.querySelector('.game-tile__open')?.textContent ?? '';
    // player01's seeded favourites include pg-0001.
    await waitFor(() => expect(within(first).getByRole('button', { name: `Remove ${name} from favourites` })).toHaveAttribute('aria-pressed', 'true'));
    const second = games()[1] as HTMLElement;
    const secondName = second.querySelector('.game-tile__open')?.textContent ?? '';
    await userEvent.click(within(second).getByRole('button', { name: `Add ${secondName} to favourites` }));
    await waitFor(() => expect(within(second).getByRole('button', { name: `Remove ${secondName} from favourites` })).toHaveAttribute('aria-pressed', 'true'));
    // The platform holds it now: a new page load (a new list read) has it first.
    const member = platform.accounts.find('player01');
    expect(member?.favouriteGameIds[0]).toBe('pg-0002');
  });

  it('?page=favourites shows the member\'s favourite games; unmarking one there leaves it out of the list', async () => {
    await logIn();
    renderRng('/rng?page=favourites');
    expect(screen.getByRole('tab', { name: 'Favourites' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(games('Favourites').map((tile) => tile.getAttribute('data-game-id'))).toEqual(['pg-0001', 'jdb-0002', 'pp-0010']));
    const jdb = games('Favourites')[1] as HTMLElement;
    await userEvent.click(within(jdb).getByRole('button', { name: /^Remove .+ from favourites$/ }));
    await waitFor(() => expect(games('Favourites').map((tile) => tile.getAttribute('data-game-id'))).toEqual(['pg-0001', 'pp-0010']));
  });

  it('a refused mark puts the heart back and says why (spec §8 message)', async () => {
    await logIn();
    server.use(http.post(url('/wps/relay/MCSFE_updateFavoriteGame'), () => HttpResponse.json({ success: false, errorCode: 'function.not.available', value: null }, { status: 400 })));
    renderRng('/rng?page=PG');
    await waitFor(() => expect(games()).toHaveLength(21));
    const second = games()[1] as HTMLElement;
    await userEvent.click(within(second).getByRole('button', { name: /^Add .+ to favourites$/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Your favourites did not update\. .+/);
    expect(within(second).getByRole('button', { name: /^Add .+ to favourites$/ })).toHaveAttribute('aria-pressed', 'false');
  });
});
