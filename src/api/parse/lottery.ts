import { array, literal, number, object, optional, string, withDefault, type Parsed } from './parsers';

/** spec §3 prize modes. */
export const PRIZE_MODES = ['Lott', 'ZY', 'Elott', 'SEA'] as const;
export type PrizeMode = (typeof PRIZE_MODES)[number];

export const parseLotteryGame = object({
  gameCode: string,
  gameName: string,
  prizeMode: optional(literal(...PRIZE_MODES)),
  vassalage: optional(string),
  defaultPlayType: optional(string),
  icon: optional(string),
  region: optional(string),
  drawIntervalMinutes: optional(number),
});
export type LotteryGame = Parsed<typeof parseLotteryGame>;

export const parseLotteryGames = array(parseLotteryGame);

/** One draw (numero) of a lottery game. */
export const parseDraw = object({
  gameCode: string,
  numero: string,
  state: withDefault(string, ''),
  openTime: optional(number),
  closeTime: optional(number),
  drawTime: optional(number),
  winningNumber: optional(string),
});
export type Draw = Parsed<typeof parseDraw>;
export const parseDraws = array(parseDraw);

/** The number-lottery menu: games grouped by region. */
export const parseVnMenu = array(object({ region: string, title: withDefault(string, ''), games: withDefault(parseLotteryGames, []) }));
export type VnMenuRegion = Parsed<typeof parseVnMenu>[number];
