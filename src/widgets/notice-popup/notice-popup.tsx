import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { nodeAttributes, type WidgetProps } from '@/renderer/define-widget';
import { useQuery } from '@/renderer/data/use-query';
import { SafeHtml } from '@/renderer/safe-html';
import { useDialogFocus } from '@/renderer/dialog-focus';
import { NOTICE_POPUP_SHOWN_KEY } from '@/schema/storage-keys';
import { usePopupTurn } from '@/stores/popup-queue';
import type { NoticePopupProps } from './props';
import '../data-kit/data-kit.css';
import './notice-popup.css';

function alreadyShown(key: string): boolean {
  return globalThis.sessionStorage?.getItem(key) === '1';
}

export default function NoticePopup({ props, nodeId }: WidgetProps<NoticePopupProps>) {
  const { t } = useTranslation();
  const key = props.sessionKey ?? NOTICE_POPUP_SHOWN_KEY;
  const [open, setOpen] = useState(() => !alreadyShown(key));
  const query = useQuery(open ? props.source : undefined);
  const notice = query.state === 'ready' ? query.result.rows[0] : undefined;
  const panel = useRef<HTMLDivElement>(null);
  // One popup at a time, never over a modal (a member centre's money form): it waits its turn in the popup queue.
  const visible = usePopupTurn('notice', open && notice !== undefined);
  useEffect(() => {
    if (!visible) return;
    // Shown means seen: a reload in this session does not bring it back.
    globalThis.sessionStorage?.setItem(key, '1');
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [visible, key]);
  useDialogFocus(panel, visible, undefined, 'painted');
  if (!visible || !notice) return null;
  const titleId = `${nodeId}-title`;
  return (
    <div {...nodeAttributes(nodeId)} className="notice-popup" onClick={(event) => event.target === event.currentTarget && setOpen(false)}>
      <div ref={panel} className="notice-popup__panel" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <header className="notice-popup__head">
          <h2 id={titleId}>{String(notice['title'] ?? t('notices_popup'))}</h2>
          <button type="button" className="notice-popup__close" aria-label={t('close')} onClick={() => setOpen(false)}>×</button>
        </header>
        <SafeHtml html={String(notice['content'] ?? '')} className="notice-popup__content" headingLevel={3} />
        <button type="button" className="data-button" onClick={() => setOpen(false)}>{t('notices_got_it')}</button>
      </div>
    </div>
  );
}
