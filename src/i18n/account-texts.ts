import type { Texts, Translator } from './translator';

/** The account texts' bundle name (`Translator.addBundle`). */
export const ACCOUNT_TEXTS = 'account';

let chunk: Promise<{ accountEn: Texts }> | undefined;

/** Whether the account texts are in this translator (their EN chunk has been added, or it was built with every text). */
export function accountTextsIn(instance: Translator): boolean {
  return instance.hasBundle(ACCOUNT_TEXTS);
}

/**
 * The account flows' EN texts (login, register, passwords, SMS, captcha, form rules) are a chunk of their own: a
 * visitor's first page shows none of them until a modal opens. The overlay host waits for them before it shows any
 * modal, and `ensureMemberTexts` brings them with every other page's texts. TY ships them inside its own bundle.
 */
export function ensureAccountTexts(instance: Translator): Promise<void> {
  if (accountTextsIn(instance)) return Promise.resolve();
  chunk ??= import('./locales/account-en');
  const loading = chunk;
  return loading.then(
    ({ accountEn }) => instance.addBundle(ACCOUNT_TEXTS, 'en', accountEn),
    (error: unknown) => {
      if (chunk === loading) chunk = undefined; // a chunk that did not arrive: the next call tries again
      throw error;
    },
  );
}
