import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { enBundle } from './en-bundle';
import { DEFAULT_LANGUAGE, normalizeLanguage, type Language } from './languages';

const LOADERS: Record<Exclude<Language, 'en'>, () => Promise<Record<string, string>>> = {
  ty: () => import('./ty-bundle').then((module) => module.tyBundle),
};

async function ensureLanguage(instance: i18n, language: Language): Promise<void> {
  if (language === 'en' || instance.hasResourceBundle(language, 'translation')) return;
  instance.addResourceBundle(language, 'translation', await LOADERS[language]());
}

/** The app's i18next: EN ships with the first page; another saved language loads before the first render. */
export async function createAppI18n(saved: string | null): Promise<i18n> {
  const language = normalizeLanguage(saved);
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    resources: { en: { translation: enBundle } },
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    interpolation: { escapeValue: false },
    // Keys are flat (`mc_title`): operator copy written in a schema may hold '.' and ':' and still shows as written.
    nsSeparator: false,
    keySeparator: false,
    returnNull: false,
  });
  await switchLanguage(instance, language);
  return instance;
}

/** spec §1: changes the language (falling back to EN), saving it as `lang` and `hisLang`. */
export async function switchLanguage(instance: i18n, wanted: string): Promise<void> {
  const language = normalizeLanguage(wanted);
  try {
    await ensureLanguage(instance, language);
  } catch {
    return; // the language's texts could not load: stay in the current language rather than show keys
  }
  localStorage.setItem('lang', language);
  localStorage.setItem('hisLang', language);
  await instance.changeLanguage(language);
}
