import { createSeededRandom, randomDigits } from './random';

/** spec §3 prize modes. */
export type PrizeMode = 'Lott' | 'ZY' | 'Elott' | 'SEA';

export interface LotteryGame {
  gameCode: string;
  gameName: string;
  prizeMode: PrizeMode;
  vassalage: string;
  /** VN games group by region in the VN game menu. */
  region?: 'NORTH' | 'CENTRAL' | 'SOUTH';
  drawIntervalMinutes: number;
  defaultPlayType: string;
  icon: string;
}

function lottery(gameCode: string, gameName: string, prizeMode: PrizeMode, vassalage: string, drawIntervalMinutes: number, region?: LotteryGame['region']): LotteryGame {
  const game: LotteryGame = { gameCode, gameName, prizeMode, vassalage, drawIntervalMinutes, defaultPlayType: prizeMode === 'SEA' ? 'SEA_2D' : 'LOTTO_3D', icon: `/lottery/${gameCode}.svg` };
  if (region) game.region = region;
  return game;
}

export const LOTTERY_GAMES: readonly LotteryGame[] = [
  lottery('VN_NORTH_1', 'Hanoi Daily', 'Lott', 'TCG_LOTTO_VN', 1440, 'NORTH'),
  lottery('VN_NORTH_FAST', 'North Fast 5', 'Lott', 'TCG_LOTTO_VN', 5, 'NORTH'),
  lottery('VN_CENTRAL_1', 'Da Nang Daily', 'Lott', 'TCG_LOTTO_VN', 1440, 'CENTRAL'),
  lottery('VN_CENTRAL_FAST', 'Central Fast 3', 'Lott', 'TCG_LOTTO_VN', 3, 'CENTRAL'),
  lottery('VN_SOUTH_1', 'Ho Chi Minh Daily', 'Lott', 'TCG_LOTTO_VN', 1440, 'SOUTH'),
  lottery('VN_SOUTH_FAST', 'South Fast 1', 'Lott', 'TCG_LOTTO_VN', 1, 'SOUTH'),
  lottery('SEA_PCSO_6_42', 'Lotto 6/42', 'SEA', 'TCG_SEA', 1440),
  lottery('SEA_2D', 'EZ2 2D', 'SEA', 'TCG_SEA', 240),
  lottery('SEA_3D', 'Swertres 3D', 'SEA', 'TCG_SEA', 240),
  lottery('SEA_FAST_5', 'SEA Fast 5', 'SEA', 'TCG_SEA', 5),
  lottery('ZY_PK10', 'Racing PK10', 'ZY', 'TCG', 5),
  lottery('ZY_SSC', 'Lucky 5 Balls', 'ZY', 'TCG', 3),
  lottery('ZY_K3', 'Fast Dice K3', 'ZY', 'TCG', 1),
  lottery('ELOTT_KENO', 'Keno 80', 'Elott', 'TCG_ELOTT', 2),
  lottery('ELOTT_BINGO', 'Bingo 75', 'Elott', 'GPK', 3),
];

export type DrawState = 'OPEN' | 'CLOSED' | 'DRAWN';

export interface Draw {
  gameCode: string;
  numero: string;
  state: DrawState;
  openTime: number;
  closeTime: number;
  drawTime: number;
  /** Only once drawn. */
  winningNumber?: string;
}

/** Betting closes this long before the draw; a draw in that window is CLOSED. */
const CLOSE_BEFORE_DRAW_MS = 20_000;

function numeroOf(game: LotteryGame, drawTime: number): string {
  const date = new Date(drawTime);
  const day = `${date.getUTCFullYear()}${String(date.getUTCMonth() + 1).padStart(2, '0')}${String(date.getUTCDate()).padStart(2, '0')}`;
  const minutesIntoDay = date.getUTCHours() * 60 + date.getUTCMinutes();
  return `${day}${String(Math.floor(minutesIntoDay / game.drawIntervalMinutes) + 1).padStart(4, '0')}`;
}

/** Same game and draw → same winning number, on every run. */
function winningNumberOf(gameCode: string, numero: string): string {
  let seed = 0;
  for (const char of `${gameCode}:${numero}`) seed = (seed * 31 + char.charCodeAt(0)) >>> 0;
  const random = createSeededRandom(seed);
  return randomDigits(random, 5).split('').join(',');
}

/** The draw now open plus the `count - 1` before it, newest first. */
export function drawsOf(game: LotteryGame, now: number, count: number): Draw[] {
  const interval = game.drawIntervalMinutes * 60_000;
  const nextDrawTime = Math.ceil((now + 1) / interval) * interval;
  const draws: Draw[] = [];
  for (let i = 0; i < count; i++) {
    const drawTime = nextDrawTime - i * interval;
    const numero = numeroOf(game, drawTime - 1);
    const draw: Draw = { gameCode: game.gameCode, numero, openTime: drawTime - interval, closeTime: drawTime - CLOSE_BEFORE_DRAW_MS, drawTime, state: 'DRAWN' };
    if (i === 0) draw.state = now >= draw.closeTime ? 'CLOSED' : 'OPEN';
    else draw.winningNumber = winningNumberOf(game.gameCode, numero);
    draws.push(draw);
  }
  return draws;
}
