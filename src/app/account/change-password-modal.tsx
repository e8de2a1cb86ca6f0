import { useMemo, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { useNavigate } from '@/renderer/navigation';
import type { FormValues } from '@/renderer/form/field-rules';
import type { FieldErrors } from '@/renderer/form/field-validator';
import { useUiStore } from '@/stores/ui-store';
import { loadApi } from '@/stores/lazy-api';
import type { ModalProps } from '../overlays/modal-props';
import { Overlay } from '../overlays/overlay';
import { failureOf } from './api-failure';
import { AccountSchemaForm } from './account-schema-form';
import { isDefaultPassword, knownPassword as justTypedPassword, logout } from './session-actions';
import { useFormDocument } from './use-form-document';
import { useRegisterSettings } from './use-register-settings';
import './account.css';

/**
 * Change password (spec §4, §5), forced (`params.forced`, after a first or expired-password login)
 * or voluntary. The old password is asked for unless the login just typed it. Afterwards the
 * platform ends every session: the member logs in again from '/'.
 */
export default function ChangePasswordModal({ params, close }: ModalProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const forced = params['forced'] === '1';
  const knownPassword = forced ? justTypedPassword() : undefined;
  const settings = useRegisterSettings();
  const document = useFormDocument('forms/change-password', settings);
  const withLoader = useUiStore((s) => s.withLoader);
  const [values, setValues] = useState<FormValues>({});
  const [message, setMessage] = useState<string | undefined>(undefined);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const form = document.state === 'ready' && settings !== undefined ? document.resolved : undefined;
  const fields = useMemo(() => form?.fields.map((field) => field.name).filter((name) => name !== 'oldPassword' || knownPassword === undefined), [form, knownPassword]);

  const goHome = () => navigate('/');
  // A forced change can't be skipped: closing it ends the session it was guarding.
  const onClose = forced ? () => void logout(goHome) : close;

  const submit = async (submitted: Record<string, string>) => {
    setMessage(undefined);
    setFieldErrors({});
    // The default password is what the forced change exists to replace (spec §9).
    if (isDefaultPassword(submitted['newPassword'])) {
      setFieldErrors({ newPassword: t('change_password_not_default') });
      return;
    }
    setBusy(true);
    try {
      const api = await loadApi();
      const oldPassword = knownPassword ?? submitted['oldPassword'] ?? '';
      await withLoader(api.changePassword({ oldPassword, newPassword: submitted['newPassword'] ?? '', confirmNewPassword: submitted['confirmNewPassword'] ?? '' }));
      await logout(goHome);
      const ui = useUiStore.getState();
      await ui.showDialog({ title: 'change_password_title', text: 'change_password_done' });
      ui.openModal('login');
    } catch (error) {
      setMessage(failureOf(error, t).text);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Overlay title={t('change_password_title')} onClose={onClose} size="small">
      {forced && <p className="account-note">{t('change_password_forced')}</p>}
      {!form ? (
        document.state === 'failed' ? <p role="alert">{t('err_unknown')}</p> : <div className="schema-loading" aria-busy="true" />
      ) : (
        <AccountSchemaForm form={form} fields={fields} values={values} onChange={setValues} onSubmit={(submitted) => void submit(submitted)} serverErrors={fieldErrors} idPrefix="change-password" disabled={busy} message={message}>
          <div className="account-actions">
            <button type="submit" className="button button--primary" disabled={busy}>
              {t(form.submitLabel ?? 'change_password_submit')}
            </button>
          </div>
        </AccountSchemaForm>
      )}
    </Overlay>
  );
}
