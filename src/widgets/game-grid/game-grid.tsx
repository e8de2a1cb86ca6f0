import { useEffect, useMemo } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { useSearchParams } from '@/renderer/navigation';
import { nodeAttributes, type WidgetProps } from '@/renderer/define-widget';
import { useVendorStore } from '@/stores/vendor-store';
import { useRunAction } from '@/renderer/action-context';
import { useLocation } from '@/renderer/navigation';
import { useVendorGameTypesStore, vendorTypesKey } from '@/stores/vendor-game-types-store';
import { GameGridView } from '../game-kit/game-grid-view';
import { Heading, useHeadingLevel } from '@/renderer/heading-level';
import { GameTileSkeleton } from '../game-kit/game-tile';
import { FIRST_VIEW_COUNT } from '../game-kit/visible-games';
import type { GameGridProps } from './props';

export default function GameGrid({ props, nodeId }: WidgetProps<GameGridProps>) {
  const { t, i18n } = useTranslation();
  const runAction = useRunAction();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const currentRngVendor = useVendorStore((s) => s.currentRngVendor);
  const vendorPhase = useVendorStore((s) => s.phase);
  const setCurrentRngVendor = useVendorStore((s) => s.setCurrentRngVendor);
  const fromQuery = props.vendorQuery ? searchParams.get(props.vendorQuery) || undefined : undefined;
  const vassalage = fromQuery ?? props.vassalage ?? (props.gameType === 'RNG' ? currentRngVendor : undefined);

  // spec §4: the vendor chosen by URL becomes the current RNG vendor.
  useEffect(() => {
    if (fromQuery && props.gameType === 'RNG' && fromQuery !== currentRngVendor) setCurrentRngVendor(fromQuery);
  }, [fromQuery, props.gameType, currentRngVendor, setCurrentRngVendor]);

  // The vendor's game types (spec §7 GCSGAME_getVassGameType) as tabs, when the screen asks for them.
  const typeQuery = props.typeQuery;
  const loadTypes = useVendorGameTypesStore((s) => s.load);
  const typesEntry = useVendorGameTypesStore((s) => (typeQuery && vassalage ? s.entries[vendorTypesKey(vassalage, i18n.language)] : undefined));
  useEffect(() => {
    if (typeQuery && vassalage) void loadTypes(vassalage, i18n.language);
  }, [typeQuery, vassalage, i18n.language, loadTypes]);
  const types = typesEntry?.types ?? [];
  const typeFromQuery = typeQuery ? searchParams.get(typeQuery) ?? undefined : undefined;
  const gameType = (typeFromQuery && types.some((type) => type.gameType === typeFromQuery) ? typeFromQuery : undefined) ?? props.gameType;
  const chooseType = (chosen: string) => {
    if (!typeQuery) return;
    const next = new URLSearchParams(searchParams);
    next.set(typeQuery, chosen);
    runAction({ type: 'navigate', to: `${pathname}?${next.toString()}` });
  };

  const query = useMemo(
    () => ({
      vassalage: vassalage ?? '',
      ...(gameType ? { gameType } : {}),
      ...(props.minBet === undefined ? {} : { minBet: props.minBet }),
      ...(props.minLineNum === undefined ? {} : { minLineNum: props.minLineNum }),
    }),
    [vassalage, gameType, props.minBet, props.minLineNum],
  );
  const title = props.title ? t(props.title) : t('games_list_label');
  // The grid's title where it has one, its games' names one level under it (or at its level without one).
  const level = useHeadingLevel(2);
  return (
    <section {...nodeAttributes(nodeId)} className="game-grid-widget" aria-label={title}>
      {props.title && <Heading level={level} className="lobby-heading">{t(props.title)}</Heading>}
      {types.length > 1 && (
        // Toggle buttons in a named group: they filter the list below (as the lottery's prize modes do).
        <div className="chip-row game-grid-widget__types" role="group" aria-label={t('games_types_of_vendor')}>
          {types.map((type) => (
            <button key={type.gameType} type="button" className="chip" aria-pressed={type.gameType === gameType} onClick={() => type.gameType !== gameType && chooseType(type.gameType)}>
              {t(`games_type_${type.gameType.toLowerCase()}`, { defaultValue: type.displayName || type.gameType })}
            </button>
          ))}
        </div>
      )}
      {vassalage ? (
        <GameGridView key={`${vassalage}|${gameType ?? ''}`} query={query} searchable={props.searchable ?? true} openIn={props.openIn ?? 'page'} label={title} tileLevel={props.title ? level + 1 : level} />
      ) : vendorPhase === 'ready' || vendorPhase === 'failed' ? (
        <p className="game-state">{t('games_no_vendor')}</p>
      ) : (
        <div className="game-grid" role="status" aria-label={t('games_loading')}>
          {Array.from({ length: FIRST_VIEW_COUNT }, (_, index) => <GameTileSkeleton key={index} />)}
        </div>
      )}
    </section>
  );
}
