import type { Texts, Translator } from './translator';

/**
 * A chunk of texts loaded on demand (the member texts, the account texts), one module per language, added to each
 * translator that asks, in the language it shows.
 */
export interface TextChunk {
  /** Whether the chunk is in this translator for the language it shows (added by `ensure`, or built with every text). */
  isIn(instance: Translator): boolean;
  /**
   * Adds the chunk in the language the translator shows, once: each language's module is fetched once for every
   * translator, and callers asking at the same moment share one addition. A chunk that did not arrive is asked for
   * again on the next call.
   */
  ensure(instance: Translator): Promise<void>;
  /** Adds the chunk in a language the translator is about to show (`followLanguage`). */
  ensureIn(instance: Translator, language: string): Promise<void>;
  /** Whether the translator has asked for the chunk (in any language): it is then followed to a new language. */
  asked(instance: Translator): boolean;
}

/** A chunk's bundle name in one language (`Translator.addBundle` / `hasBundle`): `member:en`, `account:ty`. */
export const chunkBundle = (name: string, language: string): string => `${name}:${language}`;

const chunks: TextChunk[] = [];

/**
 * The chunk is known by its bundle name (`Translator.addBundle` / `hasBundle`), never by one of its texts: a probe by
 * key is remembered as a text on screen that is missing (its arrival re-rendered every translating component, issue
 * 37), and an operator's copy of that text passed for the whole chunk, whose other texts then never loaded.
 */
export function textChunk(name: string, loaders: Readonly<Record<string, () => Promise<Texts>>>): TextChunk {
  const modules = new Map<string, Promise<Texts>>();
  const adding = new Map<string, WeakMap<Translator, Promise<void>>>();
  // The translators that asked for the chunk: a language change brings it in the new language even while it is still
  // on its way in the old one (`followLanguage`).
  const asked = new WeakSet<Translator>();
  const has = (instance: Translator, language: string) => instance.hasBundle(chunkBundle(name, language));
  const ensureIn = (instance: Translator, language: string): Promise<void> => {
    const load = Object.prototype.hasOwnProperty.call(loaders, language) ? loaders[language] : undefined;
    asked.add(instance);
    if (has(instance, language) || !load) return Promise.resolve();
    let started = adding.get(language);
    if (!started) adding.set(language, (started = new WeakMap()));
    const pending = started.get(instance);
    if (pending) return pending;
    let fetching = modules.get(language);
    if (!fetching) modules.set(language, (fetching = load()));
    const arriving = fetching;
    const added = arriving.then(
      (texts) => instance.addBundle(chunkBundle(name, language), language, texts),
      (error: unknown) => {
        // Not arrived: the next call asks again.
        if (modules.get(language) === arriving) modules.delete(language);
        started.delete(instance);
        throw error;
      },
    );
    started.set(instance, added);
    return added;
  };
  // Resolves once the chunk is in for the language the translator shows then: a language changed while it was on its
  // way asks again in the new one (the caller then shows it in the language on screen, never the old one or keys).
  const ensure = async (instance: Translator): Promise<void> => {
    for (let language = instance.language; ; language = instance.language) {
      await ensureIn(instance, language);
      if (instance.language === language) return;
    }
  };
  const chunk: TextChunk = {
    isIn: (instance) => has(instance, instance.language),
    ensure,
    ensureIn,
    asked: (instance) => asked.has(instance),
  };
  chunks.push(chunk);
  return chunk;
}

/**
 * Before a translator shows another language: every chunk it holds or has asked for comes in the new one too, so a
 * page showing member texts never shows them in the old language, or as keys, for a moment.
 */
export function followLanguage(instance: Translator, language: string): Promise<void> {
  return Promise.all(chunks.filter((chunk) => chunk.asked(instance) || chunk.isIn(instance)).map((chunk) => chunk.ensureIn(instance, language))).then(() => undefined);
}
