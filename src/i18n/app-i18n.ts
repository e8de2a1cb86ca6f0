import { Translator } from './translator';
import { followLanguage } from './text-chunk';
import { ensureMemberTexts, memberTextsIn } from './member-texts';
import { TEXT_KEY } from './named-texts';
import { enBundle } from './en-bundle';
import { DEFAULT_LANGUAGE, normalizeLanguage, type Language } from '@/schema/languages';
import { LANGUAGE_HISTORY_KEY, LANGUAGE_KEY } from '@/schema/storage-keys';

const LOADERS: Record<Exclude<Language, 'en'>, () => Promise<Record<string, string>>> = {
  ty: () => import('./ty-bundle').then((module) => module.tyBundle),
};

/**
 * Run-time copy of one language (site copy with the merchant's on top, from the schema origin). It
 * goes over the bundled texts; a key it lacks keeps the bundled text. Never rejects: no copy is `{}`.
 */
export type RunTimeCopy = (language: Language) => Promise<Record<string, string>>;

const NO_COPY: RunTimeCopy = () => Promise.resolve({});
const copyOf = new WeakMap<Translator, RunTimeCopy>();
const loads = new WeakMap<Translator, Map<string, Promise<void>>>();

/** One load per instance and key; a failed one is forgotten so the next switch tries again. */
function once(instance: Translator, key: string, load: () => Promise<void>): Promise<void> {
  const started = loads.get(instance) ?? new Map<string, Promise<void>>();
  loads.set(instance, started);
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
async function ensureLanguage(instance: Translator, language: Language): Promise<void> {
  const copy = copyOf.get(instance) ?? NO_COPY;
  await Promise.all([
    language === 'en' ? undefined : once(instance, `bundle:${language}`, async () => instance.addTexts(language, await LOADERS[language](), { overwrite: false })),
    once(instance, `copy:${language}`, async () => instance.addTexts(language, await copy(language).catch(() => ({})), { overwrite: true })),
  ]);
}

/**
 * The app's translator: EN ships with the first page; another saved language loads before the first render,
 * and so does the language's run-time copy (in parallel with the bundle), so the page never shows bundled
 * text first and the operator's copy a moment later.
 */
export async function createAppI18n(saved: string | null, runTimeCopy: RunTimeCopy = NO_COPY): Promise<Translator> {
  const language = normalizeLanguage(saved);
  // Keys are flat (`mc_title`): operator copy written in a schema may hold '.' and ':' and still shows as written.
  // The safety net under `waitsForMemberTexts` and the widgets' `useMemberTexts`: a text key that nothing holds (a
  // menu an operator labelled with a member text, on a page that names none) brings the member texts, and the
  // translator draws it again in words when they arrive. A page drawing only the first page's texts never asks.
  const instance: Translator = new Translator({
    language: DEFAULT_LANGUAGE,
    fallbackLanguage: DEFAULT_LANGUAGE,
    texts: { en: enBundle },
    onUnresolved: (key) => {
      if (TEXT_KEY.test(key) && !memberTextsIn(instance)) void ensureMemberTexts(instance).catch(() => undefined);
    },
  });
  copyOf.set(instance, runTimeCopy);
  // EN is every language's fallback, so its copy loads too (beside the chosen language's, not after it).
  await Promise.all([ensureLanguage(instance, DEFAULT_LANGUAGE), switchLanguage(instance, language)]);
  return instance;
}

/** spec §1: changes the language (falling back to EN), saving it as `lang` and `hisLang`; its run-time copy comes too. */
export async function switchLanguage(instance: Translator, wanted: string): Promise<void> {
  const language = normalizeLanguage(wanted);
  try {
    // The texts of the chunks the page shows (the member and account texts) come in the new language with it.
    await Promise.all([ensureLanguage(instance, language), followLanguage(instance, language)]);
  } catch {
    return; // the language's texts could not load: stay in the current language rather than show keys
  }
  localStorage.setItem(LANGUAGE_KEY, language);
  localStorage.setItem(LANGUAGE_HISTORY_KEY, language);
  await instance.changeLanguage(language);
}
