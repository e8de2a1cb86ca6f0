import type { Translator } from './translator';
import { textChunk } from './text-chunk';

/** The account texts' bundle name (`Translator.addBundle`). */
export const ACCOUNT_TEXTS = 'account';

const accountTexts = textChunk(ACCOUNT_TEXTS, {
  en: () => import('./locales/account-en').then(({ accountEn }) => accountEn),
  ty: () => import('./locales/account-ty').then(({ accountTy }) => accountTy),
});

/** Whether the account texts are in this translator in the language it shows (their chunk has been added, or it was built with every text). */
export function accountTextsIn(instance: Translator): boolean {
  return accountTexts.isIn(instance);
}

/**
 * The account flows' texts (login, register, passwords, SMS, captcha, form rules) are a chunk of their own in each language: a
 * visitor's first page shows none of them until a modal opens. The overlay host waits for them before it shows any
 * modal, and `ensureMemberTexts` brings them with the member texts.
 */
export function ensureAccountTexts(instance: Translator): Promise<void> {
  return accountTexts.ensure(instance);
}
