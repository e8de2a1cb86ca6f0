import type { Translator } from './translator';

let loading: Promise<void> | undefined;

/** Whether the account texts are in (their EN chunk has arrived, or a language's bundle carried them). */
export function accountTextsIn(instance: Translator): boolean {
  return instance.holds('account_username', 'en');
}

/**
 * The account flows' EN texts (login, register, passwords, SMS, captcha, form rules) are a chunk of their own: a
 * visitor's first page shows none of them until a modal opens. The overlay host waits for them before it shows any
 * modal, and `ensureMemberTexts` brings them with every other page's texts. TY ships them inside its own bundle.
 */
export function ensureAccountTexts(instance: Translator): Promise<void> {
  if (accountTextsIn(instance)) return Promise.resolve();
  loading ??= import('./locales/account-en').then(
    ({ accountEn }) => instance.addTexts('en', accountEn, { overwrite: false }),
    (error: unknown) => {
      loading = undefined; // a chunk that did not arrive: the next call tries again
      throw error;
    },
  );
  return loading;
}
