import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResolvedMenu, ResolvedMenuItem } from '@/schema/resolved';
import { useRunAction } from '@/renderer/action-context';
import { isAllowedUrl, isContactUrl } from '@/schema/url-policy';
import { usePlatformStore } from '@/stores/platform-store';
import { useResolvedDocument } from '../use-resolved-document';
import { Icon } from './icon';
import './side-bar.css';

const ResourceQr = lazy(() => import('./resource-qr'));

function SideBarItem({ item, qrSize }: { item: ResolvedMenuItem; qrSize: number }) {
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

/** A vertical bar of resource links from a menu document (right bar: QR 100; floating widget: QR 90). */
export function ResourceBar({ menu, label, qrSize, className }: { menu: string; label: string; qrSize: number; className: string }) {
  const { t } = useTranslation();
  const document = useResolvedDocument<ResolvedMenu>(menu);
  if (document.state !== 'ready' || document.resolved.items.length === 0) return null;
  return (
    <aside className={`side-bar ${className}`} aria-label={t(label)}>
      <ul>
        {document.resolved.items.map((item) => (
          <SideBarItem key={item.id} item={item} qrSize={qrSize} />
        ))}
      </ul>
    </aside>
  );
}
