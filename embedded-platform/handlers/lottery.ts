import { http, type HttpHandler } from 'msw';
import { drawsOf, LOTTERY_GAMES, type LotteryGame } from '../platform/lottery';
import type { Platform } from '../platform/platform';
import { platformCall, type CallContext } from './call-context';
import { badParameter, ERROR_CODES, ok, PlatformFailure } from './envelope';
import { lgw } from './routes';

const VN_GAMES = LOTTERY_GAMES.filter((game) => game.vassalage === 'TCG_LOTTO_VN');
const REGION_TITLES = { NORTH: 'Northern', CENTRAL: 'Central', SOUTH: 'Southern' } as const;

function countOf(call: CallContext, fallback: number, max: number): number {
  const count = Number(call.query('count') ?? String(fallback));
  if (!Number.isInteger(count) || count < 1 || count > max) throw badParameter(`count must be 1–${max}`);
  return count;
}

function lotteryGameOf(call: CallContext, fallback: LotteryGame | undefined): LotteryGame {
  const code = call.query('gameCode');
  const game = code ? LOTTERY_GAMES.find((candidate) => candidate.gameCode === code) : fallback;
  if (!game) throw new PlatformFailure(ERROR_CODES.gameNotFound, `No lottery game ${code ?? '(none)'}`);
  return game;
}

export function lotteryHandlers(platform: Platform): HttpHandler[] {
  return [
    http.get(
      lgw('/games/popular'),
      platformCall(platform, (call) => {
        const prizeMode = call.query('prizeMode');
        return ok(LOTTERY_GAMES.filter((game) => !prizeMode || game.prizeMode === prizeMode).slice(0, countOf(call, 20, 100)));
      }),
    ),
    http.get(lgw('/vn/numeros/opened/game'), platformCall(platform, (call) => ok(drawsOf(lotteryGameOf(call, VN_GAMES[0]), platform.now(), countOf(call, 100, 100))))),
    http.get('*/lotto/lgw/games/opened/numero', platformCall(platform, (call) => ok(drawsOf(lotteryGameOf(call, LOTTERY_GAMES[0]), platform.now(), 1)[0]))),
    http.get(
      lgw('/vn/games/game_menu'),
      platformCall(platform, () =>
        ok(Object.entries(REGION_TITLES).map(([region, title]) => ({ region, title, games: VN_GAMES.filter((game) => game.region === region) }))),
      ),
    ),
    http.get(lgw('/vn/games/recent'), platformCall(platform, (call) => { call.member(); return ok(VN_GAMES.slice(0, 3)); })),
  ];
}
