import { validateFields, type FieldErrors } from '@/renderer/form/field-validator';
import type { FormValues, Translate } from '@/renderer/form/field-rules';
import { formPart } from '@/renderer/form/form-parts';
import type { ResolvedForm } from '@/schema/resolved';
import { loadApi } from '@/stores/lazy-api';
import { useUiStore } from '@/stores/ui-store';
import { failureOf } from './api-failure';

export type SmsPurpose = 'login' | 'register';

interface SendSmsOptions {
  form: ResolvedForm;
  purpose: SmsPurpose;
  t: Translate;
  /** Shows (or clears) the mobile number's message under its field. */
  showFieldErrors: (errors: FieldErrors) => void;
}

/**
 * Sends an SMS code (spec §4): the mobile number is validated first (spec §5) and required even
 * where the form leaves it optional; a refusal is the spec §8 warning dialog with the server's message.
 */
export async function sendSmsCode(values: FormValues, { form, purpose, t, showFieldErrors }: SendSmsOptions): Promise<number | undefined> {
  const rules = formPart(form, ['mobileNum']).rules.map((rule) => ({ ...rule, required: true }));
  const errors = validateFields(rules, values, t);
  showFieldErrors(errors);
  if (Object.keys(errors).length > 0) return undefined;
  const mobileNum = (values['mobileNum'] ?? '').trim();
  const countryDialingCode = (values['countryDialingCode'] ?? '').trim();
  try {
    const api = await loadApi();
    const sent =
      purpose === 'register'
        ? await api.sendRegisterSms({ mobileNo: mobileNum, countryDialingCode, ...(values['username'] ? { username: values['username'].trim() } : {}) })
        : await api.sendLoginSms({ mobileNum, countryDialingCode });
    return sent.expiredMinutes;
  } catch (error) {
    void useUiStore.getState().showDialog({ title: 'sms_failed_title', text: failureOf(error, t).text });
    return undefined;
  }
}
