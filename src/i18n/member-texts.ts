import type { Translator } from './translator';
import { ensureAccountTexts } from './account-texts';
import { textChunk } from './text-chunk';

/** The member texts' bundle name (`Translator.addBundle`). */
export const MEMBER_TEXTS = 'member';

const memberTexts = textChunk(MEMBER_TEXTS, {
  en: () => import('./locales/member-en').then(({ memberEn }) => memberEn),
  ty: () => import('./locales/member-ty').then(({ memberTy }) => memberTy),
});

/**
 * Whether a screen that names these texts (`textKeysNamedIn` its resolved document) waits for the member texts: they
 * are not in yet and one of the texts is not among those the translator holds in the language it shows (the first
 * page's, the operator's copy; not EN's for a TY page, which would show an EN copy of a member text in TY).
 * A game lobby names only the first page's texts and shows without them (issue 37: 9 KB gzip less on its first load);
 * a screen whose widgets draw member texts from their own code waits in those widgets (`useMemberTexts`), not here.
 */
export function waitsForMemberTexts(instance: Translator, named: ReadonlySet<string>): boolean {
  if (memberTextsIn(instance)) return false;
  for (const key of named) if (!instance.holds(key)) return true;
  return false;
}

/** Whether the member texts are in this translator in the language it shows (their chunk has been added, or it was built with every text). */
export function memberTextsIn(instance: Translator): boolean {
  return memberTexts.isIn(instance);
}

/**
 * The member centre's texts (tables, filters, forms) are a chunk of their own in each language: a visitor's first
 * page does not carry them. The account texts (its forms' labels and rules) come with them.
 */
export function ensureMemberTexts(instance: Translator): Promise<void> {
  return Promise.all([memberTexts.ensure(instance), ensureAccountTexts(instance)]).then(() => undefined);
}
