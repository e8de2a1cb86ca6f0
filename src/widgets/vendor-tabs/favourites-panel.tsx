import { useEffect } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { useRunAction } from '@/renderer/action-context';
import { sectionKey, useGameSectionsStore } from '@/stores/game-sections-store';
import { usePlatformStore } from '@/stores/platform-store';
import { useSessionStore } from '@/stores/session-store';
import { GameTile, GameTileSkeleton, useFavourites, useGameTileTexts } from '../game-kit/game-tile';
import { useHeadingLevel } from '@/renderer/heading-level';
import '../game-kit/game-kit.css';

/** The value of the tab query parameter that chooses the Favourites tab (no vendor is called that). */
export const FAVOURITES_TAB = 'favourites';

/**
 * The Favourites tab's panel (issue 40): the games a member marked (MCSFE_getFavoriteGamesList), as tiles whose heart
 * unmarks them; a visitor who opens the tab's address is asked to log in.
 */
export function FavouritesPanel() {
  const { t, i18n } = useTranslation();
  const runAction = useRunAction();
  const role = useSessionStore((s) => s.role);
  const tileTexts = useGameTileTexts();
  // The names sit under the page's heading, or one under a holder's (a titled section around the tabs).
  const level = useHeadingLevel(2);
  useFavourites();
  const imageCdn = usePlatformStore((s) => s.cdns.image);
  const entry = useGameSectionsStore((s) => s.sections[sectionKey('favourites', undefined, i18n.language)]);
  const load = useGameSectionsStore((s) => s.load);
  const member = role !== 'visitor';
  useEffect(() => {
    if (member) void load('favourites', undefined, i18n.language);
  }, [member, load, i18n.language]);
  if (!member) {
    return (
      <div className="game-state">
        <p>{t('games_favourites_login')}</p>
        <button type="button" className="button button--primary" onClick={() => runAction({ type: 'modal', modal: 'login' })}>{t('login')}</button>
      </div>
    );
  }
  if (!entry || entry.phase === 'loading') {
    return (
      <div className="game-grid" role="status" aria-label={t('games_loading')}>
        {Array.from({ length: 6 }, (_, index) => <GameTileSkeleton key={index} />)}
      </div>
    );
  }
  if (entry.phase === 'failed') {
    return (
      <div className="game-state" role="alert">
        <p>{t(entry.errorKey ?? 'err_unknown')}</p>
        <button type="button" className="button button--primary" onClick={() => void load('favourites', undefined, i18n.language, true)}>{t('games_retry')}</button>
      </div>
    );
  }
  if (entry.games.length === 0) return <p className="game-state">{t('games_favourites_empty')}</p>;
  return (
    <ul className="game-grid" aria-label={t('games_favourites_tab')}>
      {entry.games.map((game) => (
        <li key={`${game.vassalage}-${game.gameId}`}>
          <GameTile game={game} texts={tileTexts} imageCdn={imageCdn} level={level} />
        </li>
      ))}
    </ul>
  );
}
