import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResolvedMenu, ResolvedMenuItem } from '@/schema/resolved';
import { useRunAction } from '@/renderer/action-context';
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
  const href = resource?.url || undefined;
  const external = href !== undefined && !href.startsWith('/');
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
          {resource?.qrCodeUrl && !external && (
            <Suspense fallback={<div style={{ width: qrSize, height: qrSize }} />}>
              <ResourceQr value={resource.qrCodeUrl} size={qrSize} />
            </Suspense>
          )}
          {resource?.qrCodeUrl && !external && <span className="side-bar__hint">{t('side_scan')}</span>}
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
