import { http, type HttpHandler } from 'msw';
import type { Game } from '../platform/games';
import type { Platform } from '../platform/platform';
import { createSeededRandom, pickOne, randomInt } from '../platform/random';
import { vendorCategories } from '../platform/vendor-categories';
import { CATEGORY_TITLES, findVendor } from '../platform/vendors';
import { platformCall, type CallContext } from './call-context';
import { badParameter, ERROR_CODES, ok, PlatformFailure } from './envelope';
import { launchGame } from './game-launch';
import { paginate } from './paging';
import { lgw, relay, wps } from './routes';

function gamePage(games: readonly Game[], pageNum = 1, totalPages = 1) {
  return { games, pageNum, totalPages, totalCount: games.length };
}

/** GCSGAME_gameList with the spec §3 query; unknown filters are ignored, as the platform does. */
function gameList(call: CallContext): Response {
  const vassalage = call.query('vassalage');
  const gameType = call.query('gameType');
  const name = call.query('gameName')?.toLowerCase();
  const minBet = Number(call.query('minBet') ?? '0');
  const minLineNum = Number(call.query('minLineNum') ?? '0');
  const games = call.platform.games.filter(
    (game) =>
      (!vassalage || game.vassalage === vassalage) &&
      (!gameType || game.gameType === gameType) &&
      (!name || game.displayName.toLowerCase().includes(name)) &&
      (!Number.isFinite(minBet) || game.minBet >= minBet) &&
      (!Number.isFinite(minLineNum) || game.lineNum >= minLineNum),
  );
  const page = paginate(call, games);
  return ok({ games: page.items, pageNum: page.pageNum, totalPages: page.totalPages, totalCount: page.totalCount });
}

function gamesById(platform: Platform, ids: readonly string[]): Game[] {
  return ids.flatMap((id) => platform.games.filter((game) => game.gameId === id));
}

/** PvP tables: a few rooms per poker game, ids `<gameId>:r<n>`. */
function pvpRooms(platform: Platform, vassalage: string | undefined) {
  return platform.games
    .filter((game) => game.gameType === 'PVP' && (!vassalage || game.vassalage === vassalage))
    .flatMap((game) =>
      [1, 2, 3].map((room) => ({ roomId: `${game.gameId}:r${room}`, roomName: `${game.displayName} · Table ${room}`, gameId: game.gameId, vassalage: game.vassalage, minBet: game.minBet * room * 10, players: (game.nodeId + room) % 6, maxPlayers: 6 })),
    );
}

/** Winners list: the same names every run (seeded). */
function rankList(platform: Platform) {
  const random = createSeededRandom(77);
  const hot = platform.games.filter((game) => game.isHot && game.gameType === 'RNG');
  return Array.from({ length: 20 }, (_, index) => {
    const game = pickOne(random, hot);
    return { rank: index + 1, account: `${pickOne(random, ['ja', 'mi', 'ro', 'an', 'le', 'ch'])}***${randomInt(random, 10, 99)}`, gameName: game.displayName, gameId: game.gameId, vassalage: game.vassalage, winAmount: randomInt(random, 500, 90_000) };
  }).sort((a, b) => b.winAmount - a.winAmount);
}

/** At most this many favourites per member; marking one more is refused. */
export const FAVOURITES_MAX = 50;

/**
 * `POST /wps/relay/MCSFE_updateFavoriteGame {gameId, favourite}` (token, real accounts): marks or unmarks one game;
 * answers the member's favourites as MCSFE_getFavoriteGames does. The spec names the two reads only; the write is
 * the platform's.
 */
async function updateFavourite(call: CallContext): Promise<Response> {
  const member = call.realMember();
  const body = await call.json();
  const gameId = typeof body['gameId'] === 'string' ? body['gameId'] : undefined;
  const favourite = body['favourite'];
  if (!gameId || typeof favourite !== 'boolean') throw badParameter('gameId (string) and favourite (boolean) are required');
  if (!call.platform.games.some((game) => game.gameId === gameId)) throw new PlatformFailure(ERROR_CODES.gameNotFound, `No game ${gameId}`);
  const others = member.favouriteGameIds.filter((id) => id !== gameId);
  if (favourite && others.length >= FAVOURITES_MAX) throw badParameter(`at most ${FAVOURITES_MAX} favourites`);
  member.favouriteGameIds = favourite ? [gameId, ...others] : others;
  return ok(gamesById(call.platform, member.favouriteGameIds).map(({ gameId: id, vassalage, nodeId }) => ({ gameId: id, vassalage, nodeId })));
}

const LOTTERY_LANES: readonly string[] = ['LOTT', 'ELOTT'];

export function gameHandlers(platform: Platform): HttpHandler[] {
  return [
    // The lottery gateway's own menus: its lottery and e-lottery lanes (the /lottery page's vendor menu reads them).
    http.get(lgw('/games/game_menus'), platformCall(platform, () => ok(vendorCategories().filter((lane) => LOTTERY_LANES.includes(lane.gameClassify))))),
    http.get(relay('GCSGAME_newGameVendor'), platformCall(platform, () => ok({ lanes: vendorCategories() }))),
    http.get(relay('GCSGAME_gameList'), platformCall(platform, gameList)),
    http.get(
      relay('GCSGAME_hotGamesV2'),
      platformCall(platform, (call) => {
        const vassalage = call.query('vassalage');
        const gameType = call.query('gameType');
        return ok(gamePage(platform.games.filter((game) => game.isHot && (!vassalage || game.vassalage === vassalage) && (!gameType || game.gameType === gameType))));
      }),
    ),
    http.get(
      relay('GCSGAME_getVassGameType'),
      platformCall(platform, (call) => {
        const vendor = findVendor(call.query('vassalage') ?? '');
        if (!vendor) return ok([]);
        // The vendor's own category first, then any other its games list under (JDB and CQ9 also make fishing games).
        const types = [vendor.category, ...new Set(platform.games.filter((game) => game.vassalage === vendor.vassalage).map((game) => game.gameType))];
        return ok([...new Set(types)].map((gameType) => ({ gameType, displayName: CATEGORY_TITLES[gameType], vassalage: vendor.vassalage })));
      }),
    ),
    http.get(relay('MCSFE_getFavoriteGames'), platformCall(platform, (call) => ok(gamesById(platform, call.member().favouriteGameIds).map(({ gameId, vassalage, nodeId }) => ({ gameId, vassalage, nodeId }))))),
    http.post(relay('MCSFE_updateFavoriteGame'), platformCall(platform, updateFavourite)),
    http.get(relay('MCSFE_getFavoriteGamesList'), platformCall(platform, (call) => ok(gamePage(gamesById(platform, call.member().favouriteGameIds))))),
    http.get(relay('GCS_recentGame'), platformCall(platform, (call) => ok(gamePage(gamesById(platform, call.member().recentGameIds))))),
    http.get(relay('GLS2_roomList'), platformCall(platform, (call) => ok(pvpRooms(platform, call.query('vassalage'))))),
    http.get(relay('GCSGAME_getRankList'), platformCall(platform, () => ok(rankList(platform)))),
    http.post(wps('/game/launchGame'), platformCall(platform, launchGame)),
  ];
}
