import type { Game } from '@/api/games';
import type { Action } from '@/schema/types';

/** The action a game tile dispatches, so the login and real-account gates apply (spec §6). */
export function gameLaunchAction(game: Game, openIn: 'page' | 'popup' = 'page'): Action {
  const action: Extract<Action, { type: 'launchGame' }> = { type: 'launchGame', vendor: game.vassalage, gameId: game.gameId, nodeId: game.nodeId, gameName: game.displayName, openIn };
  if (game.gameType) action.gameType = game.gameType;
  return action;
}
