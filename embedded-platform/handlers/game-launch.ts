import { SPECIAL_GAMES, type Game } from '../platform/games';
import { LOTTERY_GAMES } from '../platform/lottery';
import { randomToken } from '../platform/random';
import { findVendor } from '../platform/vendors';
import { text, type Fields } from './body';
import type { CallContext } from './call-context';
import { badParameter, ERROR_CODES, ok, PlatformFailure } from './envelope';

function launchUrls(call: CallContext, vassalage: string, code: string, extra: Record<string, string> = {}) {
  const query = new URLSearchParams({ lang: call.language, ticket: randomToken(call.platform.random, 16), ...extra }).toString();
  return { game_url: `/platform-assets/game/${vassalage}/${encodeURIComponent(code)}?${query}`, game_url2: `/platform-assets/cdn-b/game/${vassalage}/${encodeURIComponent(code)}?${query}` };
}

function suggestionsFor(call: CallContext, game: Game): Game[] {
  return call.platform.games.filter((other) => other.vassalage === game.vassalage && other.isHot && !other.maintenance).slice(0, 6);
}

/** PvP rooms are `<gameId>:r<n>` (GLS2_roomList), so a room launches its game. */
function gameIdOf(body: Fields): string | undefined {
  return (text(body, 'gameId') ?? text(body, 'roomId'))?.split(':')[0];
}

function remember(call: CallContext, gameId: string): void {
  const member = call.member();
  member.recentGameIds = [gameId, ...member.recentGameIds.filter((id) => id !== gameId)].slice(0, 12);
}

/** The launch checks of spec §8: unknown game, maintenance (with suggestions), `#734`, invalid URL. */
function launchListedGame(call: CallContext, body: Fields, vassalage: string): Response {
  const gameId = gameIdOf(body);
  const game = call.platform.games.find((candidate) => candidate.gameId === gameId && candidate.vassalage === vassalage);
  if (!game) throw new PlatformFailure(ERROR_CODES.gameNotFound, `No game ${gameId ?? '(none)'} at ${vassalage}`);
  if (game.maintenance) throw new PlatformFailure(ERROR_CODES.gameMaintenance, `${game.displayName} is under maintenance, try another game`, 200, { suggestedGames: suggestionsFor(call, game) });
  const member = call.member();
  if (game.gameId === SPECIAL_GAMES.openRoundConflict && member.openRoundGameId && member.openRoundGameId !== game.gameId) {
    const openGame = call.platform.games.find((candidate) => candidate.gameId === member.openRoundGameId);
    throw new PlatformFailure(ERROR_CODES.roundOpenElsewhere, `A round is still open in ${openGame?.displayName ?? 'another game'}`, 200, { openGameId: member.openRoundGameId });
  }
  remember(call, game.gameId);
  if (game.gameId === SPECIAL_GAMES.invalidUrl) return ok({ content: { game_url: '', game_url2: '' } });
  if (game.gameType === 'PVP') {
    const { game_url } = launchUrls(call, vassalage, game.gameId);
    return ok({ content: `<div class="pvp-room"><h2>${game.displayName}</h2><p>Seat reserved at ${findVendor(vassalage)?.displayName ?? vassalage}.</p><iframe title="${game.displayName}" src="${game_url}" width="100%" height="480"></iframe></div>` });
  }
  return ok({ content: launchUrls(call, vassalage, game.gameId) });
}

/** POST /wps/game/launchGame (token). */
export async function launchGame(call: CallContext): Promise<Response> {
  call.member();
  const body = await call.json();
  if (body['launchMode'] === 'LOTT' || text(body, 'lottoGameCode')) {
    const code = text(body, 'lottoGameCode');
    const lottery = LOTTERY_GAMES.find((game) => game.gameCode === code);
    if (!lottery) throw new PlatformFailure(ERROR_CODES.gameNotFound, `No lottery game ${code ?? '(none)'}`);
    return ok({ content: launchUrls(call, lottery.vassalage, lottery.gameCode, { view: text(body, 'lottoView') ?? 'lobby' }) });
  }
  const vassalage = text(body, 'vassalage');
  if (!vassalage) throw badParameter('vassalage is required');
  const vendor = findVendor(vassalage);
  if (!vendor) throw new PlatformFailure(ERROR_CODES.gameNotFound, `No vendor ${vassalage}`);
  const gameId = gameIdOf(body);
  // Sports, e-sports and lobby cards open the vendor's lobby.
  if (!gameId || gameId === 'lobby' || vendor.gameCount <= 1) return ok({ content: launchUrls(call, vassalage, gameId ?? 'lobby') });
  return launchListedGame(call, body, vassalage);
}
