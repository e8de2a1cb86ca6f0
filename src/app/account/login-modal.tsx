import { useTranslation } from '@/i18n/use-translation';
import { useNavigate } from '@/renderer/navigation';
import type { ModalProps } from '../overlays/modal-props';
import { Overlay } from '../overlays/overlay';
import { safeReturnPath } from '../return-path';
import { LoginForm } from './login-form';

/** The login popup (spec §2); `params.from` is where the guard sent the visitor from. */
export default function LoginModal({ params, close }: ModalProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Overlay title={t('login_title')} onClose={close} size="small">
      <LoginForm
        layout="modal"
        onLoggedIn={(outcome) => {
          close();
          // No `from`: the visitor opened the popup themselves and stays where they are.
          const from = params['from'];
          if (outcome === 'loggedIn' && from !== undefined) navigate(safeReturnPath(from));
        }}
      />
    </Overlay>
  );
}
