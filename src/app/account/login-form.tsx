import { useCallback, useContext, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { useFormValues } from './use-form-values';
import type { FormValues } from '@/renderer/form/field-rules';
import { useUiStore } from '@/stores/ui-store';
import { loadApi } from '@/stores/lazy-api';
import { AccountFormContext, type AccountFormContextValue } from './account-form-context';
import { failureOf } from './api-failure';
import { currentTab, FormTabs } from './form-tabs';
import { AccountSchemaForm } from './account-schema-form';
import { remember, remembered } from './remember-me';
import { sendSmsCode } from './send-sms';
import { useBotCheck } from './use-bot-check';
import { completeLogin, type LoginOutcome } from './session-actions';
import { useFormDocument } from './use-form-document';
import { LoginVerification } from './login-verification';
import { SocialLoginButtons } from './social-login-buttons';
import type { LoginVerificationChallenge } from '@/api/login-verification';
import type { LoginResult } from '@/api/session';
import type { ResolvedNode } from '@/schema/resolved';
import { RenderEnvironmentContext } from '@/renderer/render-environment';
import { SchemaNode } from '@/renderer/schema-nodes';
import './account.css';

const LOGIN_LINKS: ResolvedNode = { type: 'Menu', id: 'login-links', props: { menu: 'menus/login-links', variant: 'links' }, children: [] };

export interface LoginFormProps {
  /** `inline`: one row for the header; `modal`: stacked, with the forgot-password and register links. */
  layout: 'inline' | 'modal';
  /** After a successful login (or once the forced password change has opened). */
  onLoggedIn?: (outcome: LoginOutcome) => void;
}

/**
 * The login form of spec §2 (header and popup), rendered from schemas/forms/login.json: username
 * tab, SMS tab with MOBILEVERCODELOGIN3, remember-me, captcha once the platform asks for it.
 */
export function LoginForm({ layout, onLoggedIn }: LoginFormProps) {
  const { t } = useTranslation();
  const idPrefix = `login${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const document = useFormDocument('forms/login');
  const withLoader = useUiStore((s) => s.withLoader);
  // The links under the form are menus/login-links.json (register only with DIRECTREG3): drawn where widgets can render.
  const hasEnvironment = useContext(RenderEnvironmentContext) !== null;
  const [saved] = useState(remembered);
  const [tabId, setTabId] = useState<string | undefined>(undefined);
  const { values, setValues, fieldErrors, setFieldErrors, changeValues } = useFormValues(() => ({ username: saved.username, mobileNum: saved.mobileNum }));
  const [rememberChoice, setRememberChoice] = useState(saved.username !== undefined || saved.mobileNum !== undefined);
  const [captchaShown, setCaptchaShown] = useState(false);
  const [captchaKey, setCaptchaKey] = useState(0);
  const [message, setMessage] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  /** Set when the platform holds the login back for an unregistered IP (spec §4). */
  const [verification, setVerification] = useState<LoginVerificationChallenge | undefined>();
  const typedPassword = useRef<string | undefined>(undefined);

  const form = document.state === 'ready' ? document.resolved : undefined;
  const tab = form ? currentTab(form.tabs, tabId) : undefined;
  const isSms = tab?.id === 'tab-sms';
  const fields = useMemo(() => tab?.fields.filter((name) => name !== 'captcha' || captchaShown), [tab, captchaShown]);

  // spec §3: every SMS code request carries a passed bot check's geetest fields when the platform asks for one.
  const botCheck = useBotCheck();
  const sendSms = useCallback(
    (current: FormValues) => (form ? sendSmsCode(current, { form, purpose: 'login', t, showFieldErrors: setFieldErrors, passBotCheck: botCheck.pass }) : Promise.resolve(undefined)),
    [form, t, setFieldErrors, botCheck.pass],
  );
  const context = useMemo((): AccountFormContextValue => ({ sendSms, captchaKey }), [sendSms, captchaKey]);

  const submit = async (submitted: Record<string, string>) => {
    setMessage(undefined);
    setFieldErrors({});
    setBusy(true);
    const api = await loadApi();
    const request = isSms
      ? { username: submitted['mobileNum'] ?? '', password: submitted['verificationCode'] ?? '', type: 'sms' as const }
      : { username: submitted['username'] ?? '', password: submitted['password'] ?? '', type: 'username' as const, ...(submitted['captcha'] ? { captcha: submitted['captcha'] } : {}) };
    try {
      const result = await withLoader(api.login(request));
      remember(rememberChoice, isSms ? { mobileNum: request.username } : { username: request.username });
      const outcome = await completeLogin(result, isSms ? 'sms' : 'password', isSms ? undefined : request.password);
      onLoggedIn?.(outcome);
    } catch (error) {
      const challenge = api.loginVerificationOf(error);
      if (challenge) {
        // Right credentials from a new address: one more proof, then the same after-login steps.
        remember(rememberChoice, isSms ? { mobileNum: request.username } : { username: request.username });
        typedPassword.current = isSms ? undefined : request.password;
        setVerification(challenge);
        return;
      }
      // spec §8: the loader closes, the message shows, the captcha appears when the platform asks; typing is kept.
      if (api.loginNeedsCaptcha(error)) {
        setCaptchaShown(true);
        setCaptchaKey((key) => key + 1);
        setValues((current) => ({ ...current, captcha: undefined }));
      }
      setMessage(failureOf(error, t).text);
    } finally {
      setBusy(false);
    }
  };

  const finishVerifiedLogin = async (result: LoginResult) => {
    const outcome = await completeLogin(result, isSms ? 'sms' : 'password', typedPassword.current);
    typedPassword.current = undefined;
    setVerification(undefined);
    onLoggedIn?.(outcome);
  };

  if (verification) {
    return <LoginVerification challenge={verification} onVerified={(result) => void finishVerifiedLogin(result)} onCancel={() => setVerification(undefined)} />;
  }
  if (document.state === 'loading') return <div className="schema-loading" aria-busy="true" />;
  if (!form) return <p role="alert">{t('err_unknown')}</p>;
  return (
    <AccountFormContext.Provider value={context}>
      {botCheck.puzzle}
      <div className={`login-form login-form--${layout}`}>
        <FormTabs tabs={form.tabs} current={tab?.id ?? ''} onSelect={setTabId} t={t} label={t('login_title')} />
        <AccountSchemaForm
          form={form}
          fields={fields}
          values={values}
          onChange={changeValues}
          onSubmit={(submitted) => void submit(submitted)}
          serverErrors={fieldErrors}
          idPrefix={idPrefix}
          disabled={busy}
          message={message}
        >
          <label className="account-check">
            <input type="checkbox" checked={rememberChoice} onChange={(event) => setRememberChoice(event.target.checked)} />
            {t('login_remember')}
          </label>
          <div className="account-actions">
            <button type="submit" className="button button--primary" disabled={busy}>
              {t(form.submitLabel ?? 'login_submit')}
            </button>
          </div>
          <SocialLoginButtons onLoggedIn={onLoggedIn} />
        </AccountSchemaForm>
        {layout === 'modal' && hasEnvironment && <SchemaNode node={LOGIN_LINKS} />}
      </div>
    </AccountFormContext.Provider>
  );
}
