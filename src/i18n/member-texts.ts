import type { Translator } from './translator';
import { ensureAccountTexts } from './account-texts';

let loading: Promise<void> | undefined;

/** The screens a first visit may open on: they carry only the first page's texts. Every other screen waits for the member texts. */
export const SCREENS_WITHOUT_MEMBER_TEXTS: ReadonlySet<string> = new Set(['screens/home', 'screens/maintenance', 'screens/restricted']);

/** Whether the member texts are in (their EN chunk has arrived, or a language's bundle carried them). */
export function memberTextsIn(instance: Translator): boolean {
  return instance.holds('data_retry', 'en');
}

/**
 * The member centre's EN texts (tables, filters, forms) are a chunk of their own: a visitor's first
 * page does not carry them. TY ships them inside its own lazily loaded bundle. The account texts (its forms'
 * labels and rules) come with them.
 */
export function ensureMemberTexts(instance: Translator): Promise<void> {
  const account = ensureAccountTexts(instance);
  if (memberTextsIn(instance)) return account;
  loading ??= import('./locales/member-en').then(({ memberEn }) => {
    instance.addTexts('en', memberEn, { overwrite: false });
  });
  return Promise.all([loading, account]).then(() => undefined);
}
