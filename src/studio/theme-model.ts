import { checkThemeContrast, DEFAULT_THEME_COLORS, nearestPassingThemeShade, parseColor, toHex, type ContrastFinding } from '@/schema/contrast';
import { formatJson, isObject, parseJsonText, type JsonObject } from './json-value';

/**
 * The theme editor's model (issue 41, "rebrand a merchant"): a theme document's colours, fonts and brand name edited
 * as values, never as JSON; the contrast findings `schemas:check` would give, each with the one shade that mends it;
 * and the files of a new merchant. Pure functions of the document's text.
 */

/** The colours a theme sets, in the order the editor lists them (the stylesheet's; a theme may add its own). */
export const THEME_COLOR_NAMES = Object.keys(DEFAULT_THEME_COLORS);

/** A font stack an operator picks from: fonts every player's device has, never one fetched from another host. */
export interface FontStack {
  /** What the list shows. */
  name: string;
  /** The CSS font-family value the theme stores (the theme schema's pattern: letters, digits, spaces, , ' " -). */
  stack: string;
}

export const FONT_STACKS: readonly FontStack[] = [
  { name: 'Inter (sans-serif)', stack: "Inter, 'Segoe UI', Roboto, sans-serif" },
  { name: 'Montserrat (sans-serif)', stack: "Montserrat, 'Segoe UI', sans-serif" },
  { name: 'System UI (the device\'s own)', stack: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif" },
  { name: 'Helvetica / Arial', stack: "'Helvetica Neue', Helvetica, Arial, sans-serif" },
  { name: 'Verdana (wide, very legible)', stack: 'Verdana, Geneva, Tahoma, sans-serif' },
  { name: 'Tahoma', stack: 'Tahoma, Verdana, Geneva, sans-serif' },
  { name: 'Trebuchet MS', stack: "'Trebuchet MS', 'Lucida Grande', Arial, sans-serif" },
  { name: 'Rounded', stack: "ui-rounded, 'SF Pro Rounded', 'Arial Rounded MT Bold', 'Segoe UI', sans-serif" },
  { name: 'Georgia (serif)', stack: "Georgia, 'Times New Roman', Times, serif" },
  { name: 'Palatino (serif)', stack: "'Palatino Linotype', Palatino, 'Book Antiqua', Georgia, serif" },
  { name: 'Times (serif)', stack: "'Times New Roman', Times, serif" },
  { name: 'Impact (bold headings)', stack: "Impact, Haettenschweiler, 'Arial Narrow Bold', sans-serif" },
  { name: 'Monospace', stack: "ui-monospace, 'SF Mono', Menlo, Consolas, 'Liberation Mono', monospace" },
];

/** The theme's values the editor shows; undefined when the text is not a theme. */
export interface ThemeValues {
  brandName: string;
  logo: string;
  /** What a theme may name as its favicon (the image upload adds it); undefined: the site's own. */
  favicon: string | undefined;
  /** The theme's own colours. */
  colors: Record<string, string>;
  fonts: { body: string; heading: string };
}

const stringOf = (value: unknown): string => (typeof value === 'string' ? value : '');

export function themeValues(value: unknown): ThemeValues | undefined {
  if (!isObject(value) || value['kind'] !== 'theme') return undefined;
  const colors = isObject(value['colors']) ? Object.fromEntries(Object.entries(value['colors']).filter((entry): entry is [string, string] => typeof entry[1] === 'string')) : {};
  const fonts = isObject(value['fonts']) ? value['fonts'] : {};
  const favicon = value['favicon'];
  return { brandName: stringOf(value['brandName']), logo: stringOf(value['logo']), favicon: typeof favicon === 'string' ? favicon : undefined, colors, fonts: { body: stringOf(fonts['body']), heading: stringOf(fonts['heading']) } };
}

/** The colours the site shows with this theme: its own over the stylesheet's. */
export function shownColors(theme: ThemeValues): Record<string, string> {
  return { ...DEFAULT_THEME_COLORS, ...theme.colors };
}

/** The theme's text with one change made through its JSON value (key order kept, the studio's formatting). */
function edit(text: string, change: (theme: JsonObject) => void): string | undefined {
  const parsed = parseJsonText(text);
  if (!parsed.ok || !isObject(parsed.value)) return undefined;
  const theme = structuredClone(parsed.value);
  change(theme);
  return formatJson(theme);
}

/** Sets one colour (as `#rrggbb`); undefined when the text is not an object or the colour does not parse. */
export function withColor(text: string, name: string, color: string): string | undefined {
  const parsed = parseColor(color);
  if (!parsed) return undefined;
  // A translucent colour keeps its own notation (the colour input shows its opaque part).
  const value = parsed.a < 1 ? color.trim().toLowerCase() : toHex(parsed);
  return edit(text, (theme) => {
    theme['colors'] = { ...(isObject(theme['colors']) ? theme['colors'] : {}), [name]: value };
  });
}

export function withFont(text: string, which: 'body' | 'heading', stack: string): string | undefined {
  return edit(text, (theme) => {
    theme['fonts'] = { ...(isObject(theme['fonts']) ? theme['fonts'] : {}), [which]: stack };
  });
}

export function withBrandName(text: string, brandName: string): string | undefined {
  return edit(text, (theme) => {
    theme['brandName'] = brandName;
  });
}

/** `#rrggbb` for the native colour input (which takes nothing else), or black for a colour that does not parse. */
export function colorInputValue(color: string): string {
  const parsed = parseColor(color);
  return parsed ? toHex(parsed) : '#000000';
}

/** One colour the contrast check would refuse, with every pair it fails and the shade that mends them all. */
export interface ContrastFix {
  /** The colour to change (the one the operator just picked, when it is in the pair; else the text's). */
  color: string;
  findings: ContrastFinding[];
  /** `#rrggbb`, or undefined when no shade of this colour passes (then another colour of the pairs must change). */
  proposed: string | undefined;
}

/**
 * The contrast check `schemas:check` runs on this theme (`checkThemeContrast` over the stylesheet's colours), grouped
 * by the colour to change: the one the operator picked last when it is in the pair (so picking a light panel
 * proposes a darker panel, not new texts), else the text or control drawn over the background.
 */
export function contrastFixes(theme: ThemeValues, lastPicked?: string): ContrastFix[] {
  const colors = shownColors(theme);
  const fixes = new Map<string, ContrastFix>();
  for (const finding of checkThemeContrast(colors)) {
    const color = lastPicked === finding.background ? finding.background : finding.foreground;
    const fix = fixes.get(color) ?? { color, findings: [], proposed: undefined };
    fix.findings.push(finding);
    fixes.set(color, fix);
  }
  for (const fix of fixes.values()) {
    fix.proposed = nearestPassingThemeShade(colors, fix.color) ?? (fix.color === fix.findings[0]?.foreground ? fix.findings[0]?.proposed : undefined);
  }
  return [...fixes.values()];
}

/** The font stack's name in the list, or undefined for a stack the list does not hold (an older hand-written one). */
export function fontName(stack: string): string | undefined {
  return FONT_STACKS.find((font) => font.stack === stack)?.name;
}
