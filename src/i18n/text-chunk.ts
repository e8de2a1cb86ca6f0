import type { Texts, Translator } from './translator';

/** A chunk of EN texts loaded on demand (the member texts, the account texts), added to each translator that asks. */
export interface TextChunk {
  /** Whether the chunk is in this translator (added by `ensure`, or the translator was built with every text). */
  isIn(instance: Translator): boolean;
  /**
   * Adds the chunk to the translator, once: the module is fetched once for every translator, and callers asking at the
   * same moment share one addition. A chunk that did not arrive is asked for again on the next call.
   */
  ensure(instance: Translator): Promise<void>;
}

/**
 * The chunk is known by its bundle name (`Translator.addBundle` / `hasBundle`), never by one of its texts: a probe by
 * key is remembered as a text on screen that is missing (its arrival re-rendered every translating component, issue
 * 37), and an operator's copy of that text passed for the whole chunk, whose other texts then never loaded.
 */
export function textChunk(name: string, load: () => Promise<Texts>): TextChunk {
  let module: Promise<Texts> | undefined;
  const adding = new WeakMap<Translator, Promise<void>>();
  const isIn = (instance: Translator) => instance.hasBundle(name);
  const ensure = (instance: Translator): Promise<void> => {
    if (isIn(instance)) return Promise.resolve();
    const started = adding.get(instance);
    if (started) return started;
    const fetching = (module ??= load());
    const added = fetching.then(
      (texts) => instance.addBundle(name, 'en', texts),
      (error: unknown) => {
        // Not arrived: the next call asks again.
        if (module === fetching) module = undefined;
        adding.delete(instance);
        throw error;
      },
    );
    adding.set(instance, added);
    return added;
  };
  return { isIn, ensure };
}
