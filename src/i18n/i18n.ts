import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { enBundle } from './en-bundle';
import { tyBundle } from './ty-bundle';
import { memberEn } from './locales/member-en';
import { DEFAULT_LANGUAGE, normalizeLanguage, type Language } from './languages';

export const resources = {
  // Every text, the member centre's included (the app loads those with the centre).
  en: { translation: { ...enBundle, ...memberEn } },
  ty: { translation: tyBundle },
} as const;

/**
 * A fresh, synchronously initialised instance with every language (CLI render, tests).
 * The browser app uses `createAppI18n`, which loads languages on demand.
 */
export function createI18n(language: string): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng: normalizeLanguage(language),
    fallbackLng: DEFAULT_LANGUAGE,
    interpolation: { escapeValue: false },
    // Keys are flat (`mc_title`): operator copy written in a schema may hold '.' and ':' and still shows as written.
    nsSeparator: false,
    keySeparator: false,
    initAsync: false,
    returnNull: false,
  });
  return instance;
}

export type { Language };
