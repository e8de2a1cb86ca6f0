import { describe, expect, it } from 'vitest';
import {
  getFavoriteGames,
  getFavoriteGamesList,
  getGameList,
  getGameMenus,
  getGameVendors,
  getHotGames,
  getPvpRooms,
  getRankList,
  getRecentGames,
  getVendorGameTypes,
  launchGame,
  suggestedGamesOf,
} from '@/api';
import { DEMO_ACCOUNTS, SPECIAL_GAMES } from '../../../embedded-platform/platform';
import { loginAs, rejection, withEmbeddedPlatform, selectScenario } from './use-platform';

withEmbeddedPlatform();

describe('game calls against the embedded platform', () => {
  it('getGameVendors and getGameMenus: every category with its cards; closed under maintenance', async () => {
    const lanes = await getGameVendors();
    expect(lanes.map((lane) => lane.gameClassify)).toEqual(['LIVE', 'RNG', 'SPORTS', 'FISH', 'PVP', 'ESPORTS', 'ELOTT', 'LOTT']);
    expect(lanes.find((lane) => lane.gameClassify === 'RNG')?.cards[0]).toMatchObject({ vassalage: 'PG', isGame: 'VASSALAGE' });
    // game_menus is the lottery gateway's own menu (issue 40): its lanes are the lotteries'.
    expect((await getGameMenus()).map((lane) => lane.gameClassify)).toEqual(['ELOTT', 'LOTT']);
    selectScenario('maintenance');
    expect((await rejection(getGameVendors())).messageKey).toBe('err_unavailable');
    expect((await rejection(getGameMenus())).messageKey).toBe('err_unavailable');
  });

  it('getGameList: 24 per page with the spec §3 query; an oversize page is request_param_err', async () => {
    const page = await getGameList({ vassalage: 'PG', pageNo: 2 });
    expect(page).toMatchObject({ pageNum: 2, totalPages: 3, totalCount: 72 });
    expect(page.games).toHaveLength(24);
    expect(page.games[0]).toMatchObject({ vassalage: 'PG', gameType: 'RNG', smallIcon: expect.stringContaining('/games/PG/') });
    expect((await getGameList({ vassalage: 'PG', gameName: 'temple under' })).games.map((game) => game.gameId)).toContain(SPECIAL_GAMES.underMaintenance);
    expect((await rejection(getGameList({ vassalage: 'PG', pageSize: 1000 }))).messageKey).toBe('err_request_param');
  });

  it('getHotGames, getVendorGameTypes, getPvpRooms, getRankList: parsed; closed under maintenance', async () => {
    const hot = await getHotGames('PG');
    expect(hot.length).toBeGreaterThan(0);
    expect(hot.every((game) => game.isHot)).toBe(true);
    expect(await getVendorGameTypes('PG')).toEqual([{ gameType: 'RNG', displayName: expect.any(String), vassalage: 'PG' }]);
    expect((await getPvpRooms('KY'))[0]).toMatchObject({ roomId: expect.stringContaining(':r'), vassalage: 'KY' });
    expect((await getRankList()).length).toBe(20);
    selectScenario('maintenance');
    for (const send of [() => getHotGames('PG'), () => getVendorGameTypes('PG'), () => getPvpRooms('KY'), () => getRankList()]) {
      expect((await rejection(send())).messageKey).toBe('err_unavailable');
    }
  });

  it('favourites and recent games: the member’s own lists; need a session', async () => {
    await loginAs(DEMO_ACCOUNTS.player);
    expect((await getFavoriteGames()).map((game) => game.gameId)).toEqual(['pg-0001', 'jdb-0002', 'pp-0010']);
    expect((await getFavoriteGamesList()).map((game) => game.displayName).length).toBe(3);
    expect((await getRecentGames()).length).toBeGreaterThan(0);
    sessionStorage.removeItem('token');
    for (const send of [getFavoriteGames, getFavoriteGamesList, getRecentGames]) {
      expect((await rejection(send())).messageKey).toBe('err_not_logged_in');
    }
  });

  it('launchGame: a slot opens at game_url; a PvP room answers HTML content', async () => {
    await loginAs(DEMO_ACCOUNTS.vipPlayer);
    const slot = await launchGame({ gameId: 'pg-0001', nodeId: '10001', vassalage: 'PG', username: DEMO_ACCOUNTS.vipPlayer });
    expect(slot).toEqual({ kind: 'url', url: expect.stringContaining('/platform-assets/game/PG/pg-0001') });
    const room = (await getPvpRooms('KY'))[0];
    const pvp = await launchGame({ roomId: room?.roomId ?? '', vassalage: 'KY', username: DEMO_ACCOUNTS.vipPlayer });
    expect(pvp).toEqual({ kind: 'content', html: expect.stringContaining('<iframe') });
  });

  it('launchGame: the spec §8 failures', async () => {
    const username = DEMO_ACCOUNTS.player;
    expect((await rejection(launchGame({ gameId: 'pg-0001', vassalage: 'PG', username }))).messageKey).toBe('err_not_logged_in');
    await loginAs(username);
    const maintenance = await rejection(launchGame({ gameId: SPECIAL_GAMES.underMaintenance, vassalage: 'PG', username }));
    expect(maintenance.messageKey).toBe('err_game_maintenance');
    expect(suggestedGamesOf(maintenance).length).toBeGreaterThan(0);
    expect((await rejection(launchGame({ gameId: SPECIAL_GAMES.openRoundConflict, vassalage: 'PP', username }))).messageKey).toBe('err_round_open');
    expect((await rejection(launchGame({ gameId: SPECIAL_GAMES.invalidUrl, vassalage: 'JDB', username }))).messageKey).toBe('err_invalid_game_url');
    expect((await rejection(launchGame({ gameId: 'pg-9999', vassalage: 'PG', username }))).errorCode).toBe('game.not.found');
  });
});
