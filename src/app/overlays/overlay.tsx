import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useDialogFocus } from '@/renderer/dialog-focus';
import { useTranslation } from '@/i18n/use-translation';
import './overlay.css';

interface OverlayProps {
  /** Visible title; also the dialog's accessible name. */
  title: string;
  onClose: () => void;
  children: ReactNode;
  size?: 'small' | 'medium' | 'large';
  role?: 'dialog' | 'alertdialog';
  /**
   * Shown as it is, without fading in: a centre a member arrived on replaces its first paint, the same picture, which
   * must not blink. (A paint fading in from opacity 0 is not a contentful paint either: Chromium ignored the first
   * paint's centre for FCP and LCP while it faded in.)
   */
  still?: boolean;
}

/**
 * The second click of a double click that opened an overlay lands on its backdrop (the overlay now covers
 * the button): that press must not close it, or a double-clicked submit loses its confirmation prompt.
 */
export const OPENING_CLICK_MS = 500;

/**
 * A modal surface: `role="dialog"` named by its title, focus moved inside on open, kept inside while it is the topmost
 * (useDialogFocus) and returned on close.
 * Escape and page-scroll locking are handled once, by the overlay host, for the whole stack.
 */
export function Overlay({ title, onClose, children, size = 'medium', role = 'dialog', still = false }: OverlayProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const openedAt = useRef(Number.POSITIVE_INFINITY);
  useEffect(() => {
    openedAt.current = performance.now();
  }, []);
  // A centre opens on its page: focus goes to that page's tab (the only one that looks selected), not to the first
  // tab, whose focus ring would make a second tab look selected.
  useDialogFocus(panel, true, (element) => element.querySelector<HTMLElement>('[aria-current="page"]') ?? element.querySelector<HTMLElement>('input, select, textarea, button:not(.overlay__close), [href]'));
  return (
    <div className={still ? 'overlay overlay--still' : 'overlay'} onMouseDown={(event) => event.target === event.currentTarget && performance.now() - openedAt.current >= OPENING_CLICK_MS && onClose()}>
      <div ref={panel} className={`overlay__panel overlay__panel--${size}`} role={role} aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <div className="overlay__head">
          <h2 id={titleId} className="overlay__title">{title}</h2>
          <button type="button" className="overlay__close" aria-label={t('close')} onClick={onClose}>×</button>
        </div>
        <div className="overlay__body">{children}</div>
      </div>
    </div>
  );
}
