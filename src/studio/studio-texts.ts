import { useMemo } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { Translator, type TFunction } from '@/i18n/translator';
import { studioEn } from '@/i18n/locales/studio-en';
import { studioTy } from '@/i18n/locales/studio-ty';
import { studioWordsEn } from '@/i18n/locales/studio-words-en';
import { studioWordsTy } from '@/i18n/locales/studio-words-ty';
import { DEFAULT_LANGUAGE } from '@/schema/languages';

/** The studio's own texts in a language (EN where a text is missing), apart from the site's: they ship with the studio's chunk. */
export function studioTranslator(language: string): Translator {
  return new Translator({ language, fallbackLanguage: DEFAULT_LANGUAGE, texts: { en: { ...studioEn, ...studioWordsEn }, ty: { ...studioTy, ...studioWordsTy } } });
}

/** The studio interface's `t`, in the language the page uses (the site's language picker, or the studio's). */
export function useStudioT(): TFunction {
  const { i18n, t: siteT } = useTranslation();
  const language = i18n.language;
  // `siteT` changes with the language: the studio's texts follow it.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => studioTranslator(language).t, [language, siteT]);
}
