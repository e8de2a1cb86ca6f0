import { useDeferredValue, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { GameListQuery } from '@/api/games';
import { gameListKey, useGameListStore } from '@/stores/game-list-store';
import { usePlatformStore } from '@/stores/platform-store';
import { EAGER_TILES, GameTile, GameTileSkeleton, useFavourites, useGameTileTexts } from './game-tile';
import { useFavouritesStore } from '@/stores/favourites-store';
import { Pagination } from './pagination';
import { visibleGameCount, visibleGames } from './visible-games';
import './game-kit.css';

export interface GameGridViewProps {
  /** The spec §3 filters without paging; a new vendor should remount the view (React `key`). */
  query: Omit<GameListQuery, 'pageNo' | 'pageSize' | 'gameName'>;
  searchable?: boolean;
  /** Fixed name filter (e.g. a live game type); the search box adds to nothing when set. */
  gameName?: string;
  openIn?: 'page' | 'popup';
  /** Accessible name of the list. */
  label: string;
  /** The heading level of the games' names (see `GameTile`). */
  tileLevel: number;
}

/**
 * A page of GCSGAME_gameList as tiles: skeletons while loading, empty and error states with
 * retry, search by name, and paging (21 games on first view, 18 after a page change, spec §9).
 */
export function GameGridView({ query, searchable = false, gameName, openIn = 'page', label, tileLevel }: GameGridViewProps) {
  const { t, i18n } = useTranslation();
  // One translation and one CDN subscription for every tile of the list.
  const tileTexts = useGameTileTexts();
  useFavourites();
  const favouriteError = useFavouritesStore((s) => s.errorKey);
  const imageCdn = usePlatformStore((s) => s.cdns.image);
  const searchId = useId();
  const top = useRef<HTMLDivElement>(null);
  const [pageNo, setPageNo] = useState(1);
  const [pageChanged, setPageChanged] = useState(false);
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const name = gameName ?? (search || undefined);
  const fullQuery = useMemo<GameListQuery>(() => ({ ...query, pageNo, ...(name ? { gameName: name } : {}) }), [query, pageNo, name]);
  const key = gameListKey(fullQuery, i18n.language);
  // Deferred: a store's change renders at once (React cannot slice it), so the tiles draw in a second, sliced render
  // a phone is not blocked for (issue 37).
  const entry = useDeferredValue(useGameListStore((s) => s.entries[key]));
  const load = useGameListStore((s) => s.load);

  useEffect(() => {
    void load(fullQuery, i18n.language);
  }, [load, fullQuery, i18n.language]);

  const changePage = (page: number) => {
    setPageNo(page);
    setPageChanged(true);
    top.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  };
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    setSearch(draft.trim());
    setPageNo(1);
    setPageChanged(false);
  };

  const page = entry?.page;
  // The pager stays in place while the next page loads, so the layout doesn't jump.
  const [knownTotal, setKnownTotal] = useState(0);
  if (page && page.totalPages !== knownTotal) setKnownTotal(page.totalPages);
  const games = page ? visibleGames(page.games, pageChanged) : [];
  return (
    <div className="game-grid-view" ref={top}>
      {searchable && (
        <form className="game-search" role="search" onSubmit={submitSearch}>
          <label htmlFor={searchId} className="visually-hidden">{t('games_search_label')}</label>
          <input id={searchId} type="search" value={draft} placeholder={t('games_search_placeholder')} onChange={(event) => setDraft(event.target.value)} />
          <button type="submit" className="button button--secondary">{t('games_search')}</button>
        </form>
      )}
      {(!entry || entry.phase === 'loading') && (
        <div className="game-grid" role="status" aria-label={t('games_loading')}>
          {Array.from({ length: visibleGameCount(pageChanged) }, (_, index) => <GameTileSkeleton key={index} />)}
        </div>
      )}
      {entry?.phase === 'failed' && (
        <div className="game-state" role="alert">
          <p>{t(entry.errorKey ?? 'err_unknown')}</p>
          <button type="button" className="button button--primary" onClick={() => void load(fullQuery, i18n.language, true)}>{t('games_retry')}</button>
        </div>
      )}
      {entry?.phase === 'ready' && games.length === 0 && (
        <div className="game-state">
          <p>{search ? t('games_no_results', { search }) : t('games_empty')}</p>
          {search && (
            <button type="button" className="button button--secondary" onClick={() => { setDraft(''); setSearch(''); setPageNo(1); setPageChanged(false); }}>
              {t('games_clear_search')}
            </button>
          )}
        </div>
      )}
      {favouriteError && games.length > 0 && (
        <p className="game-state game-state--inline" role="alert">{t('games_favourites_failed')} {t(favouriteError)}</p>
      )}
      {entry?.phase === 'ready' && games.length > 0 && (
        <>
          <ul className="game-grid" aria-label={label}>
            {games.map((game, index) => (
              <li key={`${game.vassalage}-${game.gameId}`}>
                <GameTile game={game} openIn={openIn} texts={tileTexts} imageCdn={imageCdn} eager={index < EAGER_TILES} level={tileLevel} />
              </li>
            ))}
          </ul>
          <p className="visually-hidden" role="status">{t('games_page_status', { page: page?.pageNum ?? pageNo, total: page?.totalPages ?? 1 })}</p>
        </>
      )}
      {entry?.phase !== 'failed' && <Pagination current={pageNo} total={knownTotal} onChange={changePage} />}
    </div>
  );
}
