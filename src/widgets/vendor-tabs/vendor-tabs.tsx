import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { useLocation, useSearchParams } from '@/renderer/navigation';
import { imageUrl } from '@/api/cdn';
import { nodeAttributes, type WidgetProps } from '@/renderer/define-widget';
import { useRunAction } from '@/renderer/action-context';
import { usePlatformStore } from '@/stores/platform-store';
import { selectCategoryCards, useVendorStore } from '@/stores/vendor-store';
import type { VendorTabsProps } from './props';
import './vendor-tabs.css';

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
  const imageCdn = usePlatformStore((s) => s.cdns.image);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const selected = searchParams.get(param) || (category === 'RNG' ? currentRngVendor : undefined) || cards[0]?.vassalage;

  const choose = (vassalage: string) => {
    if (category === 'RNG') setCurrentRngVendor(vassalage);
    runAction({ type: 'navigate', to: `${pathname}?${param}=${encodeURIComponent(vassalage)}` });
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: cards.length - 1 };
    const target = moves[event.key];
    if (target === undefined || cards.length === 0) return;
    event.preventDefault();
    const next = (target + cards.length) % cards.length;
    tabs.current[next]?.focus();
    const card = cards[next];
    if (card) choose(card.vassalage);
  };
  const panelId = `${nodeId}-panel`;
  return (
    <div {...nodeAttributes(nodeId)} className="vendor-tabs">
      <div className="vendor-tabs__list" role="tablist" aria-label={t(props.label ?? 'games_vendors')}>
        {cards.map((card, index) => {
          const isSelected = card.vassalage === selected;
          return (
            <button
              key={card.vassalage}
              ref={(element) => { tabs.current[index] = element; }}
              id={`${nodeId}-tab-${card.vassalage}`}
              type="button"
              role="tab"
              className="vendor-tabs__tab"
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
        {children}
      </div>
    </div>
  );
}
