import { useEffect, useRef } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { useSearchParams } from '@/renderer/navigation';
import { useRunAction } from '@/renderer/action-context';
import { MenuBadge } from '@/renderer/data/menu-badge';
import { nodeAttributes } from '@/renderer/define-widget';
import type { MenuVariantProps } from './variant-props';

/**
 * The centre menu (`tabs`, spec §2): one button per page, the open one (`current`, or the one the URL
 * query key `currentParam` names) marked as current and, on a phone's scrolling row, kept in view.
 */
export function TabMenu({ items, nodeId, props }: MenuVariantProps) {
  const { t } = useTranslation();
  const runAction = useRunAction();
  const [search] = useSearchParams();
  const current = props.current ?? (props.currentParam ? search.get(props.currentParam) : null);
  const currentItem = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // A block body: scrollIntoView returns a promise in current Chromium, and an effect may only return a cleanup.
    void currentItem.current?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
    // Focus left on another tab (the centre opened on its default page, then the URL's page arrived) would draw a
    // second selection: it follows the open page.
    const focused = document.activeElement;
    if (focused instanceof HTMLElement && focused !== currentItem.current && focused.closest('.centre__menu') && currentItem.current?.closest('.centre__menu') === focused.closest('.centre__menu')) currentItem.current.focus();
  }, [current]);
  return (
    <nav {...nodeAttributes(nodeId)} className="centre__menu" aria-label={props.label ? t(props.label) : undefined}>
      <ul>
        {items.map((item) => (
          <li key={item.id} data-node-id={item.id}>
            <button type="button" ref={item.id === current ? currentItem : undefined} aria-current={item.id === current ? 'page' : undefined} onClick={() => item.action && runAction(item.action)}>
              {t(item.label)}
              <MenuBadge item={item} />
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
