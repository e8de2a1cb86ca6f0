import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { useLocation, useSearchParams } from '@/renderer/navigation';
import { imageUrl } from '@/api/cdn';
import { nodeAttributes, type WidgetProps } from '@/renderer/define-widget';
import { useRunAction } from '@/renderer/action-context';
import { usePlatformStore } from '@/stores/platform-store';
import { selectCategoryCards, useVendorStore } from '@/stores/vendor-store';
import { useSessionStore } from '@/stores/session-store';
import { FAVOURITES_TAB, FavouritesPanel } from './favourites-panel';
import type { VendorTabsProps } from './props';
import './vendor-tabs.css';

/** Four tabs' room: two rows on a phone, one on a computer, as most merchants' vendor lists take. */
const PLACEHOLDER_TABS = ['a', 'b', 'c', 'd'] as const;

/** Vendor tabs (spec §2): choosing one pushes `?page={vendor}`; the grid in the panel follows the URL. */
export default function VendorTabs({ props, nodeId, children }: WidgetProps<VendorTabsProps>) {
  const { t } = useTranslation();
  const runAction = useRunAction();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const category = props.category ?? 'RNG';
  const param = props.queryParam ?? 'page';
  const cards = useVendorStore(selectCategoryCards(category));
  const currentRngVendor = useVendorStore((s) => s.currentRngVendor);
  const setCurrentRngVendor = useVendorStore((s) => s.setCurrentRngVendor);
  // Until the vendor list is in, the row keeps about the room its tabs take, so the grid under it does not jump down
  // when they come (issue 37: a phone's layout shift of 0.108 on /rng, over the 0.1 of "good").
  const vendorsLoading = useVendorStore((s) => s.phase === 'idle' || s.phase === 'loading');
  const imageCdn = usePlatformStore((s) => s.cdns.image);
  const role = useSessionStore((s) => s.role);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const fromQuery = searchParams.get(param);
  const favouritesAsked = props.favouritesTab === true && fromQuery === FAVOURITES_TAB;
  // A visitor has no Favourites tab: an address that asks for it shows the login prompt in the panel.
  const showFavouritesTab = props.favouritesTab === true && role !== 'visitor';
  const entries = showFavouritesTab ? [{ vassalage: FAVOURITES_TAB, displayName: t('games_favourites_tab'), logo: undefined }, ...cards] : cards;
  const selected = favouritesAsked ? FAVOURITES_TAB : fromQuery || (category === 'RNG' ? currentRngVendor : undefined) || cards[0]?.vassalage;

  const choose = (vassalage: string) => {
    if (category === 'RNG' && vassalage !== FAVOURITES_TAB) setCurrentRngVendor(vassalage);
    runAction({ type: 'navigate', to: `${pathname}?${param}=${encodeURIComponent(vassalage)}` });
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: entries.length - 1 };
    const target = moves[event.key];
    if (target === undefined || entries.length === 0) return;
    event.preventDefault();
    const next = (target + entries.length) % entries.length;
    tabs.current[next]?.focus();
    const card = entries[next];
    if (card) choose(card.vassalage);
  };
  const panelId = `${nodeId}-panel`;
  return (
    <div {...nodeAttributes(nodeId)} className="vendor-tabs">
      <div className="vendor-tabs__list" role="tablist" aria-label={t(props.label ?? 'games_vendors')}>
        {entries.length === 0 && vendorsLoading && PLACEHOLDER_TABS.map((key) => <span key={key} className="vendor-tabs__tab vendor-tabs__tab--placeholder" aria-hidden="true" />)}
        {entries.map((card, index) => {
          const isSelected = card.vassalage === selected;
          return (
            <button
              key={card.vassalage}
              ref={(element) => { tabs.current[index] = element; }}
              id={`${nodeId}-tab-${card.vassalage}`}
              type="button"
              role="tab"
              className={card.vassalage === FAVOURITES_TAB ? 'vendor-tabs__tab vendor-tabs__tab--favourites' : 'vendor-tabs__tab'}
              aria-selected={isSelected}
              aria-controls={panelId}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => !isSelected && choose(card.vassalage)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {card.logo && <img src={imageUrl(imageCdn, card.logo)} alt="" width={40} height={16} />}
              <span>{card.displayName || card.vassalage}</span>
            </button>
          );
        })}
      </div>
      <div id={panelId} role="tabpanel" aria-labelledby={selected ? `${nodeId}-tab-${selected}` : undefined} className="vendor-tabs__panel">
        {favouritesAsked ? <FavouritesPanel /> : children}
      </div>
    </div>
  );
}
