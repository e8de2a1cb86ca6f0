import { useEffect, useMemo } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { Game } from '@/api/games';
import { imageUrl } from '@/api/cdn';
import { useRunAction } from '@/renderer/action-context';
import { Heading } from '@/renderer/heading-level';
import { LazyImage } from './lazy-image';
import { gameLaunchAction } from './launch-action';
import { useSessionStore } from '@/stores/session-store';
import { useFavouritesStore } from '@/stores/favourites-store';

/** Tiles are square; the box is sized before the image arrives. */
export const TILE_SIZE = 240;

function initials(name: string): string {
  return name.split(/\s+/).map((word) => word[0] ?? '').join('').slice(0, 2).toUpperCase();
}

/** A tile's words, translated once per grid rather than once per tile (one `t` call per word for the lot). */
export interface GameTileTexts {
  hot: string;
  play: string;
  playNamed: (name: string) => string;
  favouriteAdd: (name: string) => string;
  favouriteRemove: (name: string) => string;
  favouriteLogin: (name: string) => string;
}

export function useGameTileTexts(): GameTileTexts {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      hot: t('games_hot'),
      play: t('games_play'),
      playNamed: (name: string) => t('games_play_named', { name }),
      favouriteAdd: (name: string) => t('games_favourite_add', { name }),
      favouriteRemove: (name: string) => t('games_favourite_remove', { name }),
      favouriteLogin: (name: string) => t('games_favourite_login', { name }),
    }),
    [t],
  );
}

/** Reads the member's favourites once a list of tiles shows (MCSFE_getFavoriteGames); nothing for a visitor. */
export function useFavourites(): void {
  const token = useSessionStore((s) => s.token);
  const load = useFavouritesStore((s) => s.load);
  useEffect(() => {
    if (token) void load(token);
  }, [token, load]);
}

const HEART = 'M12 21s-7.5-4.6-9.6-9.3C.9 8.3 3 4.5 6.7 4.5c2.1 0 3.6 1.1 4.3 2.4h2c.7-1.3 2.2-2.4 4.3-2.4 3.7 0 5.8 3.8 4.3 7.2C19.5 16.4 12 21 12 21z';

/**
 * The heart on a game card (issue 40): a member marks or unmarks the game; a visitor is asked to log in (the login
 * popup opens). Pressed while the game is a favourite.
 */
function FavouriteButton({ game, texts }: { game: Game; texts: GameTileTexts }) {
  const runAction = useRunAction();
  const token = useSessionStore((s) => s.token);
  const favourite = useFavouritesStore((s) => token !== null && s.token === token && s.ids.includes(game.gameId));
  const toggle = useFavouritesStore((s) => s.toggle);
  const label = !token ? texts.favouriteLogin(game.displayName) : favourite ? texts.favouriteRemove(game.displayName) : texts.favouriteAdd(game.displayName);
  return (
    <button
      type="button"
      className="game-tile__favourite"
      aria-label={label}
      title={label}
      aria-pressed={token ? favourite : undefined}
      onClick={() => (token ? void toggle(token, game.gameId) : runAction({ type: 'modal', modal: 'login' }))}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d={HEART} />
      </svg>
    </button>
  );
}

/** How many tiles of a list are the first screen's (two rows of three on a phone, most of the first row on a desktop): their pictures load at once. */
export const EAGER_TILES = 6;

/**
 * One game: icon from the chosen image CDN, hot badge, and a play button that runs through the dispatcher.
 * The name is a button too, stretched over the tile (CSS), so a click on the picture or the name opens the
 * game as Play does. `level` is the heading level of the name: one under the heading of the list that holds it (a
 * section's title), or the list's own level when it has no title (`/rng`'s grid under the page's h1), so names never
 * skip one.
 */
export function GameTile({ game, openIn = 'page', texts, imageCdn, eager = false, level }: { game: Game; openIn?: 'page' | 'popup'; texts: GameTileTexts; imageCdn: string | undefined; eager?: boolean; level: number }) {
  const runAction = useRunAction();
  const open = () => runAction(gameLaunchAction(game, openIn));
  return (
    <article className="game-tile" data-game-id={game.gameId}>
      <div className="game-tile__art">
        <LazyImage src={imageUrl(imageCdn, game.smallIcon)} alt="" width={TILE_SIZE} height={TILE_SIZE} fallback={initials(game.displayName)} eager={eager} />
        {game.isHot && <span className="game-tile__badge">{texts.hot}</span>}
        <FavouriteButton game={game} texts={texts} />
        <button type="button" className="game-tile__play button button--primary" aria-label={texts.playNamed(game.displayName)} onClick={open}>
          {texts.play}
        </button>
      </div>
      <Heading level={level} className="game-tile__name">
        {/* The name shortens with an ellipsis in a narrow tile: its title keeps the whole name. */}
        <button type="button" className="game-tile__open" title={game.displayName} onClick={open}>
          {game.displayName}
        </button>
      </Heading>
    </article>
  );
}

export function GameTileSkeleton() {
  return (
    <div className="game-tile game-tile--skeleton" aria-hidden="true">
      <div className="game-tile__art game-kit-shimmer" />
      <div className="game-tile__name-skeleton game-kit-shimmer" />
    </div>
  );
}
