import { ApiError, CLIENT_ERROR_CODES } from '../errors/api-error';
import { array, boolean, map, number, object, optional, string, text, unknownValue, withDefault, type Parsed, type Parser } from './parsers';

/** spec §3 game fields. */
export const parseGame = object({
  gameId: text,
  nodeId: text,
  vassalage: string,
  displayName: string,
  smallIcon: withDefault(string, ''),
  gameType: withDefault(string, ''),
  game_url: optional(string),
  game_url2: optional(string),
  isHot: withDefault(boolean, false),
});
export type Game = Parsed<typeof parseGame>;

/** GCSGAME_gameList value (issue 3 wire format). */
export const parseGamePage = object({
  games: array(parseGame),
  pageNum: number,
  totalPages: number,
  totalCount: withDefault(number, 0),
});
export type GamePage = Parsed<typeof parseGamePage>;

/** spec §3 vendor card: what a navigation dropdown entry launches. */
export const parseVendorCard = object({
  vassalage: string,
  displayName: withDefault(string, ''),
  /** VASSALAGE opens the vendor's game list; anything else launches directly (spec §3). */
  isGame: withDefault(string, ''),
  gameType: optional(string),
  accountTypeName: optional(string),
  code: optional(text),
  defaultPlayType: optional(text),
  icon: optional(string),
  logo: optional(string),
  maintenance: withDefault(boolean, false),
});
export type VendorCard = Parsed<typeof parseVendorCard>;

/** spec §3 vendor category: title, cards, gameClassify. */
export const parseVendorCategory = object({ title: string, gameClassify: string, cards: withDefault(array(parseVendorCard), []) });
export type VendorCategoryEntry = Parsed<typeof parseVendorCategory>;

/** spec §3 / §4: a game opens in the iframe at `game_url`, else `game_url2`; PvP rooms send HTML content. */
export type LaunchTarget = { kind: 'url'; url: string } | { kind: 'content'; html: string };

const parseLaunchUrls = object({ game_url: optional(string), game_url2: optional(string) });

function urlOf(urls: Parsed<typeof parseLaunchUrls>): string {
  const url = urls.game_url || urls.game_url2;
  // Right shape, no address: spec §8 "invalid URL, contact customer service", not a parse error.
  if (!url) throw new ApiError({ errorCode: CLIENT_ERROR_CODES.invalidGameUrl, messageKey: 'err_invalid_game_url', status: 200 });
  return url;
}

export const parseLaunchTarget: Parser<LaunchTarget> = (input, path) => {
  const { content } = object({ content: unknownValue })(input, path);
  if (typeof content === 'string' && content.trim() !== '') return { kind: 'content', html: content };
  return { kind: 'url', url: urlOf(parseLaunchUrls(content, `${path}.content`)) };
};

/** Lottery launches always answer with URLs. */
export const parseLaunchUrl: Parser<string> = map(object({ content: parseLaunchUrls }), (value) => urlOf(value.content));

export const parseFavoriteGame = object({ gameId: text, vassalage: string, nodeId: optional(text) });
export type FavoriteGame = Parsed<typeof parseFavoriteGame>;

/** GLS2_roomList: PvP tables. */
export const parsePvpRoom = object({
  roomId: text,
  roomName: withDefault(string, ''),
  gameId: text,
  vassalage: string,
  minBet: optional(number),
  players: optional(number),
  maxPlayers: optional(number),
});
export type PvpRoom = Parsed<typeof parsePvpRoom>;

/** GCSGAME_getRankList: winners list. */
export const parseRankEntry = object({ rank: number, account: string, gameName: withDefault(string, ''), gameId: optional(text), vassalage: optional(string), winAmount: number });
export type RankEntry = Parsed<typeof parseRankEntry>;

/** GCSGAME_getVassGameType. */
export const parseVendorGameType = object({ gameType: string, displayName: withDefault(string, ''), vassalage: optional(string) });
export type VendorGameType = Parsed<typeof parseVendorGameType>;
