import { useMemo } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { Game } from '@/api/games';
import { imageUrl } from '@/api/cdn';
import { useRunAction } from '@/renderer/action-context';
import { LazyImage } from './lazy-image';
import { gameLaunchAction } from './launch-action';

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
}

export function useGameTileTexts(): GameTileTexts {
  const { t } = useTranslation();
  return useMemo(() => ({ hot: t('games_hot'), play: t('games_play'), playNamed: (name: string) => t('games_play_named', { name }) }), [t]);
}

/**
 * One game: icon from the chosen image CDN, hot badge, and a play button that runs through the dispatcher.
 * The name is a button too, stretched over the tile (CSS), so a click on the picture or the name opens the
 * game as Play does.
 */
export function GameTile({ game, openIn = 'page', texts, imageCdn }: { game: Game; openIn?: 'page' | 'popup'; texts: GameTileTexts; imageCdn: string | undefined }) {
  const runAction = useRunAction();
  const open = () => runAction(gameLaunchAction(game, openIn));
  return (
    <article className="game-tile" data-game-id={game.gameId}>
      <div className="game-tile__art">
        <LazyImage src={imageUrl(imageCdn, game.smallIcon)} alt="" width={TILE_SIZE} height={TILE_SIZE} fallback={initials(game.displayName)} />
        {game.isHot && <span className="game-tile__badge">{texts.hot}</span>}
        <button type="button" className="game-tile__play button button--primary" aria-label={texts.playNamed(game.displayName)} onClick={open}>
          {texts.play}
        </button>
      </div>
      <h3 className="game-tile__name">
        {/* The name shortens with an ellipsis in a narrow tile: its title keeps the whole name. */}
        <button type="button" className="game-tile__open" title={game.displayName} onClick={open}>
          {game.displayName}
        </button>
      </h3>
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
