import type { PropValue } from './types';
import { isLanguage } from './languages';

function isLocalizedText(value: PropValue): value is { en: string; [lang: string]: string } {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return typeof value['en'] === 'string' && keys.every((key) => isLanguage(key) && typeof value[key] === 'string');
}

/**
 * Operator copy written in a schema (`{"en": "…", "ty": "…"}`) becomes the text of the visitor's
 * language, EN where that language has none; translation keys pass through untouched.
 */
export function localizeProps(value: PropValue, lang: string): PropValue {
  if (isLocalizedText(value)) return value[lang] ?? value.en;
  if (Array.isArray(value)) return value.map((entry) => localizeProps(entry, lang));
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, localizeProps(entry, lang)]));
  return value;
}
