import type { LotteryGame } from '@/api/lottery';
import type { Action } from '@/schema/types';

/** Launching a lottery game's betting board (spec §3 lotto payload: lottoView betting). */
export function lotteryPlayAction(game: LotteryGame, playType?: string): Action {
  const action: Extract<Action, { type: 'launchGame' }> = { type: 'launchGame', vendor: game.vassalage ?? 'TCG', gameType: 'LOTT', gameId: game.gameCode, gameName: game.gameName, lottoView: 'betting' };
  const chosenPlayType = playType ?? game.defaultPlayType;
  if (chosenPlayType) action.playType = chosenPlayType;
  return action;
}

/** spec §4 lottery routes, read back: which prize mode a lottery path starts on. */
export function prizeModeOfPath(pathname: string): 'Lott' | 'SEA' | undefined {
  if (pathname.startsWith('/vnlottery')) return 'Lott';
  if (pathname.startsWith('/seaLottery')) return 'SEA';
  return undefined;
}
