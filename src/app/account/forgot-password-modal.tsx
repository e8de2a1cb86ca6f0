import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useFormValues } from './use-form-values';
import type { FormValues } from '@/renderer/form/field-rules';
import { usePlatformStore } from '@/stores/platform-store';
import { useUiStore } from '@/stores/ui-store';
import { loadApi } from '@/stores/lazy-api';
import type { ModalProps } from '../overlays/modal-props';
import { Overlay } from '../overlays/overlay';
import { AccountFormContext, type AccountFormContextValue } from './account-form-context';
import { failureOf } from './api-failure';
import { FormTabs } from './form-tabs';
import { AccountSchemaForm } from './account-schema-form';
import { sendSmsCode } from './send-sms';
import { useBotCheck } from './use-bot-check';
import { completeLogin } from './session-actions';
import { useFormDocument } from './use-form-document';
import { useRegisterSettings } from './use-register-settings';
import './account.css';

const TABS = [
  { id: 'email', label: 'forgot_tab_email', fields: [] },
  { id: 'phone', label: 'forgot_tab_phone', fields: [] },
];

/**
 * Forgot password (spec §4, §5): by email (form-encoded; a confirmation, then closed) and, with
 * CHNGPASSVERIF3, by phone (mobile, SMS code, new password; resets, logs in, goes to /).
 */
export default function ForgotPasswordModal({ close }: ModalProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const byPhoneEnabled = usePlatformStore((s) => s.flags['CHNGPASSVERIF3'] === true);
  const settings = useRegisterSettings();
  const emailDocument = useFormDocument('forms/forgot-password-email', settings);
  const phoneDocument = useFormDocument('forms/forgot-password-phone', settings);
  const withLoader = useUiStore((s) => s.withLoader);
  const [tabId, setTabId] = useState('email');
  const { values, fieldErrors, setFieldErrors, changeValues } = useFormValues({});
  const [message, setMessage] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const byPhone = byPhoneEnabled && tabId === 'phone';
  const document = byPhone ? phoneDocument : emailDocument;
  const form = document.state === 'ready' && settings !== undefined ? document.resolved : undefined;

  // spec §3: every SMS code request carries a passed bot check's geetest fields when the platform asks for one.
  const botCheck = useBotCheck();
  const sendSms = useCallback(
    (current: FormValues) => (form ? sendSmsCode(current, { form, purpose: 'login', t, showFieldErrors: setFieldErrors, passBotCheck: botCheck.pass }) : Promise.resolve(undefined)),
    [form, t, setFieldErrors, botCheck.pass],
  );
  const context = useMemo((): AccountFormContextValue => ({ sendSms, captchaKey: 0 }), [sendSms]);

  const submit = async (submitted: Record<string, string>) => {
    setMessage(undefined);
    setBusy(true);
    const ui = useUiStore.getState();
    try {
      const api = await loadApi();
      if (byPhone) {
        const request = { mobileNum: submitted['mobileNum'] ?? '', verificationCode: submitted['verificationCode'] ?? '', newPassword: submitted['newPassword'] ?? '' };
        const result = await withLoader(api.setPasswordByPhone(request));
        if (result) await completeLogin(result, 'phoneReset');
        close();
        navigate('/');
      } else {
        await withLoader(api.forgotPasswordByEmail({ username: submitted['username'] ?? '', email: submitted['email'] ?? '' }));
        close();
        void ui.showDialog({ title: 'forgot_title', text: 'forgot_email_sent' });
      }
    } catch (error) {
      const failure = failureOf(error, t);
      setMessage(failure.text);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Overlay title={t('forgot_title')} onClose={close} size="small">
      <FormTabs tabs={byPhoneEnabled ? TABS : []} current={tabId} onSelect={(id) => { setTabId(id); setMessage(undefined); setFieldErrors({}); }} t={t} label={t('forgot_title')} />
      {!form ? (
        document.state === 'failed' ? <p role="alert">{t('err_unknown')}</p> : <div className="schema-loading" aria-busy="true" />
      ) : (
        <AccountFormContext.Provider value={context}>
          {botCheck.puzzle}
          <AccountSchemaForm
            key={form.id}
            form={form}
            values={values}
            onChange={changeValues}
            onSubmit={(submitted) => void submit(submitted)}
            serverErrors={fieldErrors}
            idPrefix={`forgot-${tabId}`}
            disabled={busy}
            message={message}
          >
            <div className="account-actions">
              <button type="submit" className="button button--primary" disabled={busy}>
                {t(form.submitLabel ?? 'forgot_email_submit')}
              </button>
            </div>
          </AccountSchemaForm>
        </AccountFormContext.Provider>
      )}
    </Overlay>
  );
}
