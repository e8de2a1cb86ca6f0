import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { useNavigate } from '@/renderer/navigation';
import { useFormValues } from './use-form-values';
import type { FormValues } from '@/renderer/form/field-rules';
import { ApiError } from '@/api/errors/api-error';
import { useUiStore } from '@/stores/ui-store';
import { loadApi } from '@/stores/lazy-api';
import type { ModalProps } from '../overlays/modal-props';
import { Overlay } from '../overlays/overlay';
import { AccountFormContext, type AccountFormContextValue } from './account-form-context';
import { failureOf } from './api-failure';
import { currentTab, FormTabs } from './form-tabs';
import { AccountSchemaForm } from './account-schema-form';
import { sendSmsCode } from './send-sms';
import { useBotCheck } from './use-bot-check';
import { completeLogin } from './session-actions';
import { useFormDocument } from './use-form-document';
import { useRegisterSettings } from './use-register-settings';
import './account.css';

/**
 * Forgot password (spec §4, §5) from `forms/forgot-password.json`: its tabs and their conditions are
 * data (the phone tab shows only with CHNGPASSVERIF3, which the document says, not this code). A tab
 * that asks the mobile number resets by phone (mobile, SMS code, new password; resets, logs in, goes
 * to /); any other sends the email link (form-encoded; a confirmation, then closed).
 */
export default function ForgotPasswordModal({ close }: ModalProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const settings = useRegisterSettings();
  const document = useFormDocument('forms/forgot-password', settings);
  const withLoader = useUiStore((s) => s.withLoader);
  const [tabId, setTabId] = useState<string | undefined>(undefined);
  const { values, fieldErrors, setFieldErrors, changeValues } = useFormValues({});
  const [message, setMessage] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const form = document.state === 'ready' && settings !== undefined ? document.resolved : undefined;
  const tab = form ? currentTab(form.tabs, tabId) : undefined;
  const fields = useMemo(() => tab?.fields ?? form?.fields.map((field) => field.name), [tab, form]);
  const byPhone = fields?.includes('mobileNum') === true;

  // spec §3: every SMS code request carries a passed bot check's geetest fields when the platform asks for one.
  const botCheck = useBotCheck();
  const sendSms = useCallback(
    (current: FormValues) => (form ? sendSmsCode(current, { form, purpose: 'reset', t, showFieldErrors: setFieldErrors, passBotCheck: botCheck.pass }) : Promise.resolve(undefined)),
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
        try {
          await withLoader(api.forgotPasswordByEmail({ username: submitted['username'] ?? '', email: submitted['email'] ?? '' }));
        } catch (error) {
          // The answer never says whether the account exists: "no such username/email" reads as sent.
          if (!(error instanceof ApiError && error.messageKey === 'err_account_not_found')) throw error;
        }
        close();
        await ui.showDialog({ title: 'forgot_email_sent_title', text: 'forgot_email_sent', buttons: [{ label: 'forgot_back_to_login', value: 'login', variant: 'primary' }] });
        ui.openModal('login');
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
      <FormTabs tabs={form?.tabs ?? []} current={tab?.id ?? ''} onSelect={(id) => { setTabId(id); setMessage(undefined); setFieldErrors({}); }} t={t} label={t('forgot_title')} />
      {!form ? (
        document.state === 'failed' ? <p role="alert">{t('err_unknown')}</p> : <div className="schema-loading" aria-busy="true" />
      ) : (
        <AccountFormContext.Provider value={context}>
          {botCheck.puzzle}
          <AccountSchemaForm
            key={tab?.id ?? form.id}
            form={form}
            fields={fields}
            values={values}
            onChange={changeValues}
            onSubmit={(submitted) => void submit(submitted)}
            serverErrors={fieldErrors}
            idPrefix={`forgot-${tab?.id ?? form.id}`}
            disabled={busy}
            message={message}
          >
            <div className="account-actions">
              <button type="submit" className="button button--primary" disabled={busy}>
                {t(tab?.submitLabel ?? form.submitLabel ?? 'forgot_email_submit')}
              </button>
            </div>
          </AccountSchemaForm>
          <div className="account-links">
            <button type="button" className="account-link" onClick={() => { close(); useUiStore.getState().openModal('login'); }}>
              {t('forgot_back_to_login')}
            </button>
          </div>
        </AccountFormContext.Provider>
      )}
    </Overlay>
  );
}
