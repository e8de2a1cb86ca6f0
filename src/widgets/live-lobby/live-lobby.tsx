import { useMemo, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { nodeAttributes, type WidgetProps } from '@/renderer/define-widget';
import { useRunAction } from '@/renderer/action-context';
import { selectCategoryCards, useVendorStore } from '@/stores/vendor-store';
import { GameGridView } from '../game-kit/game-grid-view';
import { Heading, useHeadingLevel } from '@/renderer/heading-level';
import { VendorCardButton, vendorCardAction } from '../game-kit/vendor-card';
import { LIVE_GAME_TYPES, LIVE_TYPE_SEARCH, liveTypeLabelKey, type LiveGameType } from './live-types';
import type { LiveLobbyProps } from './props';

const ALL = 'ALL' as const;
/**
 * Cards kept in place while the vendor list is on its way, so the tables below do not jump down when it arrives
 * (issue 37: 0.58 CLS on a phone). About as many as a merchant's live studios; a different count moves less.
 */
const WAITING_CARDS = 6;
const selectLiveCards = selectCategoryCards('LIVE');

export default function LiveLobby({ props, nodeId }: WidgetProps<LiveLobbyProps>) {
  const { t } = useTranslation();
  const level = useHeadingLevel(2);
  const runAction = useRunAction();
  const vendors = useVendorStore(selectLiveCards);
  const vendorsComing = useVendorStore((state) => state.phase === 'idle' || state.phase === 'loading');
  const types: readonly LiveGameType[] = props.types ?? LIVE_GAME_TYPES;
  const [type, setType] = useState<LiveGameType | typeof ALL>(ALL);
  const query = useMemo(() => ({ vassalage: '', gameType: 'LIVE' }), []);
  const headingId = `${nodeId}-tables`;
  return (
    <div {...nodeAttributes(nodeId)} className="lobby live-lobby">
      {(props.showVendors ?? true) && vendors.length === 0 && vendorsComing && (
        <ul className="lobby-cards" aria-hidden="true">
          {Array.from({ length: WAITING_CARDS }, (_, index) => (
            <li key={index}>
              <span className="lobby-card lobby-card--waiting">
                <span className="lobby-card__logo" />
                <span className="lobby-card__title">{'\u00a0'}</span>
                <span className="lobby-card__meta">{'\u00a0'}</span>
                <span className="lobby-card__cta">{'\u00a0'}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
      {(props.showVendors ?? true) && vendors.length > 0 && (
        <section className="lobby" aria-label={t('games_live_vendors')}>
          <ul className="lobby-cards">
            {vendors.map((card) => (
              <li key={card.vassalage}>
                <VendorCardButton card={card} caption={t('games_live_vendor_caption')} onChoose={() => runAction(vendorCardAction(card, 'LIVE'))} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <section className="lobby" aria-labelledby={headingId}>
        <Heading level={level} id={headingId} className="lobby-heading">{t(props.title ?? 'games_live_tables')}</Heading>
        <div className="chip-row" role="group" aria-label={t('games_live_types')}>
          {([ALL, ...types] as const).map((code: LiveGameType | typeof ALL) => (
            <button key={code} type="button" className="chip" aria-pressed={type === code} onClick={() => setType(code)}>
              {code === ALL ? t('games_live_all') : t(liveTypeLabelKey(code))}
            </button>
          ))}
        </div>
        <GameGridView
          key={type}
          query={query}
          label={type === ALL ? t('games_live_tables') : t(liveTypeLabelKey(type))}
          tileLevel={level + 1}
          {...(type === ALL ? {} : { gameName: LIVE_TYPE_SEARCH[type] })}
        />
      </section>
    </div>
  );
}
