import { useDeferredValue, useEffect } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { nodeAttributes, type WidgetProps } from '@/renderer/define-widget';
import { useGameSectionsStore, sectionKey } from '@/stores/game-sections-store';
import { useSessionStore } from '@/stores/session-store';
import { usePlatformStore } from '@/stores/platform-store';
import { GameTile, GameTileSkeleton, useFavourites, useGameTileTexts } from '../game-kit/game-tile';
import { Heading, useHeadingLevel } from '@/renderer/heading-level';
import { useCurrency } from '../data-kit/currency';
import { MoneyPhrase } from '../data-kit/money-phrase';
import type { GameSectionProps } from './props';
import '../game-kit/game-kit.css';
import './game-section.css';

const TITLES = { favourites: 'games_section_favourites', recent: 'games_section_recent', hot: 'games_section_hot', rank: 'games_section_rank' } as const;

export default function GameSection({ props, nodeId }: WidgetProps<GameSectionProps>) {
  const { t, i18n } = useTranslation();
  const currency = useCurrency();
  // One translation and one CDN subscription for every tile of the list.
  const tileTexts = useGameTileTexts();
  useFavourites();
  const imageCdn = usePlatformStore((s) => s.cdns.image);
  const role = useSessionStore((s) => s.role);
  const needsSession = props.kind === 'favourites' || props.kind === 'recent';
  const key = sectionKey(props.kind, props.vassalage, i18n.language, props.gameType);
  // Deferred: the tiles draw in a sliced render, not in the store change's blocking one (game-grid-view.tsx).
  const entry = useDeferredValue(useGameSectionsStore((s) => s.sections[key]));
  const load = useGameSectionsStore((s) => s.load);
  const limit = props.limit ?? 12;
  const allowed = !needsSession || role !== 'visitor';
  const level = useHeadingLevel(2);

  useEffect(() => {
    if (allowed) void load(props.kind, props.vassalage, i18n.language, false, props.gameType);
  }, [allowed, load, props.kind, props.vassalage, i18n.language, props.gameType]);

  // A member's own lists mean nothing to a visitor; the section stays out of the way.
  if (!allowed) return null;
  const headingId = `${nodeId}-title`;
  const isEmpty = entry?.phase === 'ready' && (props.kind === 'rank' ? entry.rank.length === 0 : entry.games.length === 0);
  return (
    <section {...nodeAttributes(nodeId)} className="game-section" aria-labelledby={headingId}>
      <Heading level={level} id={headingId} className="lobby-heading">{t(props.title ?? TITLES[props.kind])}</Heading>
      {(!entry || entry.phase === 'loading') && (
        <div className="game-section__row" role="status" aria-label={t('games_loading')}>
          {Array.from({ length: Math.min(limit, 6) }, (_, index) => <GameTileSkeleton key={index} />)}
        </div>
      )}
      {entry?.phase === 'failed' && (
        <div className="game-state" role="alert">
          <p>{t(entry.errorKey ?? 'err_unknown')}</p>
          <button type="button" className="button button--primary" onClick={() => void load(props.kind, props.vassalage, i18n.language, true, props.gameType)}>{t('games_retry')}</button>
        </div>
      )}
      {isEmpty && <p className="game-state">{t(`games_section_${props.kind}_empty`)}</p>}
      {entry?.phase === 'ready' && props.kind !== 'rank' && entry.games.length > 0 && (
        <ul className="game-section__row" aria-label={t(props.title ?? TITLES[props.kind])}>
          {entry.games.slice(0, limit).map((game) => (
            <li key={`${game.vassalage}-${game.gameId}`}>
              <GameTile game={game} texts={tileTexts} imageCdn={imageCdn} level={level + 1} />
            </li>
          ))}
        </ul>
      )}
      {entry?.phase === 'ready' && props.kind === 'rank' && entry.rank.length > 0 && (
        <ol className="rank-list">
          {entry.rank.slice(0, limit).map((row, index) => (
            <li key={`${row.rank}-${row.account}`} className="rank-list__row">
              {/* Places follow the list order (biggest win first); the platform's own rank field is not sorted with it. */}
              <span className="rank-list__place" aria-hidden="true">{index + 1}</span>
              <span className="rank-list__who">{row.account}</span>
              <span className="rank-list__game">{row.gameName}</span>
              <MoneyPhrase className="rank-list__amount" value={row.winAmount} currency={currency} phrase={(amount) => t('games_rank_won', { amount })} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
