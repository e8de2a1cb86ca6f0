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
