import type { LaunchTarget } from '@/api/games';
import type { Action } from '@/schema/types';
import { isAllowedUrl } from '@/schema/url-policy';
import { RNG_VENDOR_KEY } from '@/schema/storage-keys';
import { loadApi } from './lazy-api';
import { usePlatformStore } from './platform-store';
import { useSessionStore } from './session-store';
import { useUiStore } from './ui-store';
import { useVendorStore } from './vendor-store';
import { useGameFrameStore } from './game-frame-store';

export type LaunchAction = Extract<Action, { type: 'launchGame' }>;

/** What launching needs from the app: routing, windows and customer service live there. */
export interface LaunchEnvironment {
  navigate: (to: string) => void;
  /** `window.open`; null when the browser blocked the popup. */
  openWindow: (url: string) => Window | null;
  contactCustomerService: () => void;
  /** The lottery's back button returns here (spec §3 lotto `backUrl`). */
  currentUrl: () => string;
}

/** spec §4: the lottery route depends on the vendor's account type. */
const LOTTERY_ROUTES: Record<string, string> = { TCG_LOTTO_VN: '/vnlottery', TCG_SEA: '/seaLottery' };

export function lotteryRoute(vendor: string, gameCode?: string, playType?: string): string {
  const query = new URLSearchParams();
  if (gameCode) query.set('gameCode', gameCode);
  if (playType) query.set('playType', playType);
  const search = query.toString();
  return `${LOTTERY_ROUTES[vendor] ?? '/lottery'}${search ? `?${search}` : ''}`;
}

/** Lobby pages that list a vendor's games (VASSALAGE cards, spec §3). */
const LOBBY_OF_CATEGORY: Record<string, string> = { FISH: '/fish', PVP: '/pvp', LIVE: '/live', SPORTS: '/sports', ESPORTS: '/esports' };

const ROOT_RELATIVE = /^\/(?!\/)/;

/**
 * The game URL on the launch CDN chosen for this page load (spec §9). A root-relative URL
 * already names a path on the platform's own host, so only bare relative paths get the CDN.
 */
export function resolveGameUrl(cdn: string | undefined, url: string, join: (cdn: string | undefined, url: string) => string): string {
  return ROOT_RELATIVE.test(url) ? url : join(cdn, url);
}

type Api = Awaited<ReturnType<typeof loadApi>>;

/**
 * Starts a game for an action that already passed the dispatcher's gates (spec §4, §6):
 * lottery cards route by account type, RNG vendors go to their /rng tab, VASSALAGE vendors open
 * their game list, everything else launches through /wps/game/launchGame into /game or a popup.
 */
export async function startGame(action: LaunchAction, environment: LaunchEnvironment): Promise<void> {
  const category = action.gameType?.toUpperCase() ?? '';
  if (category === 'LOTT' || category === 'ELOTT') {
    if (!action.lottoView) return environment.navigate(lotteryRoute(action.vendor, action.gameId, action.playType));
    return launch(action, environment, (api) => api.launchLotto(lottoRequest(action, environment)).then((url): LaunchTarget => ({ kind: 'url', url })));
  }
  const listsGames = !action.gameId && !action.roomId;
  if (listsGames && (category === 'RNG' || (action.isGame === 'VASSALAGE' && !LOBBY_OF_CATEGORY[category]))) {
    sessionStorage.setItem(RNG_VENDOR_KEY, action.vendor);
    useVendorStore.getState().setCurrentRngVendor(action.vendor);
    return environment.navigate(`/rng?page=${encodeURIComponent(action.vendor)}`);
  }
  const lobby = LOBBY_OF_CATEGORY[category];
  if (listsGames && action.isGame === 'VASSALAGE' && lobby) return environment.navigate(`${lobby}?vendor=${encodeURIComponent(action.vendor)}`);
  return launch(action, environment, (api) =>
    api.launchGame({
      ...(action.roomId === undefined ? { gameId: action.gameId ?? 'lobby' } : { roomId: action.roomId }),
      ...(action.nodeId === undefined ? {} : { nodeId: action.nodeId }),
      vassalage: action.vendor,
      username: useSessionStore.getState().account ?? '',
    }),
  );
}

function lottoRequest(action: LaunchAction, environment: LaunchEnvironment) {
  return {
    ...(action.gameId === undefined ? {} : { lottoGameCode: action.gameId }),
    lottoView: action.lottoView ?? 'lobby',
    backUrl: environment.currentUrl(),
    vassalage: action.vendor,
  };
}

async function launch(action: LaunchAction, environment: LaunchEnvironment, request: (api: Api) => Promise<LaunchTarget>): Promise<void> {
  // Opened inside the click, before any await, so popup blockers see a user gesture.
  const popup = action.openIn === 'popup' ? environment.openWindow('about:blank') : null;
  const ui = useUiStore.getState();
  let api: Api;
  let target: LaunchTarget;
  try {
    api = await loadApi();
    target = await ui.withLoader(request(api));
  } catch (error) {
    popup?.close();
    return explainFailure(error, action, environment);
  }
  const title = action.gameName ?? action.vendor;
  if (target.kind === 'content') {
    popup?.close();
    useGameFrameStore.getState().open({ kind: 'content', html: target.html, title });
    return environment.navigate('/game');
  }
  const url = resolveGameUrl(usePlatformStore.getState().cdns.launch, target.url, api.launchUrl);
  if (!isAllowedUrl(url)) { // the one URL policy: http(s), or a path that stays on the site
    popup?.close();
    return explainInvalidUrl(environment);
  }
  if (action.openIn === 'modal') {
    // spec §2 "game popup iframe": the game plays over the page the player is on.
    useUiStore.getState().openModal('gamePopup', { url, title });
    return;
  }
  if (action.openIn === 'popup') {
    if (popup) {
      popup.location.href = url;
      return;
    }
    return explainBlockedPopup(url, environment);
  }
  useGameFrameStore.getState().open({ kind: 'url', url, title });
  environment.navigate('/game');
}

async function explainBlockedPopup(url: string, environment: LaunchEnvironment): Promise<void> {
  const { showDialog } = useUiStore.getState();
  for (;;) {
    const choice = await showDialog({
      title: 'games_launch_title',
      text: 'games_popup_blocked',
      buttons: [
        { label: 'games_cancel', value: 'cancel', variant: 'secondary' },
        { label: 'games_retry', value: 'retry', variant: 'primary' },
      ],
    });
    if (choice !== 'retry' || environment.openWindow(url)) return;
  }
}

async function explainInvalidUrl(environment: LaunchEnvironment): Promise<void> {
  const choice = await useUiStore.getState().showDialog({
    title: 'games_launch_title',
    text: 'err_invalid_game_url',
    buttons: [
      { label: 'games_close', value: 'close', variant: 'secondary' },
      { label: 'games_contact_cs', value: 'cs', variant: 'primary' },
    ],
  });
  if (choice === 'cs') environment.contactCustomerService();
}

/** spec §8: each refusal gets its own message; maintenance also offers other games. */
async function explainFailure(error: unknown, action: LaunchAction, environment: LaunchEnvironment): Promise<void> {
  const api = await loadApi().catch(() => undefined);
  const { showDialog } = useUiStore.getState();
  if (!api || !api.isApiError(error)) {
    await showDialog({ title: 'games_launch_title', text: 'err_network' });
    return;
  }
  if (error.errorCode === api.CLIENT_ERROR_CODES.invalidGameUrl) return explainInvalidUrl(environment);
  if (error.messageKey === 'err_game_maintenance') {
    const suggestions = api.suggestedGamesOf(error).filter((game) => game.gameId !== action.gameId).slice(0, 3);
    const choice = await showDialog({
      title: 'games_launch_title',
      text: suggestions.length > 0 ? 'games_maintenance_suggest' : 'err_game_maintenance',
      buttons: [
        ...suggestions.map((game) => ({ label: game.displayName, value: game.gameId, variant: 'primary' as const })),
        { label: 'games_close', value: 'close', variant: 'secondary' },
      ],
    });
    const chosen = suggestions.find((game) => game.gameId === choice);
    if (chosen) await startGame({ ...action, vendor: chosen.vassalage, gameId: chosen.gameId, nodeId: chosen.nodeId, gameName: chosen.displayName }, environment);
    return;
  }
  await showDialog({ title: 'games_launch_title', text: error.messageKey === 'err_unknown' && error.serverMessage ? error.serverMessage : error.messageKey });
}
