/**
 * The site's translator: flat keys (`mc_title`) per language, with the default language as every
 * language's fallback. What the site's texts use and nothing more:
 * - `{{name}}` (spaces allowed inside the braces) takes the option of that name; a name the call
 *   does not give stays as written;
 * - a `count` option picks `key_one` / `key_other` / … by the language's plural rules (and `key_zero`
 *   for 0 when the texts have it), then falls back to `key`;
 * - a key no language has gives `defaultValue`, else the key itself.
 * No HTML escaping: React escapes what it renders.
 *
 * It replaces i18next with react-i18next (issue 15): those cost 17 KB gzip of every page and, in the
 * lobby's profile, a translation subscription per component was the largest self time.
 */
export type Texts = Readonly<Record<string, string>>;

export interface TranslateOptions {
  readonly count?: number;
  readonly defaultValue?: string;
  readonly [name: string]: unknown;
}

export type TFunction = (key: string, options?: TranslateOptions) => string;

const hasOwn = (record: Readonly<Record<string, string>>, key: string): boolean => Object.prototype.hasOwnProperty.call(record, key);

const PLACEHOLDER = /\{\{\s*([\w.-]+)\s*\}\}/g;

function pluralRules(language: string): Intl.PluralRules {
  try {
    return new Intl.PluralRules(language);
  } catch {
    return new Intl.PluralRules('en');
  }
}

export class Translator {
  #texts = new Map<string, Record<string, string>>();
  #listeners = new Set<() => void>();
  #plurals = new Map<string, Intl.PluralRules>();
  /**
   * Per language, the keys a lookup asked it for and it did not have (the text shown came from the fallback language,
   * the default value or the key). Texts added later change what is on screen only through these: a bundle that fills
   * keys nobody has asked for yet (the member texts, arriving while a visitor's page renders) re-renders nothing.
   */
  #missed = new Map<string, Set<string>>();
  /** The named chunks of texts this translator holds (`addBundle`): what the member and account texts' probes ask. */
  #bundles = new Set<string>();
  #language: string;
  readonly fallbackLanguage: string;
  /** Translates in the current language. A new function after every change (the snapshot subscribers read), so memoised output follows it. */
  t: TFunction;

  /** Told of a key no language held and no default stood in for: the text shown is the key itself (`onUnresolved`). */
  #onUnresolved: ((key: string) => void) | undefined;

  constructor(options: { language: string; fallbackLanguage: string; texts?: Readonly<Record<string, Texts>>; bundles?: readonly string[]; onUnresolved?: (key: string) => void }) {
    this.#language = options.language;
    this.#onUnresolved = options.onUnresolved;
    this.fallbackLanguage = options.fallbackLanguage;
    for (const [language, texts] of Object.entries(options.texts ?? {})) this.#texts.set(language, { ...texts });
    for (const name of options.bundles ?? []) this.#bundles.add(name);
    this.t = this.#boundT();
  }

  get language(): string {
    return this.#language;
  }

  /** Whether the language (or else the fallback language) has a text for the key. */
  exists(key: string, options: { lng?: string } = {}): boolean {
    return this.#lookup(key, options.lng ?? this.#language) !== undefined;
  }

  /**
   * Whether the language itself (not its fallback) has a text for the key, as a probe: unlike `exists`, it asks no
   * lookup, so it leaves no miss behind (texts added later re-render nothing for it).
   */
  holds(key: string, language: string = this.#language): boolean {
    return hasOwn(this.#texts.get(language) ?? {}, key);
  }

  /** Adds a named chunk of texts (a bundle: it fills gaps only) and remembers that it is in (`hasBundle`). */
  addBundle(name: string, language: string, texts: Texts): void {
    this.addTexts(language, texts, { overwrite: false });
    this.#bundles.add(name);
  }

  /**
   * Whether a named chunk of texts is in: a probe of what has loaded, not a text on screen. It asks no key, so it
   * leaves no miss behind (the chunk's arrival re-renders nothing for it: probes by `exists` made every translating
   * component render again, at once, as each chunk arrived, issue 37), and an operator's copy of one of the chunk's
   * texts does not pass for the chunk (a probe by key then never loaded the rest).
   */
  hasBundle(name: string): boolean {
    return this.#bundles.has(name);
  }

  /** Whether any texts of the language are loaded. */
  hasTexts(language: string): boolean {
    return this.#texts.has(language);
  }

  /** Adds texts to a language; with `overwrite`, they replace texts already there (run-time copy), else only fill gaps (bundles). */
  addTexts(language: string, texts: Texts, options: { overwrite: boolean }): void {
    const current = this.#texts.get(language);
    if (current === undefined) {
      this.#texts.set(language, { ...texts });
      this.#changed();
      return;
    }
    const visible = this.#changesShownText(language, current, texts, options.overwrite);
    // Into the language's own record (the translator's copy, never a caller's object), not a new copy of it: TY's
    // bundle and copy hold thousands of texts, and each copy was ~0.3 MB of garbage on a phone's first load (issue 37).
    for (const key in texts) if (options.overwrite || !hasOwn(current, key)) current[key] = texts[key]!;
    // Subscribers re-render (every component that translates) only when a text they could be showing changed.
    if (visible) this.#changed();
  }

  /** Whether adding `texts` changes a text already shown: one replaced by another value, or one asked for and missed. */
  #changesShownText(language: string, current: Readonly<Record<string, string>>, texts: Texts, overwrite: boolean): boolean {
    const missed = this.#missed.get(language);
    for (const key in texts) {
      const had = hasOwn(current, key) ? current[key] : undefined;
      if (had === undefined ? missed?.has(key) : overwrite && had !== texts[key]) return true;
    }
    return false;
  }

  async changeLanguage(language: string): Promise<void> {
    if (language === this.#language) return;
    this.#language = language;
    this.#changed();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  #changed(): void {
    this.t = this.#boundT();
    for (const listener of [...this.#listeners]) listener();
  }

  #boundT(): TFunction {
    return (key, options) => this.#translate(key, options);
  }

  #lookup(key: string, language: string): string | undefined {
    const own = this.#texts.get(language)?.[key];
    if (own !== undefined) return own;
    this.#miss(language, key);
    if (language === this.fallbackLanguage) return undefined;
    const fallback = this.#texts.get(this.fallbackLanguage)?.[key];
    if (fallback === undefined) this.#miss(this.fallbackLanguage, key);
    return fallback;
  }

  #miss(language: string, key: string): void {
    let keys = this.#missed.get(language);
    if (!keys) this.#missed.set(language, (keys = new Set()));
    keys.add(key);
  }

  #plural(language: string): Intl.PluralRules {
    let rules = this.#plurals.get(language);
    if (!rules) this.#plurals.set(language, (rules = pluralRules(language)));
    return rules;
  }

  #translate(key: string, options: TranslateOptions | undefined): string {
    const language = this.#language;
    let text: string | undefined;
    const count = options?.count;
    if (typeof count === 'number') {
      if (count === 0) text = this.#lookup(`${key}_zero`, language);
      text ??= this.#lookup(`${key}_${this.#plural(language).select(count)}`, language);
    }
    text ??= this.#lookup(key, language) ?? options?.defaultValue;
    if (text === undefined) {
      text = key;
      this.#onUnresolved?.(key);
    }
    if (!options || !text.includes('{{')) return text;
    return text.replace(PLACEHOLDER, (placeholder, name: string) => {
      const value = options[name];
      return value === undefined || value === null ? placeholder : String(value);
    });
  }
}
