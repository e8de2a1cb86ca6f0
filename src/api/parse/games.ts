import { ApiError } from '../errors/api-error';
import { anyObject, array, boolean, map, number, object, optional, string, text, withDefault, type Parsed, type Parser } from './parsers';

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
});
export type VendorCard = Parsed<typeof parseVendorCard>;

/** spec §3 vendor category: title, cards, gameClassify. */
export const parseVendorCategory = object({ title: string, gameClassify: string, cards: withDefault(array(parseVendorCard), []) });
export type VendorCategoryEntry = Parsed<typeof parseVendorCategory>;

/** The launch URL: `value.content.game_url`, else `game_url2` (issue 3). */
export const parseLaunchUrl: Parser<string> = map(object({ content: object({ game_url: optional(string), game_url2: optional(string) }) }), (value, path) => {
  const url = value.content.game_url || value.content.game_url2;
  if (!url) throw ApiError.malformed(`${path}.content`, 'no game_url or game_url2');
  return url;
});

/** Calls whose rows the spec leaves open: kept as objects, not trusted further. */
export const parseRows: Parser<Record<string, unknown>[]> = array(anyObject);
