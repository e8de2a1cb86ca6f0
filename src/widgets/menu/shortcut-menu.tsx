import { useTranslation } from '@/i18n/use-translation';
import type { ResolvedMenuItem } from '@/schema/resolved';
import { useRunAction } from '@/renderer/action-context';
import { nodeAttributes } from '@/renderer/define-widget';
import { useQuery } from '@/renderer/data/use-query';
import { Icon } from '../frame-kit/icon';
import type { MenuVariantProps } from './variant-props';

/** The item's `badgeCount` (unread messages): the count, or 0 while it loads or when it fails. */
function useBadgeCount(item: ResolvedMenuItem): number {
  const query = useQuery(item.badgeCount);
  return item.badgeCount && query.state === 'ready' ? (query.result.count ?? 0) : 0;
}

function Shortcut({ item }: { item: ResolvedMenuItem }) {
  const { t } = useTranslation();
  const runAction = useRunAction();
  const count = useBadgeCount(item);
  const label = t(item.label);
  // The count as the badge shows it ("99+" past 99), so what is seen is in the name (WCAG 2.5.3); `count` stays the
  // exact number for copy that names it.
  const shown = count > 99 ? '99+' : String(count);
  const name = count > 0 ? t('acct_shortcut_count', { label, count, shown }) : label;
  return (
    <li data-node-id={item.id}>
      <button
        type="button"
        className={`header-shortcut${item.look ? ' header-shortcut--labelled' : ''}`}
        aria-label={name}
        onClick={() => item.action && runAction(item.action)}
      >
        <Icon name={item.icon ?? 'chat'} size={20} />
        <span className="header-shortcut__label">{label}</span>
        {/* A space between the caption and the count, so what is seen ("Platform Information 4") reads as the start of
            the button's name ("Platform Information, 4 unread"): WCAG 2.5.3, label in name. */}
        {count > 0 && ' '}
        {count > 0 && (
          <span className="header-shortcut__badge" aria-hidden="true" data-badge-count={count}>
            {shown}
          </span>
        )}
      </button>
    </li>
  );
}

/**
 * A member's shortcuts in the header (`shortcuts`): one icon button per item with its label as a caption under the
 * icon (an icon alone says nothing to many players), its `badgeCount` on the icon and in the name.
 */
export function ShortcutMenu({ items, nodeId, props }: MenuVariantProps) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <nav {...nodeAttributes(nodeId)} className="header-shortcuts" aria-label={props.label ? t(props.label) : undefined}>
      <ul>
        {items.map((item) => (
          <Shortcut key={item.id} item={item} />
        ))}
      </ul>
    </nav>
  );
}
