import type { LotteryGame, PrizeMode } from '@/api/lottery';
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

/** Every prize mode, in the order the lobby offers them when its node names none. */
const ALL_PRIZE_MODES: readonly PrizeMode[] = ['Lott', 'SEA', 'ZY', 'Elott'];

/** The prize modes a lobby offers: its node's `prizeModes`, else all of them. */
export function offeredPrizeModes(prizeModes: readonly PrizeMode[] | undefined): readonly PrizeMode[] {
  return prizeModes ?? ALL_PRIZE_MODES;
}

/**
 * The prize mode the lobby opens on: the route's (/vnlottery, /seaLottery), else the brand's lottery type (spec §1:
 * SEA), else the first it offers. Its popular games are the lobby's first call (`first-calls.ts`).
 */
export function startPrizeMode(modes: readonly PrizeMode[], pathname: string, brandMode: PrizeMode | undefined): PrizeMode {
  const start = [prizeModeOfPath(pathname), brandMode].find((candidate): candidate is PrizeMode => candidate !== undefined && modes.includes(candidate));
  return start ?? modes[0] ?? 'Lott';
}
