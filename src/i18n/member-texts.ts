import type { Texts, Translator } from './translator';
import { ensureAccountTexts } from './account-texts';

/** The member texts' bundle name (`Translator.addBundle`). */
export const MEMBER_TEXTS = 'member';

let chunk: Promise<{ memberEn: Texts }> | undefined;

/** The screens a first visit may open on: they carry only the first page's texts. Every other screen waits for the member texts. */
export const SCREENS_WITHOUT_MEMBER_TEXTS: ReadonlySet<string> = new Set(['screens/home', 'screens/maintenance', 'screens/restricted']);

/** Whether the member texts are in this translator (their EN chunk has been added, or it was built with every text). */
export function memberTextsIn(instance: Translator): boolean {
  return instance.hasBundle(MEMBER_TEXTS);
}

/**
 * The member centre's EN texts (tables, filters, forms) are a chunk of their own: a visitor's first
 * page does not carry them. TY ships them inside its own lazily loaded bundle. The account texts (its forms'
 * labels and rules) come with them.
 */
export function ensureMemberTexts(instance: Translator): Promise<void> {
  const account = ensureAccountTexts(instance);
  if (memberTextsIn(instance)) return account;
  chunk ??= import('./locales/member-en');
  const loading = chunk;
  const member = loading.then(
    ({ memberEn }) => instance.addBundle(MEMBER_TEXTS, 'en', memberEn),
    (error: unknown) => {
      if (chunk === loading) chunk = undefined; // a chunk that did not arrive: the next call tries again
      throw error;
    },
  );
  return Promise.all([member, account]).then(() => undefined);
}
