import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { ResolvedMenuItem } from '@/schema/resolved';
import { useRunAction } from '@/renderer/action-context';
import { nodeAttributes } from '@/renderer/define-widget';
import { isAllowedUrl, isContactUrl } from '@/schema/url-policy';
import { usePlatformStore } from '@/stores/platform-store';
import { Icon } from '../frame-kit/icon';
import type { MenuVariantProps } from './variant-props';

const ResourceQr = lazy(() => import('./resource-qr'));

function ResourceItem({ item, qrSize }: { item: ResolvedMenuItem; qrSize: number }) {
  const { t } = useTranslation();
  const runAction = useRunAction();
  const [open, setOpen] = useState(false);
  const resource = usePlatformStore((s) => s.resourceLinks.find((r) => r.resourceType === item.resource));
  // Platform links go through the URL policy: a refused one is not rendered (an item with an action,
  // such as customer service, keeps its button without the link).
  const refused = resource?.url ? !isContactUrl(resource.url) : false;
  const href = resource?.url && !refused ? resource.url : undefined;
  const external = href !== undefined && !href.startsWith('/');
  const qrCodeUrl = resource?.qrCodeUrl && isAllowedUrl(resource.qrCodeUrl) ? resource.qrCodeUrl : undefined;
  if (refused && !item.action) return null;
  return (
    <li data-node-id={item.id} className="side-bar__item" onMouseEnter={() => setOpen(true)} onMouseLeave={() => setOpen(false)} onFocus={() => setOpen(true)} onBlur={() => setOpen(false)}>
      <a
        className="side-bar__button"
        href={href ?? '#'}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t(item.label)}
        onClick={(event) => {
          if (!item.action) return;
          event.preventDefault();
          runAction(item.action);
        }}
      >
        <Icon name={item.icon ?? 'chat'} size={22} />
      </a>
      {open && (
        <div className="side-bar__popover" role="tooltip">
          <strong>{t(item.label)}</strong>
          {qrCodeUrl && !external && (
            <Suspense fallback={<div style={{ width: qrSize, height: qrSize }} />}>
              <ResourceQr value={qrCodeUrl} size={qrSize} />
            </Suspense>
          )}
          {qrCodeUrl && !external && <span className="side-bar__hint">{t('side_scan')}</span>}
        </div>
      )}
    </li>
  );
}

/** A vertical bar of resource links (`resourceBar`): the right bar (QR 100) or the floating widget (QR 90), a QR popover on hover or focus. */
export function ResourceBar({ items, nodeId, props }: MenuVariantProps) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <aside {...nodeAttributes(nodeId)} className={`side-bar side-bar--${props.position ?? 'right'}`} aria-label={props.label ? t(props.label) : undefined}>
      <ul>
        {items.map((item) => (
          <ResourceItem key={item.id} item={item} qrSize={props.qrSize ?? 100} />
        ))}
      </ul>
    </aside>
  );
}
