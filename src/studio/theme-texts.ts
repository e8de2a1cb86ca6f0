import { useMemo } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { Translator, type TFunction } from '@/i18n/translator';
import { studioBrandEn } from '@/i18n/locales/studio-brand-en';
import { studioBrandTy } from '@/i18n/locales/studio-brand-ty';
import { DEFAULT_LANGUAGE } from '@/schema/languages';

/** The theme editor's and the new-merchant dialog's `t` (their texts ship with them, in the studio's chunk). */
export type BrandT = TFunction;

export function brandTranslator(language: string): Translator {
  return new Translator({ language, fallbackLanguage: DEFAULT_LANGUAGE, texts: { en: studioBrandEn, ty: studioBrandTy } });
}

/** In the language the studio's own texts use (the page's). */
export function useBrandT(): BrandT {
  const { i18n, t: siteT } = useTranslation();
  const language = i18n.language;
  // `siteT` changes with the language: these texts follow it.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => brandTranslator(language).t, [language, siteT]);
}
