import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { enBundle } from './en-bundle';
import { DEFAULT_LANGUAGE, normalizeLanguage, type Language } from './languages';

const LOADERS: Record<Exclude<Language, 'en'>, () => Promise<Record<string, string>>> = {
  ty: () => import('./ty-bundle').then((module) => module.tyBundle),
};

/**
 * Run-time copy of one language (site copy with the merchant's on top, from the schema origin). It
 * goes over the bundled texts; a key it lacks keeps the bundled text. Never rejects: no copy is `{}`.
 */
export type RunTimeCopy = (language: Language) => Promise<Record<string, string>>;

const NO_COPY: RunTimeCopy = () => Promise.resolve({});
// Keyed by the instance's resource store: react-i18next's `useTranslation` hands out a wrapper object per
// language, not the instance, but the wrapper shares the store where the texts live.
type Store = i18n['store'];
const copyOf = new WeakMap<Store, RunTimeCopy>();
const loads = new WeakMap<Store, Map<string, Promise<void>>>();

/** One load per instance and key; a failed one is forgotten so the next switch tries again. */
function once(instance: i18n, key: string, load: () => Promise<void>): Promise<void> {
  const started = loads.get(instance.store) ?? new Map<string, Promise<void>>();
  loads.set(instance.store, started);
  let pending = started.get(key);
  if (!pending) {
    pending = load().catch((error: unknown) => {
      started.delete(key);
      throw error;
    });
    started.set(key, pending);
  }
  return pending;
}

/**
 * The language's bundled texts (lazy for TY) and its run-time copy, fetched in parallel. Whichever
 * arrives first, the copy wins: bundles are merged without overwriting, the copy with overwriting.
 */
async function ensureLanguage(instance: i18n, language: Language): Promise<void> {
  const copy = copyOf.get(instance.store) ?? NO_COPY;
  await Promise.all([
    language === 'en' ? undefined : once(instance, `bundle:${language}`, async () => void instance.addResourceBundle(language, 'translation', await LOADERS[language](), true, false)),
    once(instance, `copy:${language}`, async () => void instance.addResourceBundle(language, 'translation', await copy(language).catch(() => ({})), true, true)),
  ]);
}

/**
 * The app's i18next: EN ships with the first page; another saved language loads before the first render,
 * and so does the language's run-time copy (in parallel with the bundle), so the page never shows bundled
 * text first and the operator's copy a moment later.
 */
export async function createAppI18n(saved: string | null, runTimeCopy: RunTimeCopy = NO_COPY): Promise<i18n> {
  const language = normalizeLanguage(saved);
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    // A copy: i18next merges later bundles into this object, and the module's texts must stay as bundled.
    resources: { en: { translation: { ...enBundle } } },
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    interpolation: { escapeValue: false },
    // Keys are flat (`mc_title`): operator copy written in a schema may hold '.' and ':' and still shows as written.
    nsSeparator: false,
    keySeparator: false,
    returnNull: false,
  });
  copyOf.set(instance.store, runTimeCopy);
  // EN is every language's fallback, so its copy loads too (beside the chosen language's, not after it).
  await Promise.all([ensureLanguage(instance, DEFAULT_LANGUAGE), switchLanguage(instance, language)]);
  return instance;
}

/** spec §1: changes the language (falling back to EN), saving it as `lang` and `hisLang`; its run-time copy comes too. */
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
