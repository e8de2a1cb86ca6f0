import { useEffect, useMemo } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { useSearchParams } from '@/renderer/navigation';
import { nodeAttributes, type WidgetProps } from '@/renderer/define-widget';
import { useVendorStore } from '@/stores/vendor-store';
import { GameGridView } from '../game-kit/game-grid-view';
import { GameTileSkeleton } from '../game-kit/game-tile';
import { FIRST_VIEW_COUNT } from '../game-kit/visible-games';
import type { GameGridProps } from './props';

export default function GameGrid({ props, nodeId }: WidgetProps<GameGridProps>) {
  const { t } = useTranslation();
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

  const query = useMemo(
    () => ({
      vassalage: vassalage ?? '',
      ...(props.gameType ? { gameType: props.gameType } : {}),
      ...(props.minBet === undefined ? {} : { minBet: props.minBet }),
      ...(props.minLineNum === undefined ? {} : { minLineNum: props.minLineNum }),
    }),
    [vassalage, props.gameType, props.minBet, props.minLineNum],
  );
  const title = props.title ? t(props.title) : t('games_list_label');
  return (
    <section {...nodeAttributes(nodeId)} className="game-grid-widget" aria-label={title}>
      {props.title && <h2 className="lobby-heading">{t(props.title)}</h2>}
      {vassalage ? (
        <GameGridView key={vassalage} query={query} searchable={props.searchable ?? true} openIn={props.openIn ?? 'page'} label={title} />
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
