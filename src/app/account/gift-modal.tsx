import { useTranslation } from '@/i18n/use-translation';
import { useRunAction } from '@/renderer/action-context';
import { useSessionStore } from '@/stores/session-store';
import { useUiStore } from '@/stores/ui-store';
import { dismissGift } from '@/stores/gift';
import type { ModalProps } from '../overlays/modal-props';
import { Overlay } from '../overlays/overlay';

/** The gift popup: its button leads to register (logged out) or the referral page (logged in). */
export default function GiftModal({ close }: ModalProps) {
  const { t } = useTranslation();
  const runAction = useRunAction();
  const loggedIn = useSessionStore((s) => s.token !== null);
  const dismiss = () => {
    dismissGift(loggedIn);
    close();
  };
  const claim = () => {
    dismiss();
    if (loggedIn) runAction({ type: 'memberCenter', page: 'referral' });
    else useUiStore.getState().openModal('register');
  };
  return (
    <Overlay title={t('gift_title')} onClose={dismiss} size="small">
      <div className="gift-body">
        <p>{t(loggedIn ? 'gift_text_member' : 'gift_text_visitor')}</p>
        <button type="button" className="button button--primary" onClick={claim}>
          {t('gift_button')}
        </button>
      </div>
    </Overlay>
  );
}
