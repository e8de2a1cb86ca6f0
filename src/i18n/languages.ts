/** spec §1: EN (default) and TY; anything else falls back to EN. */
export const SUPPORTED_LANGUAGES = ['en', 'ty'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export function normalizeLanguage(value: string | null | undefined): Language {
  const lower = value?.toLowerCase();
  return SUPPORTED_LANGUAGES.find((lang) => lang === lower) ?? DEFAULT_LANGUAGE;
}
