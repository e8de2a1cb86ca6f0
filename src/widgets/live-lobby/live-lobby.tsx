import { useMemo, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { nodeAttributes, type WidgetProps } from '@/renderer/define-widget';
import { useRunAction } from '@/renderer/action-context';
import { selectCategoryCards, useVendorStore } from '@/stores/vendor-store';
import { GameGridView } from '../game-kit/game-grid-view';
import { VendorCardButton, vendorCardAction } from '../game-kit/vendor-card';
import { LIVE_GAME_TYPES, LIVE_TYPE_SEARCH, liveTypeLabelKey, type LiveGameType } from './live-types';
import type { LiveLobbyProps } from './props';

const ALL = 'ALL' as const;
const selectLiveCards = selectCategoryCards('LIVE');

export default function LiveLobby({ props, nodeId }: WidgetProps<LiveLobbyProps>) {
  const { t } = useTranslation();
  const runAction = useRunAction();
  const vendors = useVendorStore(selectLiveCards);
  const types: readonly LiveGameType[] = props.types ?? LIVE_GAME_TYPES;
  const [type, setType] = useState<LiveGameType | typeof ALL>(ALL);
  const query = useMemo(() => ({ vassalage: '', gameType: 'LIVE' }), []);
  const headingId = `${nodeId}-tables`;
  return (
    <div {...nodeAttributes(nodeId)} className="lobby live-lobby">
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
        <h2 id={headingId} className="lobby-heading">{t(props.title ?? 'games_live_tables')}</h2>
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
          {...(type === ALL ? {} : { gameName: LIVE_TYPE_SEARCH[type] })}
        />
      </section>
    </div>
  );
}
