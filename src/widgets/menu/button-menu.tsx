import { useTranslation } from '@/i18n/use-translation';
import type { MenuItemLook } from '@/schema/types';
import { useRunAction } from '@/renderer/action-context';
import { nodeAttributes } from '@/renderer/define-widget';
import type { MenuVariantProps } from './variant-props';

/** Ghost and link buttons are the optional ones: phones leave them out of the header. */
export const LOOK_CLASS: Record<MenuItemLook, string> = {
  primary: 'button button--primary',
  secondary: 'button button--secondary',
  ghost: 'button button--ghost header-account__free',
  link: 'header-account__link',
};

/** One button per item in its `look` (`buttons`): the visitor's log in, register, forgot password, free play. */
export function ButtonMenu({ items, nodeId }: MenuVariantProps) {
  const { t } = useTranslation();
  const runAction = useRunAction();
  return (
    <div {...nodeAttributes(nodeId)} className="menu--contents">
      {items.map((item) => (
        <button key={item.id} type="button" data-node-id={item.id} className={LOOK_CLASS[item.look ?? 'secondary']} onClick={() => item.action && runAction(item.action)}>
          {t(item.label)}
        </button>
      ))}
    </div>
  );
}

/** A row of text buttons (`links`): the login popup's forgot-password and register links. */
export function LinkMenu({ items, nodeId }: MenuVariantProps) {
  const { t } = useTranslation();
  const runAction = useRunAction();
  return (
    <div {...nodeAttributes(nodeId)} className="account-links">
      {items.map((item) => (
        <button key={item.id} type="button" data-node-id={item.id} className="account-link" onClick={() => item.action && runAction(item.action)}>
          {t(item.label)}
        </button>
      ))}
    </div>
  );
}
