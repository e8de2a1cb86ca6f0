import { validateFields, type FieldErrors } from '@/renderer/form/field-validator';
import type { FormValues, Translate } from '@/renderer/form/field-rules';
import { formPart } from '@/renderer/form/form-parts';
import type { ResolvedForm } from '@/schema/resolved';
import { loadApi } from '@/stores/lazy-api';
import { useUiStore } from '@/stores/ui-store';
import { ApiError } from '@/api/errors/api-error';
import { failureOf } from './api-failure';
import type { BotCheckOutcome } from './use-bot-check';

/** `reset`: a forgotten password's code, whose answer never says whether the number has an account. */
export type SmsPurpose = 'login' | 'register' | 'reset';

/** spec §4 SMS codes last this long when the platform's answer does not say (a reset for an unknown number). */
const DEFAULT_CODE_MINUTES = 5;

interface SendSmsOptions {
  form: ResolvedForm;
  purpose: SmsPurpose;
  t: Translate;
  /** Shows (or clears) the mobile number's message under its field. */
  showFieldErrors: (errors: FieldErrors) => void;
  /** The bot check every code request passes first when the platform asks for one (spec §3 geetest fields). */
  passBotCheck: () => Promise<BotCheckOutcome>;
  /**
   * Register codes through the third-party phone verification instead of the platform (spec §4);
   * that service runs its own bot check. Resolves when the code is on its way.
   */
  sendThroughPhoneAuth?: ((countryDialingCode: string, mobileNum: string) => Promise<void>) | undefined;
}

/** spec §4: a third-party code counts down one minute, whatever the platform's expiredMinutes. */
const PHONE_AUTH_CODE_MINUTES = 1;

/**
 * Sends an SMS code (spec §4): the mobile number is validated first (spec §5) and required even
 * where the form leaves it optional, then the bot check runs; a refusal is the spec §8 warning
 * dialog with the server's message. Resolves to expiredMinutes, or undefined when nothing was sent.
 */
export async function sendSmsCode(values: FormValues, { form, purpose, t, showFieldErrors, passBotCheck, sendThroughPhoneAuth }: SendSmsOptions): Promise<number | undefined> {
  const rules = formPart(form, ['mobileNum']).rules.map((rule) => ({ ...rule, required: true }));
  const errors = validateFields(rules, values, t);
  showFieldErrors(errors);
  if (Object.keys(errors).length > 0) return undefined;
  const mobileNum = (values['mobileNum'] ?? '').trim();
  const countryDialingCode = (values['countryDialingCode'] ?? '').trim();
  try {
    if (sendThroughPhoneAuth) {
      await sendThroughPhoneAuth(countryDialingCode, mobileNum);
      return PHONE_AUTH_CODE_MINUTES;
    }
    const check = await passBotCheck();
    if (!check.passed) return undefined;
    const botCheck = check.fields ? { botCheck: { ...check.fields } } : {};
    const api = await loadApi();
    const sent =
      purpose === 'register'
        ? await api.sendRegisterSms({ mobileNo: mobileNum, countryDialingCode, ...botCheck, ...(values['username'] ? { username: values['username'].trim() } : {}) })
        : await api.sendLoginSms({ mobileNum, countryDialingCode, ...botCheck });
    return sent.expiredMinutes;
  } catch (error) {
    // A reset answers an unknown number as a known one: the countdown starts, no code arrives.
    if (purpose === 'reset' && error instanceof ApiError && error.messageKey === 'err_account_not_found') return DEFAULT_CODE_MINUTES;
    void useUiStore.getState().showDialog({ title: 'sms_failed_title', text: failureOf(error, t).text });
    return undefined;
  }
}
