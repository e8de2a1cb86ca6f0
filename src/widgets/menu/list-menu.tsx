import { useTranslation } from '@/i18n/use-translation';
import { useLocation } from '@/renderer/navigation';
import { nodeAttributes } from '@/renderer/define-widget';
import { MenuView } from '@/renderer/menu-view';
import type { MenuVariantProps } from './variant-props';

/** Plain links (`list`): the items and their children. */
export function ListMenu({ items, nodeId }: MenuVariantProps) {
  const { pathname } = useLocation();
  return (
    <div {...nodeAttributes(nodeId)} className="menu-list">
      <MenuView items={items} className="menu" currentPath={pathname} />
    </div>
  );
}

/** A footer column (`column`): its label as the heading, then the links. */
export function ColumnMenu({ items, nodeId, props }: MenuVariantProps) {
  const { t } = useTranslation();
  const title = props.label ? t(props.label) : undefined;
  return (
    <nav {...nodeAttributes(nodeId)} className="site-footer__column" aria-label={title}>
      {title && <h2 className="site-footer__heading">{title}</h2>}
      <MenuView items={items} className="site-footer__list" />
    </nav>
  );
}
