import { useTranslation } from '@/i18n/use-translation';
import type { ResolvedMenuItem } from '@/schema/resolved';
import type { Action } from '@/schema/types';
import { useRunAction } from './action-context';
import { MenuBadge } from './data/menu-badge';

function hrefOf(action: Action | undefined): string | undefined {
  if (action?.type === 'navigate') return action.to;
  if (action?.type === 'external') return action.url;
  return undefined;
}

interface MenuViewProps {
  items: readonly ResolvedMenuItem[];
  className: string;
  /** Path of the current page, to mark the active item for assistive tech and styling. */
  currentPath?: string;
}

/** Renders a resolved menu document as a list of links/buttons; every item carries its `data-node-id`. */
export function MenuView({ items, className, currentPath }: MenuViewProps) {
  const { t } = useTranslation();
  const runAction = useRunAction();
  return (
    <ul className={className}>
      {items.map((item) => {
        const href = hrefOf(item.action);
        const current = href !== undefined && href === currentPath;
        return (
          <li key={item.id} data-node-id={item.id} className={`${className}__item`}>
            <a
              href={href ?? '#'}
              className={`${className}__link`}
              aria-current={current ? 'page' : undefined}
              target={item.action?.type === 'external' ? '_blank' : undefined}
              rel={item.action?.type === 'external' ? 'noopener noreferrer' : undefined}
              onClick={(event) => {
                if (!item.action) return;
                // External links also go through the dispatcher: gates and the URL policy apply to them too.
                event.preventDefault();
                runAction(item.action);
              }}
            >
              {t(item.label)}
              {item.badgeCount ? <MenuBadge item={item} /> : item.badge && <span className={`${className}__badge`}>{t(item.badge)}</span>}
            </a>
            {item.children.length > 0 && <MenuView items={item.children} className={`${className}-sub`} {...(currentPath ? { currentPath } : {})} />}
          </li>
        );
      })}
    </ul>
  );
}
