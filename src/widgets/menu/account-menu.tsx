import { useTranslation } from '@/i18n/use-translation';
import type { ResolvedMenuItem } from '@/schema/resolved';
import { useRunAction } from '@/renderer/action-context';
import { nodeAttributes } from '@/renderer/define-widget';
import { useSessionStore } from '@/stores/session-store';
import { Icon } from '../frame-kit/icon';
import { LOOK_CLASS } from './button-menu';
import type { MenuVariantProps } from './variant-props';

/**
 * A member's account menu (`account`, spec §2): the items under the account name; an item with
 * `placement: beside` (sign out) stands beside the name instead (last in the menu on phones), and
 * items with `quick` are also buttons beside the menu (deposit, withdraw).
 */
export function AccountMenu({ items, nodeId }: MenuVariantProps) {
  const { t } = useTranslation();
  const runAction = useRunAction();
  const accountName = useSessionStore((s) => s.account) ?? '';
  const beside = items.filter((item) => item.placement === 'beside');
  const listed = items.filter((item) => item.placement !== 'beside');
  const run = (item: ResolvedMenuItem) => item.action && runAction(item.action);
  const closeThenRun = (event: { currentTarget: HTMLElement }, item: ResolvedMenuItem) => {
    event.currentTarget.closest('details')?.removeAttribute('open');
    run(item);
  };
  return (
    <div {...nodeAttributes(nodeId)} className="menu--contents">
      <details className="header-account__menu">
        <summary className="header-account__name" aria-label={`${t('acct_menu')}: ${accountName}`}>
          <Icon name="user" size={18} />
          <span>{accountName}</span>
        </summary>
        {listed.length + beside.length > 0 && (
          <ul aria-label={t('acct_menu')}>
            {/* A `beside` item's node id is on its button beside the name; here it is the phone's copy, last. */}
            {[...listed, ...beside].map((item) => {
              const isBeside = item.placement === 'beside';
              return (
                <li key={item.id} {...(isBeside ? { className: 'header-account__menu-sign-out' } : { 'data-node-id': item.id })}>
                  <button type="button" onClick={(event) => closeThenRun(event, item)}>
                    {t(item.label)}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </details>
      {beside.map((item) => (
        <button key={item.id} type="button" className="button button--ghost header-account__sign-out" data-node-id={item.id} onClick={() => run(item)}>
          {t(item.label)}
        </button>
      ))}
      <div className="header-account__quick">
        {listed.map((item) =>
          item.quick ? (
            <button key={item.id} type="button" className={LOOK_CLASS[item.quick]} onClick={() => run(item)}>
              {t(item.label)}
            </button>
          ) : null,
        )}
      </div>
    </div>
  );
}
