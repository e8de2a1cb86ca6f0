import { Translator } from './translator';
import { enBundle } from './en-bundle';
import { tyBundle } from './ty-bundle';
import { memberEn } from './locales/member-en';
import { accountEn } from './locales/account-en';
import { memberTy } from './locales/member-ty';
import { accountTy } from './locales/account-ty';
import { chunkBundle } from './text-chunk';
import { MEMBER_TEXTS } from './member-texts';
import { ACCOUNT_TEXTS } from './account-texts';
import { DEFAULT_LANGUAGE, normalizeLanguage, type Language } from '@/schema/languages';

export const texts = {
  // Every text, the member centre's and the account flows' included (the app loads those when they show).
  en: { ...enBundle, ...accountEn, ...memberEn },
  ty: { ...tyBundle, ...accountTy, ...memberTy },
} as const;

/** Both chunks in both languages: a translator built with every text holds them all. */
const EVERY_CHUNK = [MEMBER_TEXTS, ACCOUNT_TEXTS].flatMap((name) => Object.keys(texts).map((language) => chunkBundle(name, language)));

/**
 * A translator with every language (CLI render, tests, the studio).
 * The browser app uses `createAppI18n`, which loads languages on demand.
 */
export function createI18n(language: string): Translator {
  return new Translator({ language: normalizeLanguage(language), fallbackLanguage: DEFAULT_LANGUAGE, texts, bundles: EVERY_CHUNK });
}

export type { Language };

/**
 * A translator with only the texts a visitor's first page carries, in EN and TY: without the member and account texts
 * (chunks the app loads when a page or widget waits for them). What a first page shows before those chunks arrive
 * (`tests/renderer/first-page-texts.test.ts`).
 */
export function createFirstPageI18n(language: string): Translator {
  return new Translator({ language: normalizeLanguage(language), fallbackLanguage: DEFAULT_LANGUAGE, texts: { en: enBundle, ty: tyBundle } });
}
