import { useTranslation } from 'react-i18next';
import type { ResolvedMenu } from '@/schema/resolved';
import { useRunAction } from '@/renderer/action-context';
import { Overlay } from '../overlays/overlay';
import type { ModalProps } from '../overlays/modal-registry';
import { useResolvedDocument } from '../use-resolved-document';
import { CentrePage } from './centre-page';
import './centre-overlay.css';

interface CentreOverlayProps extends ModalProps {
  menu: string;
  title: string;
  defaultPage: string;
}

/**
 * The member and agent centre overlays (spec §2): the menu document on the side, the selected
 * page highlighted, a close button; shown once its menu has loaded.
 */
export function CentreOverlay({ params, close, menu, title, defaultPage }: CentreOverlayProps) {
  const { t } = useTranslation();
  const runAction = useRunAction();
  const document = useResolvedDocument<ResolvedMenu>(menu);
  if (document.state !== 'ready') return null;
  const items = document.resolved.items;
  const page = items.some((item) => item.id === params['page']) ? params['page']! : defaultPage;
  const current = items.find((item) => item.id === page);
  return (
    <Overlay title={t(title)} size="large" onClose={close}>
      <div className="centre">
        <nav className="centre__menu" aria-label={t(title)}>
          <ul>
            {items.map((item) => (
              <li key={item.id} data-node-id={item.id}>
                <button type="button" aria-current={item.id === page ? 'page' : undefined} onClick={() => item.action && runAction(item.action)}>
                  {t(item.label)}
                  {item.badge && <span className="centre__badge">{item.badge}</span>}
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <section className="centre__page" aria-label={current ? t(current.label) : undefined}>
          <CentrePage page={page} title={current ? t(current.label) : ''} />
        </section>
      </div>
    </Overlay>
  );
}
