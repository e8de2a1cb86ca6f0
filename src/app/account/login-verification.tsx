import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { LoginResult } from '@/api/session';
import type { LoginVerificationChallenge, VerificationMethod } from '@/api/login-verification';
import { loadApi } from '@/stores/lazy-api';
import { useUiStore } from '@/stores/ui-store';
import { failureOf } from './api-failure';
import { useCountdown } from './use-countdown';
import './login-verification.css';

interface LoginVerificationProps {
  challenge: LoginVerificationChallenge;
  onVerified: (result: LoginResult) => void;
  onCancel: () => void;
}

/** What each proof asks the member to type (spec §4: phone, SMS code, bound email, bank account name, authenticator). */
const INPUT_OF: Record<VerificationMethod, { label: string; type: 'tel' | 'text' | 'email'; autoComplete: string; inputMode?: 'numeric' }> = {
  phone: { label: 'verify_answer_phone', type: 'tel', autoComplete: 'tel-national', inputMode: 'numeric' },
  smsCode: { label: 'verify_answer_sms', type: 'text', autoComplete: 'one-time-code', inputMode: 'numeric' },
  email: { label: 'verify_answer_email', type: 'email', autoComplete: 'email' },
  bankAccountName: { label: 'verify_answer_bank', type: 'text', autoComplete: 'name' },
  authenticator: { label: 'verify_answer_authenticator', type: 'text', autoComplete: 'one-time-code', inputMode: 'numeric' },
};

/**
 * The extra step of a login from an unregistered IP (spec §4): the member picks a proof, answers
 * it, and the held-back login goes on. A wrong answer keeps what was typed and says why.
 */
export function LoginVerification({ challenge, onVerified, onCancel }: LoginVerificationProps) {
  const { t } = useTranslation();
  const id = useId();
  const [method, setMethod] = useState<VerificationMethod>(challenge.methods[0] ?? 'phone');
  const [answer, setAnswer] = useState('');
  const [message, setMessage] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const { remaining, start } = useCountdown();
  const input = INPUT_OF[method];
  const hint = method === 'phone' || method === 'smsCode' ? challenge.maskedMobile : method === 'email' ? challenge.maskedEmail : undefined;

  const sendCode = async () => {
    setMessage(undefined);
    start(60);
    try {
      const api = await loadApi();
      await api.sendLoginVerificationSms(challenge.verifyToken);
    } catch (error) {
      setMessage(failureOf(error, t).text);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (answer.trim() === '') return setMessage(t('verify_answer_required'));
    setBusy(true);
    setMessage(undefined);
    try {
      const api = await loadApi();
      onVerified(await useUiStore.getState().withLoader(api.verifyLogin(challenge.verifyToken, method, answer.trim())));
    } catch (error) {
      setMessage(failureOf(error, t).text);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="login-verification" onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-title`} noValidate>
      <h3 id={`${id}-title`} className="login-verification__title">{t('verify_title')}</h3>
      <p className="account-note">{t('verify_intro')}</p>
      <fieldset className="login-verification__methods">
        <legend>{t('verify_method')}</legend>
        {challenge.methods.map((option) => (
          <label key={option} className="login-verification__method">
            <input type="radio" name={`${id}-method`} value={option} checked={method === option} onChange={() => { setMethod(option); setAnswer(''); setMessage(undefined); }} />
            {t(`verify_method_${option}`)}
          </label>
        ))}
      </fieldset>
      <label className="login-verification__answer" htmlFor={`${id}-answer`}>
        {t(input.label)}
        {hint && <span className="login-verification__hint">{t('verify_hint', { hint })}</span>}
      </label>
      <div className="login-verification__row">
        <input id={`${id}-answer`} className="login-verification__input" type={input.type} autoComplete={input.autoComplete} inputMode={input.inputMode} value={answer} onChange={(event) => setAnswer(event.target.value)} aria-invalid={message !== undefined} />
        {method === 'smsCode' && (
          <button type="button" className="button button--secondary" disabled={remaining > 0} onClick={() => void sendCode()}>
            {remaining > 0 ? t('verify_resend_in', { seconds: remaining }) : t('verify_send_code')}
          </button>
        )}
      </div>
      {message && <p className="account-message" role="alert">{message}</p>}
      <div className="account-actions">
        <button type="button" className="button button--ghost" onClick={onCancel}>{t('cancel')}</button>
        <button type="submit" className="button button--primary" disabled={busy}>{t('verify_submit')}</button>
      </div>
    </form>
  );
}
