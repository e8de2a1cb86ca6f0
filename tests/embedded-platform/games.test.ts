import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, ESPORTS_VENDORS_UNDER_SPORTS, MAIN_RNG_VENDORS, SPECIAL_GAMES, createPlatform } from '../../embedded-platform';
import { call, tokenOf, usePlatform } from './support/platform-client';

interface GamePage {
  games: { gameId: string; vassalage: string; displayName: string; smallIcon: string; isHot: boolean; nodeId: number }[];
  pageNum: number;
  totalPages: number;
  totalCount: number;
}

async function launch(token: string, gameId: string, vassalage: string) {
  return call('/wps/game/launchGame', { token, json: { gameId, vassalage, accountType: 1, launchMode: 'GLS', platform: 'html5-desktop', clientType: 3 } });
}

describe('embedded platform: games and lottery', () => {
  const platform = usePlatform();

  it('has every vendor category, with e-sports vendors still filed under SPORTS', async () => {
    const categories = ((await call('/wps/relay/GCSGAME_newGameVendor?platform=html5-desktop')).body.value as { lanes: { gameClassify: string; cards: { vassalage: string }[] }[] }).lanes;
    expect(categories.map((category) => category.gameClassify)).toEqual(['LIVE', 'RNG', 'SPORTS', 'FISH', 'PVP', 'ESPORTS', 'ELOTT', 'LOTT']);
    const vendorsOf = (name: string) => categories.find((category) => category.gameClassify === name)?.cards.map((card) => card.vassalage) ?? [];
    expect(vendorsOf('SPORTS')).toEqual(expect.arrayContaining(['SV3', ...ESPORTS_VENDORS_UNDER_SPORTS]));
    expect(vendorsOf('LOTT')).toEqual(expect.arrayContaining(['TCG_SEA', 'TCG_LOTTO_VN']));
    expect(vendorsOf('LIVE')).toContain('N2');
    for (const category of categories) expect(category.cards.length).toBeGreaterThanOrEqual(2);
    // The lottery gateway's game menus are its own lanes only: lottery and e-lottery (issue 40).
    const menus = (await call('/lgw/games/game_menus')).body.value as { gameClassify: string; cards: { vassalage: string }[] }[];
    expect(menus.map((lane) => lane.gameClassify)).toEqual(['ELOTT', 'LOTT']);
    expect(menus.find((lane) => lane.gameClassify === 'LOTT')?.cards).toEqual(categories.find((lane) => lane.gameClassify === 'LOTT')?.cards);
  });

  it('a vendor\'s game types: JDB makes slots and fishing games, PG slots only; a member marks and unmarks favourites (issue 40)', async () => {
    const types = async (vassalage: string) => ((await call(`/wps/relay/GCSGAME_getVassGameType?vassalage=${vassalage}`)).body.value as { gameType: string }[]).map((type) => type.gameType);
    expect(await types('JDB')).toEqual(['RNG', 'FISH']);
    expect(await types('PG')).toEqual(['RNG']);
    const fish = (await call('/wps/relay/GCSGAME_gameList?clientType=3&vassalage=JDB&gameType=FISH&pageNo=1&pageSize=24')).body.value as GamePage;
    expect(fish.games.map((game) => game.gameId)).toEqual(['jdb-f001', 'jdb-f002', 'jdb-f003', 'jdb-f004', 'jdb-f005']);
    const token = await tokenOf('down01', DEMO_PASSWORD);
    const favourites = async () => ((await call('/wps/relay/MCSFE_getFavoriteGames', { token })).body.value as { gameId: string }[]).map((game) => game.gameId);
    expect(await favourites()).toEqual([]);
    const marked = await call('/wps/relay/MCSFE_updateFavoriteGame', { token, json: { gameId: 'pg-0004', favourite: true } });
    expect(marked.body.value).toEqual([expect.objectContaining({ gameId: 'pg-0004', vassalage: 'PG' })]);
    await call('/wps/relay/MCSFE_updateFavoriteGame', { token, json: { gameId: 'jdb-f002', favourite: true } });
    expect(await favourites()).toEqual(['jdb-f002', 'pg-0004']);
    await call('/wps/relay/MCSFE_updateFavoriteGame', { token, json: { gameId: 'pg-0004', favourite: false } });
    expect(await favourites()).toEqual(['jdb-f002']);
    expect((await call('/wps/relay/MCSFE_updateFavoriteGame', { token, json: { gameId: 'nope-1', favourite: true } })).body.errorCode).toBe('game.not.found');
    expect((await call('/wps/relay/MCSFE_updateFavoriteGame', { token: await tokenOf('trial01', DEMO_PASSWORD), json: { gameId: 'pg-0004', favourite: true } })).body.errorCode).toBe('account.trial.not.allowed');
  });

  it('pages at least 60 games per main RNG vendor, the same on every run', async () => {
    for (const vassalage of MAIN_RNG_VENDORS) {
      const page = (await call(`/wps/relay/GCSGAME_gameList?clientType=3&vassalage=${vassalage}&pageNo=1&pageSize=24&language=EN`)).body.value as GamePage;
      expect(page.totalCount).toBeGreaterThanOrEqual(60);
      expect(page.games).toHaveLength(24);
      expect(page.games.some((game) => game.isHot)).toBe(true);
      expect(page.games[0]?.smallIcon).toMatch(new RegExp(`^/games/${vassalage}/`));
    }
    const again = createPlatform({ log: () => undefined });
    expect(again.games.map((game) => game.displayName)).toEqual(platform().games.map((game) => game.displayName));
    const bad = await call('/wps/relay/GCSGAME_gameList?vassalage=PG&pageSize=abc');
    expect(bad.body.errorCode).toBe('request_param_err');
  });

  it('searches by game name', async () => {
    const name = platform().games.find((game) => game.vassalage === 'JDB')?.displayName ?? '';
    const page = (await call(`/wps/relay/GCSGAME_gameList?vassalage=JDB&gameName=${encodeURIComponent(name.toLowerCase())}`)).body.value as GamePage;
    expect(page.games.map((game) => game.displayName)).toContain(name);
  });

  it('launches a game to a local page, and reports maintenance, an empty URL and #734', async () => {
    const token = await tokenOf('player01', DEMO_PASSWORD);
    const ok = await launch(token, 'pg-0001', 'PG');
    const url = (ok.body.value as { content: { game_url: string } }).content.game_url;
    expect(url).toMatch(/^\/platform-assets\/game\/PG\/pg-0001\?/);
    const page = await fetch(`http://localhost${url}`);
    expect(await page.text()).toContain('— demo game</title>');

    const maintenance = await launch(token, SPECIAL_GAMES.underMaintenance, 'PG');
    expect(maintenance.body).toMatchObject({ success: false, errorCode: 'game.maintenance' });
    const invalid = await launch(token, SPECIAL_GAMES.invalidUrl, 'JDB');
    expect(invalid.body.value).toEqual({ content: { game_url: '', game_url2: '' } });
    const conflict = await launch(token, SPECIAL_GAMES.openRoundConflict, 'PP');
    expect(conflict.body.errorCode).toBe('#734');
    const agentToken = await tokenOf('agent01', DEMO_PASSWORD);
    expect((await launch(agentToken, SPECIAL_GAMES.openRoundConflict, 'PP')).body.success).toBe(true);
    expect((await launch('', 'pg-0001', 'PG')).status).toBe(401);
  });

  it('returns HTML content for a PvP room', async () => {
    const token = await tokenOf('player01', DEMO_PASSWORD);
    const rooms = (await call('/wps/relay/GLS2_roomList?vassalage=KY', { token })).body.value as { roomId: string }[];
    const room = await call('/wps/game/launchGame', { token, json: { roomId: rooms[0]?.roomId, vassalage: 'KY' } });
    expect((room.body.value as { content: string }).content).toContain('<iframe');
  });

  it('serves generated SVG art from both CDNs', async () => {
    for (const cdn of ['cdn-a', 'cdn-b']) {
      const response = await fetch(`http://localhost/platform-assets/${cdn}/games/PG/pg-0001.svg`);
      expect(response.headers.get('content-type')).toContain('image/svg+xml');
      expect(await response.text()).toContain('linearGradient');
    }
    expect((await fetch('http://localhost/platform-assets/vendors/N2.svg')).status).toBe(200);
    expect((await fetch('http://localhost/platform-assets/games/PG/nope.svg')).status).toBe(404);
  });

  it('answers the lottery calls with open and drawn numeros', async () => {
    const popular = (await call('/lgw/games/popular?count=20&prizeMode=SEA&device=WEB&language=EN')).body.value as { prizeMode: string }[];
    expect(popular.length).toBeGreaterThan(0);
    expect(popular.every((game) => game.prizeMode === 'SEA')).toBe(true);
    const draws = (await call('/lgw/vn/numeros/opened/game?count=100&gameCode=VN_NORTH_FAST')).body.value as { state: string; winningNumber?: string }[];
    expect(draws).toHaveLength(100);
    expect(['OPEN', 'CLOSED']).toContain(draws[0]?.state);
    expect(draws[1]).toMatchObject({ state: 'DRAWN', winningNumber: expect.any(String) });
    const open = (await call('/lotto/lgw/games/opened/numero?gameCode=SEA_2D')).body.value as { gameCode: string };
    expect(open.gameCode).toBe('SEA_2D');
    expect((await call('/lgw/vn/games/game_menu')).body.value).toHaveLength(3);
  });

  it('lists notices of every type with HTML content', async () => {
    const value = (await call('/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR,H&platform=html5-desktop&execution=1')).body.value as Record<string, { content: string }[]>;
    for (const group of ['notices', 'player', 'popup', 'promotion', 'banners']) {
      expect(value[group]?.length).toBeGreaterThan(0);
      expect(value[group]?.[0]?.content).toMatch(/<p>/);
    }
  });
});
