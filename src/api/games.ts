import { apiConfig } from './config';
import { CLIENT_TYPE, GAME_PAGE_SIZE, WEB_PLATFORM } from './constants';
import { parseGamePage, parseLaunchUrl, parseRows, parseVendorCategory, type GamePage, type VendorCategoryEntry } from './parse/games';
import { array, map, object, type Parser } from './parse/parsers';
import { call, relayPath, type Query } from './request';

export type { Game, GamePage, VendorCard, VendorCategoryEntry } from './parse/games';

export interface GameListQuery {
  vassalage: string;
  gameType?: string;
  gameName?: string;
  minBet?: number;
  minLineNum?: number;
  /** 1-based. */
  pageNo?: number;
  pageSize?: number;
  channel?: string;
}

/** GET /wps/relay/GCSGAME_gameList with the spec §3 query. */
export function getGameList(query: GameListQuery): Promise<GamePage> {
  const config = apiConfig();
  const params: Query = {
    clientType: CLIENT_TYPE,
    platform: WEB_PLATFORM,
    channel: query.channel,
    merchant: config.getMerchant(),
    gameName: query.gameName,
    minBet: query.minBet,
    minLineNum: query.minLineNum,
    pageNo: query.pageNo ?? 1,
    pageSize: query.pageSize ?? GAME_PAGE_SIZE,
    vassalage: query.vassalage,
    language: config.getLanguage(),
    gameType: query.gameType,
  };
  return call({ method: 'GET', path: relayPath('GCSGAME_gameList'), query: params }, parseGamePage);
}

/** GET /wps/relay/GCSGAME_hotGamesV2 (merchantCode, isPlatform 2, vassalage, platform, language). */
export function getHotGames(vassalage?: string): Promise<GamePage['games']> {
  const config = apiConfig();
  return call(
    {
      method: 'GET',
      path: relayPath('GCSGAME_hotGamesV2'),
      query: { merchantCode: config.getMerchant(), isPlatform: 2, vassalage, platform: WEB_PLATFORM, language: config.getLanguage() },
    },
    map(parseGamePage, (page) => page.games),
  );
}

const parseVendorLanes: Parser<VendorCategoryEntry[]> = map(object({ lanes: array(parseVendorCategory) }), (value) => value.lanes);

/** GET /wps/relay/GCSGAME_newGameVendor: vendor categories for the header (spec §3, §4). */
export function getGameVendors(): Promise<VendorCategoryEntry[]> {
  return call({ method: 'GET', path: relayPath('GCSGAME_newGameVendor'), query: { platform: WEB_PLATFORM, language: apiConfig().getLanguage() } }, parseVendorLanes);
}

/** GET /wps/relay/GCSGAME_getVassGameType: a vendor's game types. */
export function getVendorGameTypes(vassalage: string): Promise<Record<string, unknown>[]> {
  return call({ method: 'GET', path: relayPath('GCSGAME_getVassGameType'), query: { vassalage, language: apiConfig().getLanguage() } }, parseRows);
}

/** GET /lgw/games/game_menus. */
export function getGameMenus(): Promise<Record<string, unknown>[]> {
  return call({ method: 'GET', path: '/lgw/games/game_menus', query: { language: apiConfig().getLanguage() } }, parseRows);
}

/** GET /wps/relay/MCSFE_getFavoriteGames (token): the member's favourite game ids. */
export function getFavoriteGames(): Promise<Record<string, unknown>[]> {
  return call({ method: 'GET', path: relayPath('MCSFE_getFavoriteGames') }, parseRows);
}

/** GET /wps/relay/MCSFE_getFavoriteGamesList (token): favourite games with their details. */
export function getFavoriteGamesList(): Promise<GamePage['games']> {
  return call({ method: 'GET', path: relayPath('MCSFE_getFavoriteGamesList') }, map(parseGamePage, (page) => page.games));
}

/** GET /wps/relay/GCS_recentGame (token). */
export function getRecentGames(): Promise<GamePage['games']> {
  return call({ method: 'GET', path: relayPath('GCS_recentGame') }, map(parseGamePage, (page) => page.games));
}

/** GET /wps/relay/GLS2_roomList: PvP rooms. */
export function getPvpRooms(vassalage: string): Promise<Record<string, unknown>[]> {
  return call({ method: 'GET', path: relayPath('GLS2_roomList'), query: { vassalage } }, parseRows);
}

/** GET /wps/relay/GCSGAME_getRankList: winners list. */
export function getRankList(): Promise<Record<string, unknown>[]> {
  return call({ method: 'GET', path: relayPath('GCSGAME_getRankList') }, parseRows);
}

export interface LaunchRequest {
  /** A game, or a PvP room. */
  gameId?: string;
  roomId?: string;
  nodeId?: string;
  vassalage: string;
  username: string;
}

/** POST /wps/game/launchGame with the spec §3 payload → the URL for the game iframe. */
export function launchGame(request: LaunchRequest): Promise<string> {
  const config = apiConfig();
  const body = {
    ...(request.roomId === undefined ? { gameId: request.gameId } : { roomId: request.roomId }),
    nodeId: request.nodeId,
    accountType: 1,
    confirmTrans: 0,
    vassalage: request.vassalage,
    launchMode: 'GLS',
    platform: WEB_PLATFORM,
    clientType: CLIENT_TYPE,
    username: request.username,
    token: config.getToken() ?? '',
    merchantCode: config.getMerchant(),
    language: config.getLanguage(),
  };
  return call({ method: 'POST', path: '/wps/game/launchGame', body }, parseLaunchUrl);
}
