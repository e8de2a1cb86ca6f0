import type * as Api from '@/api/index';
import type * as GamesApi from '@/api/games';

let loading: Promise<typeof Api> | undefined;

/**
 * Stores reach the API client through dynamic imports: the client and its parsers are chunks of their own, so the
 * first page paints while they download (the initial-JS budget of issue 2). The whole client, for the account
 * flows, the member's stores and the game areas beyond the first page.
 */
export function loadApi(): Promise<typeof Api> {
  loading ??= import('@/api/index');
  return loading;
}

/**
 * The game areas' calls (vendor list, hot games, favourites, recent games, winners): what the frame and a visitor's
 * home ask for, so their own small chunk; the rest of the client (`loadApi`) comes only when a page or an action
 * needs it (issue 28: home JS).
 */
export function loadGamesApi(): Promise<typeof GamesApi> {
  return import('@/api/games');
}
