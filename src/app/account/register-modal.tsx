import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { useFormValues } from './use-form-values';
import type { FormValues } from '@/renderer/form/field-rules';
import { useUiStore } from '@/stores/ui-store';
import type { ModalProps } from '../overlays/modal-props';
import { Overlay } from '../overlays/overlay';
import { AccountFormContext, type AccountFormContextValue } from './account-form-context';
import { failureOf } from './api-failure';
import { currentTab, FormTabs } from './form-tabs';
import { AccountSchemaForm } from './account-schema-form';
import { affiliateCodeValid, codesFromUrl, registerMember } from './register-flow';
import { sendSmsCode } from './send-sms';
import { completeLogin } from './session-actions';
import { useFormDocument } from './use-form-document';
import { useRegisterSettings } from './use-register-settings';
import { useBotCheck } from './use-bot-check';
import { confirmVerificationText, sendVerificationText, usePhoneAuthService, type PhoneCodeSession } from './phone-verification';
import './account.css';

type AffiliateState = 'checking' | 'shown' | 'hidden';

/** The register modal (spec §2, §4, §5), rendered from schemas/forms/register.json with the server's rules. */
/** A new member is welcomed and pointed at the first deposit (the member centre's deposit page), or goes on browsing. */
async function welcome(): Promise<void> {
  const ui = useUiStore.getState();
  const answer = await ui.showDialog({
    title: 'register_done',
    text: 'register_welcome_text',
    buttons: [
      { label: 'register_welcome_later', value: 'later', variant: 'secondary' },
      { label: 'register_welcome_deposit', value: 'deposit', variant: 'primary' },
    ],
  });
  if (answer === 'deposit') useUiStore.getState().openModal('memberCenter', { page: 'depositv2' });
}

export default function RegisterModal({ close }: ModalProps) {
  const { t } = useTranslation();
  const settings = useRegisterSettings();
  const document = useFormDocument('forms/register', settings);
  const openModal = useUiStore((s) => s.openModal);
  const withLoader = useUiStore((s) => s.withLoader);
  const [urlCodes] = useState(() => codesFromUrl(window.location.search));
  const [tabId, setTabId] = useState<string | undefined>(undefined);
  const { values, fieldErrors, setFieldErrors, changeValues } = useFormValues(() => ({ affiliateCode: urlCodes.affiliateCode }));
  const [affiliate, setAffiliate] = useState<AffiliateState>(urlCodes.affiliateCode ? 'checking' : 'shown');
  const [message, setMessage] = useState<string | undefined>(undefined);
  const [captchaKey, setCaptchaKey] = useState(0);
  const [busy, setBusy] = useState(false);
  // spec §4 bot check, when the platform asks for it: before every code request and the register call.
  const botCheck = useBotCheck();
  // Codes from a third-party phone verification service when the platform configures one (spec §4).
  const phoneAuth = usePhoneAuthService();
  const phoneCode = useRef<PhoneCodeSession | undefined>(undefined);

  // spec §4: a link's affiliate code that checks out hides the field; one that fails shows it for correction.
  useEffect(() => {
    const code = urlCodes.affiliateCode;
    if (!code) return;
    let current = true;
    void affiliateCodeValid(code).then((valid) => current && setAffiliate(valid ? 'hidden' : 'shown'));
    return () => {
      current = false;
    };
  }, [urlCodes]);

  const form = document.state === 'ready' && settings !== undefined ? document.resolved : undefined;
  const tab = form ? currentTab(form.tabs, tabId) : undefined;
  const byMobile = tab?.id.startsWith('tab-mobile') === true;
  const fields = useMemo(() => {
    const names = tab?.fields ?? form?.fields.map((field) => field.name);
    return names?.filter((name) => name !== 'affiliateCode' || affiliate === 'shown');
  }, [tab, form, affiliate]);
  // In the mobile tab the number is the username: required whatever the server config says (spec §5).
  const shownForm = useMemo(() => {
    if (!form || !byMobile) return form;
    return { ...form, fields: form.fields.map((field) => (field.name === 'mobileNum' ? { ...field, required: true } : field)) };
  }, [form, byMobile]);

  const sendSms = useCallback(
    (current: FormValues) => {
      if (!shownForm) return Promise.resolve(undefined);
      const sendThroughPhoneAuth = phoneAuth
        ? async (countryDialingCode: string, mobileNum: string) => {
            phoneCode.current = await sendVerificationText(phoneAuth, countryDialingCode, mobileNum);
          }
        : undefined;
      return sendSmsCode(current, { form: shownForm, purpose: 'register', t, showFieldErrors: setFieldErrors, passBotCheck: botCheck.pass, sendThroughPhoneAuth });
    },
    [shownForm, t, setFieldErrors, botCheck.pass, phoneAuth],
  );
  const context = useMemo((): AccountFormContextValue => ({ sendSms, captchaKey, phoneAuth: phoneAuth !== undefined }), [sendSms, captchaKey, phoneAuth]);

  const submit = async (submitted: Record<string, string>) => {
    setMessage(undefined);
    setFieldErrors({});
    setBusy(true);
    try {
      const affiliateCode = submitted['affiliateCode'];
      if (affiliate === 'shown' && affiliateCode && !(await withLoader(affiliateCodeValid(affiliateCode)))) {
        // spec §8: the invitation-code error is a dialog; the form stays as typed.
        void useUiStore.getState().showDialog({ title: 'dialog_invitation_code', text: 'err_affiliate_invalid' });
        return;
      }
      // Bot check after the affiliate check, before SMS verification and the register call; cancelling keeps the form.
      const check = await botCheck.pass();
      if (!check.passed) return;
      // spec §4 "optionally verify SMS via third-party phone auth": the service's ID token replaces the code.
      const verified = phoneAuth && submitted['mobileNum'] ? await withLoader(confirmVerificationText(phoneAuth, phoneCode.current, submitted)) : undefined;
      const { verificationCode: _code, ...withoutCode } = submitted;
      const registerFields = verified ? { ...withoutCode, ...verified } : submitted;
      const payload = { ...registerFields, ...(affiliate === 'hidden' && urlCodes.affiliateCode ? { affiliateCode: urlCodes.affiliateCode } : {}), ...(urlCodes.referralCode ? { referralCode: urlCodes.referralCode } : {}) };
      const result = await withLoader(registerMember(payload, byMobile, check.fields));
      await completeLogin(result, 'register', submitted['password']);
      close();
      void welcome();
    } catch (error) {
      const failure = failureOf(error, t);
      setMessage(failure.text);
      if (failure.field && fields?.includes(failure.field)) setFieldErrors({ [failure.field]: failure.text });
      setCaptchaKey((key) => key + 1);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Overlay title={t('register_title')} onClose={close}>
      {!shownForm ? (
        document.state === 'failed' ? <p role="alert">{t('err_unknown')}</p> : <div className="schema-loading" aria-busy="true" />
      ) : (
        <AccountFormContext.Provider value={context}>
          {botCheck.puzzle}
          <FormTabs tabs={shownForm.tabs} current={tab?.id ?? ''} onSelect={setTabId} t={t} label={t('register_title')} />
          <AccountSchemaForm
            form={shownForm}
            fields={fields}
            values={values}
            onChange={changeValues}
            onSubmit={(submitted) => void submit(submitted)}
            serverErrors={fieldErrors}
            idPrefix="register"
            disabled={busy}
            message={message}
          >
            <div className="account-actions">
              <button type="submit" className="button button--primary" disabled={busy}>
                {t(shownForm.submitLabel ?? 'register_submit')}
              </button>
            </div>
          </AccountSchemaForm>
          <div className="account-links">
            <button type="button" className="account-link" onClick={() => { close(); openModal('login'); }}>
              {t('register_have_account')}
            </button>
          </div>
        </AccountFormContext.Provider>
      )}
    </Overlay>
  );
}
