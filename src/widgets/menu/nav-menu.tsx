import { useTranslation } from '@/i18n/use-translation';
import { useLocation } from '@/renderer/navigation';
import type { ResolvedMenuItem } from '@/schema/resolved';
import type { Action } from '@/schema/types';
import { imageUrl } from '@/api/cdn';
import { useRunAction } from '@/renderer/action-context';
import { nodeAttributes } from '@/renderer/define-widget';
import { usePlatformStore } from '@/stores/platform-store';
import { useVendorStore } from '@/stores/vendor-store';
import { dropdownEntries, vendorAction } from './vendor-dropdown';
import type { MenuVariantProps } from './variant-props';

function hrefOf(action: Action | undefined): string {
  return action?.type === 'navigate' ? action.to : '#';
}

function VendorDropdown({ item, labelId }: { item: ResolvedMenuItem; labelId: string }) {
  const { t } = useTranslation();
  const runAction = useRunAction();
  const categories = useVendorStore((s) => s.categories);
  const imageCdn = usePlatformStore((s) => s.cdns.image);
  const relevant = categories.filter((c) => item.vendorCategories?.includes(c.gameClassify));
  const cards = relevant.flatMap((category) => category.cards.map((card) => ({ card, category: category.gameClassify })));
  const { shown, hasMore } = dropdownEntries(cards);
  if (cards.length === 0) return null;
  return (
    <ul className="header-nav__dropdown" aria-labelledby={labelId}>
      {shown.map(({ card, category }) => (
        <li key={`${category}-${card.vassalage}`} data-vendor={card.vassalage}>
          <a
            href={category === 'RNG' ? `/rng?page=${encodeURIComponent(card.vassalage)}` : '#'}
            className="header-nav__vendor"
            onClick={(event) => {
              event.preventDefault();
              runAction(vendorAction(card, category));
            }}
          >
            {card.logo && <img src={imageUrl(imageCdn, card.logo)} alt="" width={56} height={22} loading="lazy" />}
            <span>{card.displayName || card.vassalage}</span>
          </a>
        </li>
      ))}
      {hasMore && (
        <li className="header-nav__more">
          <a href={hrefOf(item.action)} onClick={(event) => { event.preventDefault(); if (item.action) runAction(item.action); }}>{t('nav_more')}</a>
        </li>
      )}
    </ul>
  );
}

/**
 * The header navigation (`nav`, spec §2): an item bound to game categories shows only when those
 * categories have vendors, with a vendor dropdown.
 */
export function NavMenu({ items, nodeId, props }: MenuVariantProps) {
  const { t } = useTranslation();
  const runAction = useRunAction();
  const { pathname } = useLocation();
  const phase = useVendorStore((s) => s.phase);
  const categories = useVendorStore((s) => s.categories);
  const hasVendors = (item: ResolvedMenuItem) =>
    !item.vendorCategories || phase !== 'ready' || categories.some((c) => item.vendorCategories?.includes(c.gameClassify) && c.cards.length > 0);
  return (
    <nav {...nodeAttributes(nodeId)} className="site-nav" aria-label={props.label ? t(props.label) : undefined}>
      {items.length > 0 && (
        <ul className="header-nav">
          {items.filter(hasVendors).map((item) => {
            const href = hrefOf(item.action);
            const labelId = `nav-${item.id}`;
            return (
              <li key={item.id} data-node-id={item.id} className="header-nav__item">
                <a
                  id={labelId}
                  href={href}
                  className="header-nav__link"
                  aria-current={href === pathname ? 'page' : undefined}
                  onClick={(event) => {
                    event.preventDefault();
                    if (item.action) runAction(item.action);
                  }}
                >
                  {t(item.label)}
                </a>
                {item.vendorCategories && <VendorDropdown item={item} labelId={labelId} />}
              </li>
            );
          })}
        </ul>
      )}
    </nav>
  );
}
