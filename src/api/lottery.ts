import { apiConfig } from './config';
import { POPULAR_LOTTERY_COUNT, VN_NUMERO_COUNT } from './constants';
import { parseDraw, parseDraws, parseLotteryGames, parseVnMenu, type Draw, type LotteryGame, type PrizeMode, type VnMenuRegion } from './parse/lottery';
import { parseLaunchUrl } from './parse/games';
import { call } from './request';
import { DEVICE } from './http-client';

export type { Draw, LotteryGame, PrizeMode, VnMenuRegion } from './parse/lottery';
export { PRIZE_MODES } from './parse/lottery';

/** GET /lgw/vn/games/game_menu: the number-lottery menu, by region. */
export function getVnGameMenu(): Promise<VnMenuRegion[]> {
  return call({ method: 'GET', path: '/lgw/vn/games/game_menu', query: { language: apiConfig().getLanguage() } }, parseVnMenu);
}

/** GET /lgw/vn/games/recent (token): number-lottery games the member played last. */
export function getVnRecentGames(): Promise<LotteryGame[]> {
  return call({ method: 'GET', path: '/lgw/vn/games/recent' }, parseLotteryGames);
}

/** GET /lgw/games/popular (count 20, prizeMode, device, language). */
export function getPopularLotteries(prizeMode: PrizeMode): Promise<LotteryGame[]> {
  return call(
    { method: 'GET', path: '/lgw/games/popular', query: { count: POPULAR_LOTTERY_COUNT, prizeMode, device: DEVICE, language: apiConfig().getLanguage() } },
    parseLotteryGames,
  );
}

/** GET /lgw/vn/numeros/opened/game (count 100): recent draws of a number-lottery game. */
export function getVnOpenedNumeros(gameCode?: string): Promise<Draw[]> {
  return call({ method: 'GET', path: '/lgw/vn/numeros/opened/game', query: { count: VN_NUMERO_COUNT, gameCode } }, parseDraws);
}

/** GET /lotto/lgw/games/opened/numero: the draw open for betting now. */
export function getOpenedNumero(gameCode?: string): Promise<Draw> {
  return call({ method: 'GET', path: '/lotto/lgw/games/opened/numero', query: { gameCode } }, parseDraw);
}

export interface LottoLaunchRequest {
  lottoGameCode?: string;
  /** betting opens one game's board, lobby the lottery lobby. */
  lottoView: 'betting' | 'lobby';
  /** Where the lottery's back button returns. */
  backUrl: string;
  vassalage?: string;
}

/** POST /wps/game/launchGame with the spec §3 lotto payload (lottoArea VN, launchMode LOTT) → iframe URL. */
export function launchLotto(request: LottoLaunchRequest): Promise<string> {
  const body = {
    lottoArea: 'VN',
    launchMode: 'LOTT',
    lottoGameCode: request.lottoGameCode,
    lottoView: request.lottoView,
    device: DEVICE,
    backUrl: request.backUrl,
    language: apiConfig().getLanguage(),
    vassalage: request.vassalage,
  };
  return call({ method: 'POST', path: '/wps/game/launchGame', body }, parseLaunchUrl);
}
