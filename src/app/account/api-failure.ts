import { isApiError } from '@/api/errors/api-error';
import type { ErrorKey } from '@/i18n/locales/errors-en';

export interface Failure {
  /** spec §8 text: the catalogue message, or the platform's own message for codes it does not list. */
  text: string;
  /** The form field the platform blamed, if any (e.g. `{field: "username"}`). */
  field?: string | undefined;
}

/** One place that turns a rejected call into what the form shows; never throws. */
export function failureOf(error: unknown, t: (key: string) => string): Failure {
  if (!isApiError(error)) {
    console.error('[croupier account]', error);
    return { text: t('err_unknown' satisfies ErrorKey) };
  }
  const text = error.messageKey === 'err_unknown' && error.serverMessage ? error.serverMessage : t(error.messageKey);
  const value = error.value;
  const field = typeof value === 'object' && value !== null && 'field' in value && typeof value.field === 'string' ? value.field : undefined;
  return { text, field };
}
