/**
 * spec §1: EN (default) and TY; anything else falls back to EN. The one list of the site's languages: the
 * translator, the language picker, operator copy in documents (`{"en": "…", "ty": "…"}`), the studio, the
 * build's inline script and the CLIs read it here (the meta-schemas' copies are held equal by a test).
 * It sits in the bottom layer because each of those layers reads it.
 */
export const SUPPORTED_LANGUAGES = ['en', 'ty'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: string): value is Language {
  return SUPPORTED_LANGUAGES.some((lang) => lang === value);
}

export function normalizeLanguage(value: string | null | undefined): Language {
  const lower = value?.toLowerCase();
  return SUPPORTED_LANGUAGES.find((lang) => lang === lower) ?? DEFAULT_LANGUAGE;
}

/**
 * Each language's BCP 47 tag, for `<html lang>` and a text field's `lang` (WCAG 3.1.1 and 3.1.2): TY is Filipino
 * (`fil`). The site's own code `ty` is not a tag to give a browser: BCP 47 reads it as Tahitian, and a screen reader
 * would read TY's Filipino with that voice, or, under the page's old fixed `en`, with an English one.
 */
const LANGUAGE_TAGS: Readonly<Record<Language, string>> = { en: 'en', ty: 'fil' };

export function languageTag(language: Language): string {
  return LANGUAGE_TAGS[language];
}
