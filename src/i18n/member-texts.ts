import type { Translator } from './translator';

let loading: Promise<void> | undefined;

/** The screens a first visit may open on: they carry only the first page's texts. Every other screen waits for the member texts. */
export const SCREENS_WITHOUT_MEMBER_TEXTS: ReadonlySet<string> = new Set(['screens/home', 'screens/maintenance', 'screens/restricted']);

/**
 * The member centre's EN texts (tables, filters, forms) are a chunk of their own: a visitor's first
 * page does not carry them. TY ships them inside its own lazily loaded bundle.
 */
export function ensureMemberTexts(instance: Translator): Promise<void> {
  if (instance.exists('data_retry', { lng: 'en' })) return Promise.resolve();
  loading ??= import('./locales/member-en').then(({ memberEn }) => {
    instance.addTexts('en', memberEn, { overwrite: false });
  });
  return loading;
}
