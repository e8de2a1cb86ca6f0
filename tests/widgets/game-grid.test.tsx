import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TranslationProvider } from '@/i18n/use-translation';
import { MemoryRouter, useLocation } from '@/renderer/navigation';
import { http, HttpResponse } from 'msw';
import { createI18n } from '@/i18n/i18n';
import { ActionProvider } from '@/renderer/action-context';
import type { Action } from '@/schema/types';
import { usePlatformStore } from '@/stores/platform-store';
import { useVendorStore } from '@/stores/vendor-store';
import { useGameListStore } from '@/stores/game-list-store';
import GameGrid from '@/widgets/game-grid/game-grid';
import VendorTabs from '@/widgets/vendor-tabs/vendor-tabs';
import { vendorCategories } from '../../embedded-platform/platform/vendor-categories';
import { moveEsportsVendors } from '@/stores/vendor-categories';
import type { VendorCategoryEntry } from '@/api/games';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createHandlers } from '../../embedded-platform/handlers';
import { createPlatform } from '../../embedded-platform/platform';
import { resetClient, url } from '../api/support';

const server = setupServer(...createHandlers(createPlatform({ scenario: 'default', log: () => undefined })));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
const runAction = vi.fn<(action: Action) => void>();

function Where() {
  const location = useLocation();
  return <output aria-label="address">{location.pathname + location.search}</output>;
}

/** /rng as the screen composes it: vendor tabs with the grid in their panel. */
function renderRng(path = '/rng') {
  render(
    <TranslationProvider i18n={createI18n('en')}>
      <MemoryRouter path={path}>
        <ActionProvider value={runAction}>
          <VendorTabs props={{ category: 'RNG', queryParam: 'page' }} nodeId="vendor-tabs">
            <GameGrid props={{ vendorQuery: 'page', gameType: 'RNG', searchable: true, openIn: 'page' }} nodeId="rng-grid">{null}</GameGrid>
          </VendorTabs>
          <Where />
        </ActionProvider>
      </MemoryRouter>
    </TranslationProvider>,
  );
}

const games = () => within(screen.getByRole('list', { name: 'Games' })).getAllByRole('article');

describe('/rng vendor tabs and game grid (issue 6)', () => {
  beforeEach(() => {
    resetClient();
    runAction.mockReset();
    // The tabs navigate through the dispatcher; here the test router follows.
    usePlatformStore.setState({ cdns: { image: '/platform-assets/cdn-a', launch: '/platform-assets/cdn-b' } });
    useGameListStore.setState({ entries: {} });
    const categories = moveEsportsVendors(vendorCategories() as unknown as VendorCategoryEntry[]);
    useVendorStore.setState({ phase: 'ready', lang: 'en', categories, currentRngVendor: 'PG' });
  });

  it('starts on the first RNG vendor with 21 games, skeletons first, images sized before load', async () => {
    renderRng();
    expect(screen.getByRole('status', { name: 'Loading games…' })).toBeInTheDocument();
    await waitFor(() => expect(games()).toHaveLength(21));
    expect(screen.getByRole('tab', { name: 'PG Soft' })).toHaveAttribute('aria-selected', 'true');
    // The image box has its shape before the (lazy) image arrives: no layout shift.
    const box = games()[0]?.querySelector<HTMLElement>('.lazy-image');
    expect(box?.style.aspectRatio).toBe('240 / 240');
    expect(screen.getAllByText('Hot').length).toBeGreaterThan(0);
    // The first screen's six pictures load at once (a phone's LCP is one of them); the rest wait for the viewport.
    expect(games().map((tile) => tile.querySelector('.lazy-image')?.classList.contains('lazy-image--eager'))).toEqual([...Array<boolean>(6).fill(true), ...Array<boolean>(15).fill(false)]);
  });

  it('paging shows 18 games and marks the current page', async () => {
    renderRng();
    await waitFor(() => expect(games()).toHaveLength(21));
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page'));
    await waitFor(() => expect(games()).toHaveLength(18));
    expect(games()[0]).toHaveAttribute('data-game-id', 'pg-0025');
  });

  it('search by name lists the matching games; no match says so', async () => {
    renderRng();
    await waitFor(() => expect(games()).toHaveLength(21));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search games by name' }), 'Temple Under{Enter}');
    await waitFor(() => expect(games()).toHaveLength(1));
    expect(screen.getByRole('heading', { name: 'Temple Under Repair' })).toBeVisible();
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search games by name' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search games by name' }), 'zzzz{Enter}');
    expect(await screen.findByText('No games match “zzzz”.')).toBeVisible();
  });

  it('?page= chooses the vendor tab and its games', async () => {
    renderRng('/rng?page=JDB');
    await waitFor(() => expect(games()[0]).toHaveAttribute('data-game-id', 'jdb-0001'));
    expect(screen.getByRole('tab', { name: 'JDB Gaming' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(useVendorStore.getState().currentRngVendor).toBe('JDB'));
  });

  it('choosing a tab navigates to /rng?page={vendor}', async () => {
    renderRng();
    await userEvent.click(screen.getByRole('tab', { name: 'CQ9 Gaming' }));
    expect(runAction).toHaveBeenCalledWith({ type: 'navigate', to: '/rng?page=CQ9' });
  });

  it('the play button dispatches a launchGame action, so the dispatcher’s gates apply', async () => {
    renderRng();
    await waitFor(() => expect(games()).toHaveLength(21));
    const first = games()[0];
    if (!first) throw new Error('no game');
    await userEvent.click(within(first).getByRole('button', { name: /^Play / }));
    expect(runAction).toHaveBeenCalledWith(expect.objectContaining({ type: 'launchGame', vendor: 'PG', gameId: 'pg-0001', gameType: 'RNG' }));
  });

  it('the game’s name opens the game as Play does (issue 26; the name’s button also covers the picture)', async () => {
    renderRng();
    await waitFor(() => expect(games()).toHaveLength(21));
    const first = games()[0];
    if (!first) throw new Error('no game');
    // The grid sits straight under the page's h1 (no title of its own): its games' names are h2 (heading-order).
    const name = within(first).getByRole('heading', { level: 2 });
    await userEvent.click(within(name).getByRole('button'));
    await userEvent.click(within(first).getByRole('button', { name: /^Play / }));
    const [byName, byPlay] = runAction.mock.calls.map(([action]) => action);
    expect(byName).toEqual(expect.objectContaining({ type: 'launchGame', vendor: 'PG', gameId: 'pg-0001' }));
    expect(byName).toEqual(byPlay);
  });

  it('a failed list shows the error with a retry that reloads it', async () => {
    let failures = 1;
    server.use(
      http.get(url('/wps/relay/GCSGAME_gameList'), () => {
        if (failures-- > 0) return HttpResponse.json({ success: false, errorCode: '#727', message: 'boom', value: null }, { status: 500 });
        return undefined;
      }),
    );
    renderRng();
    const alert = await screen.findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(games()).toHaveLength(21));
  });
});
