import { apiConfig } from './config';
import { CLIENT_TYPE, GAME_PAGE_SIZE, WEB_PLATFORM } from './constants';
import { isApiError } from './errors/api-error';
import { VENDOR_LIST_PATH, vendorListQuery } from '../page-load/platform-contract';
import {
  parseFavoriteGame,
  parseGame,
  parseGamePage,
  parseLaunchTarget,
  parsePvpRoom,
  parseRankEntry,
  parseVendorCategory,
  parseVendorGameType,
  type FavoriteGame,
  type Game,
  type GamePage,
  type LaunchTarget,
  type PvpRoom,
  type RankEntry,
  type VendorCategoryEntry,
  type VendorGameType,
} from './parse/games';
import { array, map, object, type Parser } from './parse/parsers';
import { call, relayPath, type Query } from './request';

export type { FavoriteGame, Game, GamePage, LaunchTarget, PvpRoom, RankEntry, VendorCard, VendorCategoryEntry, VendorGameType } from './parse/games';

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

const parseGamesOfPage: Parser<Game[]> = map(parseGamePage, (page) => page.games);

/** GET /wps/relay/GCSGAME_hotGamesV2 (merchantCode, isPlatform 2, vassalage, gameType, platform, language). */
export function getHotGames(vassalage?: string, gameType?: string): Promise<Game[]> {
  const config = apiConfig();
  return call(
    {
      method: 'GET',
      path: relayPath('GCSGAME_hotGamesV2'),
      query: { merchantCode: config.getMerchant(), isPlatform: 2, vassalage, gameType, platform: WEB_PLATFORM, language: config.getLanguage() },
    },
    parseGamesOfPage,
  );
}

const parseVendorCategories: Parser<VendorCategoryEntry[]> = array(parseVendorCategory);

/** GET /wps/relay/GCSGAME_newGameVendor (platform html5-desktop; value.lanes): header vendor categories. */
export function getGameVendors(): Promise<VendorCategoryEntry[]> {
  return call(
    { method: 'GET', path: VENDOR_LIST_PATH, query: vendorListQuery(apiConfig().getLanguage()) },
    map(object({ lanes: parseVendorCategories }), (value) => value.lanes),
  );
}

/** GET /lgw/games/game_menus: the same categories as the lottery gateway lists them. */
export function getGameMenus(): Promise<VendorCategoryEntry[]> {
  return call({ method: 'GET', path: '/lgw/games/game_menus', query: { language: apiConfig().getLanguage() } }, parseVendorCategories);
}

/** GET /wps/relay/GCSGAME_getVassGameType: a vendor's game types. */
export function getVendorGameTypes(vassalage: string): Promise<VendorGameType[]> {
  return call({ method: 'GET', path: relayPath('GCSGAME_getVassGameType'), query: { vassalage, language: apiConfig().getLanguage() } }, array(parseVendorGameType));
}

/** GET /wps/relay/MCSFE_getFavoriteGames (token): ids of the member's favourite games. */
export function getFavoriteGames(): Promise<FavoriteGame[]> {
  return call({ method: 'GET', path: relayPath('MCSFE_getFavoriteGames') }, array(parseFavoriteGame));
}

/**
 * POST /wps/relay/MCSFE_updateFavoriteGame (token, real accounts): marks or unmarks one game; answers the member's
 * favourites as MCSFE_getFavoriteGames does (the platform's write; spec §7 names the two reads).
 */
export function updateFavoriteGame(gameId: string, favourite: boolean): Promise<FavoriteGame[]> {
  return call({ method: 'POST', path: relayPath('MCSFE_updateFavoriteGame'), body: { gameId, favourite } }, array(parseFavoriteGame));
}

/** GET /wps/relay/MCSFE_getFavoriteGamesList (token): favourite games with their details. */
export function getFavoriteGamesList(): Promise<Game[]> {
  return call({ method: 'GET', path: relayPath('MCSFE_getFavoriteGamesList') }, parseGamesOfPage);
}

/** GET /wps/relay/GCS_recentGame (token). */
export function getRecentGames(): Promise<Game[]> {
  return call({ method: 'GET', path: relayPath('GCS_recentGame') }, parseGamesOfPage);
}

/** GET /wps/relay/GLS2_roomList: PvP rooms. */
export function getPvpRooms(vassalage?: string): Promise<PvpRoom[]> {
  return call({ method: 'GET', path: relayPath('GLS2_roomList'), query: { vassalage } }, array(parsePvpRoom));
}

/** GET /wps/relay/GCSGAME_getRankList: winners list. */
export function getRankList(): Promise<RankEntry[]> {
  return call({ method: 'GET', path: relayPath('GCSGAME_getRankList') }, array(parseRankEntry));
}

export interface LaunchRequest {
  /** A game, or a PvP room. */
  gameId?: string;
  roomId?: string;
  nodeId?: string;
  vassalage: string;
  username: string;
}

/** POST /wps/game/launchGame (token) with the spec §3 payload → iframe URL, or PvP HTML content. */
export function launchGame(request: LaunchRequest): Promise<LaunchTarget> {
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
  return call({ method: 'POST', path: '/wps/game/launchGame', body }, parseLaunchTarget);
}

/** spec §8 "game under maintenance, other games suggested": the suggestions a refused launch carries. */
export function suggestedGamesOf(error: unknown): Game[] {
  if (!isApiError(error)) return [];
  try {
    return object({ suggestedGames: array(parseGame) })(error.value, 'value').suggestedGames;
  } catch {
    return [];
  }
}
