// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiConfig, configureApi, resetApiConfig } from '@/api';
import { askedQueries, firstDataCalls, queryRuns } from '../../scripts/schemas/first-paint-calls';
import { lotteryLobbyWidget } from '@/widgets/lottery-lobby';
import { vendorLobbyWidget } from '@/widgets/vendor-lobby';
import type { ThemeDocument } from '@/schema/types';
import { useLotteryStore } from '@/stores/game-lottery-store';
import { useLotteryMenusStore } from '@/stores/lottery-menus-store';

afterEach(() => {
  vi.unstubAllGlobals();
  resetApiConfig();
});

describe("a route's first data calls, noted for its first paint (issue 37)", () => {
  it('gives the GET each query makes as the client builds it for a visitor of that merchant and language, each once', async () => {
    const calls = await firstDataCalls(
      queryRuns([
        { name: 'promotions', values: {} },
        { name: 'notices', values: { type: 'B' } },
        { name: 'promotions', values: {} },
      ]),
      'luckystar',
      'ty',
    );
    // Each once, as the client builds it (the notices' call names the web platform; the merchant and language go as
    // headers, which the inline script sends as the client does).
    expect(calls).toEqual(['/wps/promotion/list', '/wps/relay/MCSFE_getListAnnouncements?types=B&platform=html5-desktop&execution=1']);
  });

  it('leaves out a name the catalogue does not have', async () => {
    expect(await firstDataCalls(queryRuns([{ name: 'no-such-query', values: {} }]), 'croupier', 'en')).toEqual([]);
  });

  it("sends nothing and leaves the process's fetch and the client's configuration as they were", async () => {
    const network = vi.fn(() => Promise.resolve(new Response('{}')));
    vi.stubGlobal('fetch', network);
    configureApi({ baseUrl: 'https://gateway.example/api', getMerchant: () => 'croupier' });
    const configBefore = apiConfig();
    expect(await firstDataCalls(queryRuns([{ name: 'promotions', values: {} }]), 'luckystar', 'ty')).toEqual(['/wps/promotion/list']);
    expect(network).not.toHaveBeenCalled();
    expect(globalThis.fetch).toBe(network);
    expect(apiConfig()).toEqual(configBefore);
  });

  it('notes each query a render asks for once, by name and values, in the order asked', () => {
    const queries = askedQueries();
    queries.asked('notices', { type: 'B' });
    queries.asked('promotions', {});
    queries.asked('notices', { type: 'B' });
    queries.asked('notices', { type: 'PU' });
    expect(queries.list()).toEqual([
      { name: 'notices', values: { type: 'B' } },
      { name: 'promotions', values: {} },
      { name: 'notices', values: { type: 'PU' } },
    ]);
  });

  it("gives a widget's own first calls (`firstCalls`): the lottery lobby's popular games in the mode it opens on, the gateway's menus", async () => {
    const theme = { kind: 'theme', lotteryType: 'SEA' } as ThemeDocument;
    const lobby = await lotteryLobbyWidget.firstCalls!();
    const menus = await vendorLobbyWidget.firstCalls!();
    const lottery = (path: string, prizeModes?: ('Lott' | 'SEA' | 'ZY' | 'Elott')[]) => () => lobby({ showDraws: true, vnMenu: true, ...(prizeModes ? { prizeModes } : {}) }, { path, language: 'en', theme });
    // The path's mode (/vnlottery, /seaLottery), else the brand's lottery type; a node offering neither opens on its first.
    expect(await firstDataCalls([lottery('/lottery')], 'croupier', 'en')).toEqual(['/lgw/games/popular?count=20&prizeMode=SEA&device=web&language=en']);
    expect(await firstDataCalls([lottery('/vnlottery')], 'croupier', 'en')).toEqual(['/lgw/games/popular?count=20&prizeMode=Lott&device=web&language=en']);
    expect(await firstDataCalls([lottery('/lottery', ['ZY', 'Elott'])], 'croupier', 'ty')).toEqual(['/lgw/games/popular?count=20&prizeMode=ZY&device=web&language=ty']);
    // A vendor lobby asks the lottery gateway only when it lists that gateway's menus (the site's vendors are the
    // vendor list the inline script always starts).
    expect(await firstDataCalls([() => menus({ categories: ['LOTT'], source: 'lotteryGateway', openIn: 'page' }, { path: '/lottery', language: 'en', theme })], 'croupier', 'en')).toEqual(['/lgw/games/game_menus?language=en']);
    expect(await firstDataCalls([() => menus({ categories: ['FISH'], openIn: 'page' }, { path: '/fish', language: 'en', theme })], 'croupier', 'en')).toEqual([]);
    // Noting leaves the stores as they were: the build's renders read them after.
    expect(useLotteryStore.getState().popular).toEqual({});
    expect(useLotteryMenusStore.getState().phase).toBe('idle');
  });
});
