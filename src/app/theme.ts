import type { ThemeDocument } from '@/schema/types';
import { themeProperties } from '@/page-load/theme-properties';
import { schemaLoader } from './schema-runtime';

/** Brand tokens from `schemas/themes/default.json` (per merchant): an operator rebrands without a rebuild. */
export function applyTheme(theme: ThemeDocument, root: HTMLElement = document.documentElement): void {
  for (const [name, value] of themeProperties(theme)) root.style.setProperty(name, value);
  // The phone's status bar and the installed app's title bar take the brand's background, as its manifest says.
  const background = theme.colors['bg'];
  const themeColor = root.ownerDocument.querySelector('meta[name="theme-color"]');
  if (background && themeColor) themeColor.setAttribute('content', background);
  // The tab's icon: the merchant's own (a site path, such as an uploaded picture), else the site's.
  const icon = root.ownerDocument.querySelector('link[rel="icon"]');
  if (icon && theme.favicon && /^\/(?!\/)[\w./-]+$/.test(theme.favicon)) {
    icon.setAttribute('href', theme.favicon);
    icon.removeAttribute('type');
  }
}

export async function loadTheme(): Promise<ThemeDocument | undefined> {
  try {
    const { document: theme } = await schemaLoader.load('themes/default', 'theme');
    applyTheme(theme);
    return theme;
  } catch {
    return undefined; // the stylesheet's defaults still give a complete dark theme
  }
}
