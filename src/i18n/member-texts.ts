import type { Translator } from './translator';
import { ensureAccountTexts } from './account-texts';
import { textChunk } from './text-chunk';

/** The member texts' bundle name (`Translator.addBundle`). */
export const MEMBER_TEXTS = 'member';

const memberTexts = textChunk(MEMBER_TEXTS, () => import('./locales/member-en').then(({ memberEn }) => memberEn));

/** The screens a first visit may open on: they carry only the first page's texts. Every other screen waits for the member texts. */
export const SCREENS_WITHOUT_MEMBER_TEXTS: ReadonlySet<string> = new Set(['screens/home', 'screens/maintenance', 'screens/restricted']);

/** Whether the member texts are in this translator (their EN chunk has been added, or it was built with every text). */
export function memberTextsIn(instance: Translator): boolean {
  return memberTexts.isIn(instance);
}

/**
 * The member centre's EN texts (tables, filters, forms) are a chunk of their own: a visitor's first
 * page does not carry them. TY ships them inside its own lazily loaded bundle. The account texts (its forms'
 * labels and rules) come with them.
 */
export function ensureMemberTexts(instance: Translator): Promise<void> {
  return Promise.all([memberTexts.ensure(instance), ensureAccountTexts(instance)]).then(() => undefined);
}
