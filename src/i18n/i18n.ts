import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './locales/en';
import { ty } from './locales/ty';
import { errorsEn } from './locales/errors-en';
import { errorsTy } from './locales/errors-ty';
import { accountEn } from './locales/account-en';
import { accountTy } from './locales/account-ty';
import { gamesEn } from './locales/games-en';
import { gamesTy } from './locales/games-ty';
import { DEFAULT_LANGUAGE, normalizeLanguage, type Language } from './languages';

export const resources = {
  en: { translation: { ...en, ...errorsEn, ...accountEn, ...gamesEn } },
  ty: { translation: { ...ty, ...errorsTy, ...accountTy, ...gamesTy } },
} as const;

/** A fresh, synchronously initialised i18next instance (app, CLI render, tests). */
export function createI18n(language: string): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng: normalizeLanguage(language),
    fallbackLng: DEFAULT_LANGUAGE,
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}

export type { Language };
