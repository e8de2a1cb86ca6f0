import { useEffect, useRef, type ReactNode } from 'react';

interface Props {
  /** The dialog's name (its heading's id). */
  labelledBy: string;
  describedBy?: string;
  className: string;
  /** Escape, the close button: the owner decides. */
  onClose: () => void;
  /** `alertdialog` for a confirmation. */
  role?: 'dialog' | 'alertdialog';
  /** What gets focus when it opens (else the first control). */
  initialFocus?: string;
  children: ReactNode;
}

/**
 * A modal dialog on the browser's own `<dialog>`: the page behind is inert, Tab stays inside, Escape asks the owner to
 * close, and focus goes back where it was when it closes. Shown while mounted.
 */
export function StudioDialog({ labelledBy, describedBy, className, onClose, role = 'dialog', initialFocus, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : undefined;
    if (typeof dialog.showModal === 'function' && !dialog.open) dialog.showModal();
    else dialog.setAttribute('open', '');
    const target = (initialFocus ? dialog.querySelector<HTMLElement>(initialFocus) : null) ?? dialog.querySelector<HTMLElement>('input:not([type="checkbox"]), select, textarea') ?? dialog.querySelector<HTMLElement>('button');
    target?.focus();
    const onCancel = (event: Event) => {
      event.preventDefault();
      close.current();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
      if (before?.isConnected) before.focus();
    };
    // Opened once per mount: the focus target is read then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <dialog
      ref={ref}
      className={className}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={labelledBy}
      {...(describedBy ? { 'aria-describedby': describedBy } : {})}
      onKeyDown={(event) => {
        // The studio's undo keys are for the document, not for what is typed here.
        event.stopPropagation();
        // Escape closes this dialog only (a confirmation over the panel closes alone), through the owner.
        if (event.key === 'Escape') {
          event.preventDefault();
          onClose();
        }
      }}
    >
      {children}
    </dialog>
  );
}
