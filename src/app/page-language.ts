import type { Translator } from '@/i18n/translator';
import { languageTag, normalizeLanguage } from '@/schema/languages';

/**
 * `<html lang>` follows the site's language (WCAG 3.1.1): a screen reader reads a TY page with a Filipino voice, and
 * the browser hyphenates and picks fonts for it. The inline script set it for the first paint from the saved
 * language; from here on it follows each switch. Returns the unsubscribe.
 */
export function followPageLanguage(i18n: Translator, root: HTMLElement = document.documentElement): () => void {
  const apply = () => {
    const tag = languageTag(normalizeLanguage(i18n.language));
    if (root.lang !== tag) root.lang = tag;
  };
  apply();
  return i18n.subscribe(apply);
}
