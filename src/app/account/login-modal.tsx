import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { ModalProps } from '../overlays/modal-props';
import { Overlay } from '../overlays/overlay';
import { LoginForm } from './login-form';

/** Paths we return to after login: same-site only (`from` arrives in a URL). */
function safeReturnPath(from: string | undefined): string | undefined {
  return from && from.startsWith('/') && !from.startsWith('//') ? from : undefined;
}

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
          const back = safeReturnPath(params['from']);
          if (outcome === 'loggedIn' && back) navigate(back);
        }}
      />
    </Overlay>
  );
}
