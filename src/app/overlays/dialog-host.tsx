import { useTranslation } from '@/i18n/use-translation';
import { useUiStore } from '@/stores/ui-store';
import { Overlay } from './overlay';

/** Renders the dialog service's stack (spec §9: one global dialog; title, text, buttons, optional auto-close). */
export function DialogHost() {
  const { t } = useTranslation();
  const dialogs = useUiStore((s) => s.dialogs);
  const closeDialog = useUiStore((s) => s.closeDialog);
  return (
    <>
      {dialogs.map((dialog) => (
        <Overlay key={dialog.id} title={t(dialog.title)} size="small" role="alertdialog" onClose={() => closeDialog(dialog.id, 'dismiss')}>
          <p className="dialog__text">{t(dialog.text, dialog.params)}</p>
          <div className="dialog__buttons">
            {dialog.buttons.map((button) => (
              <button key={button.value} type="button" className={`button button--${button.variant ?? 'secondary'}`} onClick={() => closeDialog(dialog.id, button.value)}>
                {t(button.label)}
              </button>
            ))}
          </div>
        </Overlay>
      ))}
    </>
  );
}
