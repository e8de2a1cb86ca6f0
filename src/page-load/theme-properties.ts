/** What a theme document gives the page's style: its colours and fonts (`schemas/themes/default.json`, per merchant). */
export interface ThemeLook {
  colors: Readonly<Record<string, string>>;
  fonts: { body: string; heading: string };
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * The custom properties a theme sets on the document (`--color-primary-text`, `--font-body`, …): the app's
 * `applyTheme` and a route's first paint (`early-script.ts`) set the same ones, so the brand looks the same before
 * and after the site's code has run.
 */
export function themeProperties(theme: ThemeLook): [string, string][] {
  return [...Object.entries(theme.colors).map(([name, value]): [string, string] => [`--color-${kebab(name)}`, value]), ['--font-body', theme.fonts.body], ['--font-heading', theme.fonts.heading]];
}
