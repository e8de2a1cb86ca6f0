import { pointerSegment, type SchemaProblem } from './problem';

/**
 * Colour contrast as WCAG 2.x defines it (issue 38): relative luminance, contrast ratio, the theme's colour pairs
 * and the nearest passing shade of a failing colour. Pure functions, no DOM: `schemas:check` refuses a merchant
 * theme with a failing pair and the studio shows the same finding while the operator edits the theme.
 */

/** An opaque or translucent colour: red, green, blue 0–255, alpha 0–1. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

/** Text of normal size (WCAG 1.4.3). */
export const TEXT_RATIO = 4.5;
/** Large text (18 pt, or 14 pt bold) and the parts of controls a player must see (WCAG 1.4.3, 1.4.11). */
export const LARGE_RATIO = 3;

const clampByte = (value: number) => Math.min(255, Math.max(0, Math.round(value)));

/** Parses a theme colour (`#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `rgb()`, `rgba()`); undefined if it is none of them. */
export function parseColor(text: string): Rgba | undefined {
  const value = text.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3,8})$/.exec(value)?.[1];
  if (hex !== undefined) {
    if (hex.length === 3 || hex.length === 4) {
      const digit = (at: number) => parseInt(hex[at]! + hex[at]!, 16);
      return { r: digit(0), g: digit(1), b: digit(2), a: hex.length === 4 ? digit(3) / 255 : 1 };
    }
    if (hex.length === 6 || hex.length === 8) {
      const byte = (at: number) => parseInt(hex.slice(at, at + 2), 16);
      return { r: byte(0), g: byte(2), b: byte(4), a: hex.length === 8 ? byte(6) / 255 : 1 };
    }
    return undefined;
  }
  const fn = /^rgba?\(([^)]*)\)$/.exec(value)?.[1];
  if (fn === undefined) return undefined;
  const parts = fn.split(/[\s,/]+/).filter(Boolean);
  if (parts.length !== 3 && parts.length !== 4) return undefined;
  const channel = (part: string) => (part.endsWith('%') ? (Number(part.slice(0, -1)) * 255) / 100 : Number(part));
  const [r, g, b] = parts.slice(0, 3).map(channel) as [number, number, number];
  const alphaPart = parts[3];
  const a = alphaPart === undefined ? 1 : alphaPart.endsWith('%') ? Number(alphaPart.slice(0, -1)) / 100 : Number(alphaPart);
  if (![r, g, b, a].every(Number.isFinite)) return undefined;
  return { r: clampByte(r), g: clampByte(g), b: clampByte(b), a: Math.min(1, Math.max(0, a)) };
}

/** `#rrggbb` of an opaque colour. */
export function toHex({ r, g, b }: Rgba): string {
  return `#${[r, g, b].map((channel) => clampByte(channel).toString(16).padStart(2, '0')).join('')}`;
}

/** A translucent colour as it shows over an opaque background. */
export function composite(over: Rgba, background: Rgba): Rgba {
  const mix = (front: number, back: number) => front * over.a + back * (1 - over.a);
  return { r: mix(over.r, background.r), g: mix(over.g, background.g), b: mix(over.b, background.b), a: 1 };
}

/** WCAG's relative luminance of an opaque colour: 0 (black) to 1 (white). */
export function relativeLuminance({ r, g, b }: Rgba): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The contrast ratio of a foreground over an opaque background, 1 to 21 (a translucent foreground is composited first). */
export function contrastRatio(foreground: Rgba, background: Rgba): number {
  const front = relativeLuminance(foreground.a < 1 ? composite(foreground, background) : foreground);
  const back = relativeLuminance(background);
  const [light, dark] = front > back ? [front, back] : [back, front];
  return (light + 0.05) / (dark + 0.05);
}

/** The ratio to two decimals (#777 on #fff is 4.48), never rounded up to the minimum it misses (4.499 is 4.49, not 4.50). */
export function formatRatio(ratio: number, minimum?: number): string {
  const rounded = Math.round(ratio * 100) / 100;
  return (minimum !== undefined && ratio < minimum && rounded >= minimum ? Math.floor(ratio * 100) / 100 : rounded).toFixed(2);
}

interface Hsl {
  h: number;
  s: number;
  l: number;
}

function toHsl({ r, g, b }: Rgba): Hsl {
  const [red, green, blue] = [r / 255, g / 255, b / 255];
  const max = Math.max(red, green, blue);
  const min = Math.min(red, green, blue);
  const l = (max + min) / 2;
  if (max === min) return { h: 0, s: 0, l };
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === red ? (green - blue) / d + (green < blue ? 6 : 0) : max === green ? (blue - red) / d + 2 : (red - green) / d + 4;
  return { h: h / 6, s, l };
}

function fromHsl({ h, s, l }: Hsl): Rgba {
  if (s === 0) return { r: clampByte(l * 255), g: clampByte(l * 255), b: clampByte(l * 255), a: 1 };
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const hue = (t: number) => {
    const x = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
    if (x < 1 / 6) return p + (q - p) * 6 * x;
    if (x < 1 / 2) return q;
    if (x < 2 / 3) return p + (q - p) * (2 / 3 - x) * 6;
    return p;
  };
  return { r: clampByte(hue(h + 1 / 3) * 255), g: clampByte(hue(h) * 255), b: clampByte(hue(h - 1 / 3) * 255), a: 1 };
}

/**
 * The shade of `color` (same hue and saturation, lightness moved as little as possible, lighter or darker) whose
 * contrast with `against` reaches `minimum`; undefined when neither way gets there (never for 4.5 or less: black or
 * white always does). `color` is opaque here (a translucent one is composited over `against` first).
 */
export function nearestPassingShade(color: Rgba, against: Rgba, minimum: number): Rgba | undefined {
  const start = color.a < 1 ? composite(color, against) : color;
  if (contrastRatio(start, against) >= minimum) return start;
  const hsl = toHsl(start);
  const candidates: Rgba[] = [];
  for (const target of [0, 1]) {
    if (contrastRatio(fromHsl({ ...hsl, l: target }), against) < minimum) continue;
    // Lightness from where it is (failing) towards black or white (passing): the first passing step, by bisection.
    let failing = hsl.l;
    let passing = target;
    for (let step = 0; step < 24; step++) {
      const middle = (failing + passing) / 2;
      if (contrastRatio(fromHsl({ ...hsl, l: middle }), against) >= minimum) passing = middle;
      else failing = middle;
    }
    candidates.push(fromHsl({ ...hsl, l: passing }));
  }
  const distance = (candidate: Rgba) => Math.abs(toHsl(candidate).l - hsl.l);
  return candidates.sort((one, other) => distance(one) - distance(other))[0];
}

/**
 * The theme's colour pairs a player must be able to tell apart, by the names in the theme's `colors` (schemas/themes):
 * the site's stylesheets draw each `foreground` on each `backgrounds` colour. `minimum` is 4.5 for text and 3 for the
 * parts of a control (the primary button's face against the page, the focus ring).
 */
export interface ThemePair {
  foreground: string;
  backgrounds: readonly string[];
  minimum: number;
  /** What a player sees drawn in this pair, for the message. */
  use: string;
}

const SURFACES = ['bg', 'surface', 'surfaceRaised'] as const;

export const THEME_PAIRS: readonly ThemePair[] = [
  { foreground: 'text', backgrounds: SURFACES, minimum: TEXT_RATIO, use: 'text' },
  { foreground: 'textMuted', backgrounds: SURFACES, minimum: TEXT_RATIO, use: 'secondary text (labels, hints, table headers)' },
  { foreground: 'primary', backgrounds: SURFACES, minimum: TEXT_RATIO, use: 'links, selected tabs and amounts in the primary colour' },
  { foreground: 'primaryText', backgrounds: ['primary'], minimum: TEXT_RATIO, use: 'the label of a primary button' },
  { foreground: 'accent', backgrounds: SURFACES, minimum: TEXT_RATIO, use: 'highlighted text in the accent colour' },
  { foreground: 'accentText', backgrounds: ['accent'], minimum: TEXT_RATIO, use: 'badges (Hot, New, counts) and the chat button' },
  { foreground: 'success', backgrounds: SURFACES, minimum: TEXT_RATIO, use: 'positive amounts and statuses' },
  { foreground: 'danger', backgrounds: SURFACES, minimum: TEXT_RATIO, use: 'negative amounts, failed statuses and form errors' },
];

export interface ContrastFinding {
  foreground: string;
  background: string;
  ratio: number;
  minimum: number;
  use: string;
  /** The nearest shade of the foreground that passes on this background. */
  proposed: string | undefined;
}

/**
 * The stylesheet's colours (src/app/styles/global.css, `:root`), which apply wherever a theme sets none: a theme is
 * checked over them. A unit test keeps the two the same.
 */
export const DEFAULT_THEME_COLORS: Readonly<Record<string, string>> = {
  bg: '#0d0f1a',
  surface: '#161a2b',
  surfaceRaised: '#1e2338',
  border: '#2a3050',
  text: '#f3f4fa',
  textMuted: '#9aa1bf',
  primary: '#f6c453',
  primaryText: '#1a1300',
  accent: '#ef5864',
  accentText: '#1a0004',
  success: '#2ecc71',
  danger: '#ff5c6c',
};

/**
 * Every failing pair of a theme's colours (pass the theme's colours over DEFAULT_THEME_COLORS to check what the site
 * shows). A colour that does not parse is skipped: the theme's schema refuses it.
 */
export function checkThemeContrast(colors: Readonly<Record<string, string>>): ContrastFinding[] {
  const color = (name: string) => {
    const text = colors[name];
    return text === undefined ? undefined : parseColor(text);
  };
  // A translucent background is what the page's own background shows through: composited over `bg` (over black).
  const black = { r: 0, g: 0, b: 0, a: 1 };
  const pageColor = color('bg') ?? black;
  const page = pageColor.a < 1 ? composite(pageColor, black) : pageColor;
  const findings: ContrastFinding[] = [];
  for (const pair of THEME_PAIRS) {
    const foreground = color(pair.foreground);
    if (!foreground) continue;
    const backgrounds = pair.backgrounds.flatMap((name) => {
      const background = color(name);
      return background ? [{ name, opaque: background.a < 1 ? composite(background, page) : background }] : [];
    });
    // One shade for the foreground that passes on all its backgrounds, when there is one (the surfaces are alike).
    let shared: Rgba | undefined = foreground;
    for (let round = 0; round < 3 && shared; round++) for (const { opaque } of backgrounds) shared = shared && nearestPassingShade(shared, opaque, pair.minimum);
    const sharedPasses = !!shared && backgrounds.every(({ opaque }) => contrastRatio(shared!, opaque) >= pair.minimum);
    for (const { name, opaque } of backgrounds) {
      const ratio = contrastRatio(foreground, opaque);
      if (ratio >= pair.minimum) continue;
      const shade = sharedPasses ? shared : nearestPassingShade(foreground, opaque, pair.minimum);
      findings.push({ foreground: pair.foreground, background: name, ratio, minimum: pair.minimum, use: pair.use, proposed: shade && toHex(shade) });
    }
  }
  return findings;
}

/** The finding as an operator reads it (schemas:check and the studio say the same). */
export function describeContrastFinding(finding: ContrastFinding): string {
  const proposal = finding.proposed ? `; the nearest passing shade of ${finding.foreground} is ${finding.proposed}` : '';
  return `${finding.foreground} on ${finding.background} has a contrast of ${formatRatio(finding.ratio, finding.minimum)}:1, under the ${finding.minimum}:1 a player needs for ${finding.use}${proposal}`;
}

/**
 * A theme document's failing pairs as `schemas:check` problems (`file#/colors/name: message`): the pointer names the
 * colour the theme sets (the foreground, or the background when the foreground is the stylesheet's).
 */
export function checkThemeDocumentContrast(colors: Readonly<Record<string, string>>, document: string): SchemaProblem[] {
  return checkThemeContrast({ ...DEFAULT_THEME_COLORS, ...colors }).map((finding) => {
    const named = finding.foreground in colors || !(finding.background in colors) ? finding.foreground : finding.background;
    return { document, pointer: `/colors/${pointerSegment(named)}`, message: describeContrastFinding(finding) };
  });
}

/**
 * One contrast a colour being shaded must keep (the studio's theme editor, issue 38): with `other` at `minimum` or
 * more; `drawnOver` says which way round they are drawn (true: the shaded colour is the text or control drawn over
 * `other`; false: `other` is drawn over it, the shaded colour is its background).
 */
export interface ContrastNeed {
  other: Rgba;
  minimum: number;
  drawnOver: boolean;
}

/** Whether a colour keeps every need's contrast. */
function meetsNeeds(color: Rgba, needs: readonly ContrastNeed[]): boolean {
  return needs.every((need) => (need.drawnOver ? contrastRatio(color, need.other) : contrastRatio(need.other, color)) >= need.minimum);
}

/** Lightness steps the shade search walks (HSL lightness 0–1 in thousandths: finer than a byte of a channel). */
const SHADE_STEPS = 1000;

/**
 * The shade of `color` (same hue and saturation) nearest in lightness with which every need is met, lighter or
 * darker; `color` itself (opaque) when it already meets them, undefined when no lightness does (two needs pulling
 * opposite ways). Unlike `nearestPassingShade`, it meets several pairs at once: a background under several texts,
 * or a colour that is text on the surfaces and a button's face under its label.
 */
export function nearestShadeMeeting(color: Rgba, needs: readonly ContrastNeed[]): Rgba | undefined {
  const behind = needs.find((need) => need.drawnOver)?.other ?? needs[0]?.other;
  const start = color.a < 1 && behind ? composite(color, behind) : { ...color, a: 1 };
  const meets = (candidate: Rgba) => meetsNeeds(candidate, needs);
  if (meets(start)) return start;
  const hsl = toHsl(start);
  const from = Math.round(hsl.l * SHADE_STEPS);
  for (let distance = 1; distance <= SHADE_STEPS; distance++) {
    // Of two shades as near, the darker.
    const ways = [from - distance, from + distance].filter((step) => step >= 0 && step <= SHADE_STEPS);
    const passing = ways.map((step) => fromHsl({ ...hsl, l: step / SHADE_STEPS })).filter(meets);
    if (passing.length > 0) return passing[0];
  }
  return undefined;
}

/**
 * The nearest shade (`#rrggbb`) of the theme colour `name` with which every pair of THEME_PAIRS it is part of passes,
 * as text or control over its backgrounds and as the background of its texts; undefined when it passes already,
 * when no shade does, or when `colors` does not hold it. `colors` are what the site shows (the theme's over
 * DEFAULT_THEME_COLORS), as for `checkThemeContrast`.
 */
export function nearestPassingThemeShade(colors: Readonly<Record<string, string>>, name: string): string | undefined {
  const color = (key: string) => {
    const text = colors[key];
    return text === undefined ? undefined : parseColor(text);
  };
  const own = color(name);
  if (!own) return undefined;
  const black = { r: 0, g: 0, b: 0, a: 1 };
  const pageColor = color('bg') ?? black;
  const page = pageColor.a < 1 ? composite(pageColor, black) : pageColor;
  const opaque = (value: Rgba) => (value.a < 1 ? composite(value, page) : value);
  const needs: ContrastNeed[] = [];
  for (const pair of THEME_PAIRS) {
    if (pair.foreground === name) {
      for (const background of pair.backgrounds) {
        const other = background === name ? undefined : color(background);
        if (other) needs.push({ other: opaque(other), minimum: pair.minimum, drawnOver: true });
      }
    } else if (pair.backgrounds.includes(name)) {
      const other = color(pair.foreground);
      if (other) needs.push({ other, minimum: pair.minimum, drawnOver: false });
    }
  }
  if (needs.length === 0) return undefined;
  const start = name === 'bg' || !needs.some((need) => need.drawnOver) ? opaque(own) : own;
  const meets = (candidate: Rgba) => meetsNeeds(candidate, needs);
  if (meets(start)) return undefined;
  const shade = nearestShadeMeeting(start, needs);
  return shade && toHex(shade);
}

/**
 * The 3:1 pairs (issue 38: WCAG 1.4.3's large text, 1.4.11's non-text contrast): the parts of a control a player must
 * see to find it, and text drawn only large. Checked beside THEME_PAIRS (`checkThemeLargeContrast`). A colour that
 * must already pass 4.5:1 as text is not listed again: the site draws its large text (headings, titles, the hero's)
 * in `text`, and its focus ring, primary buttons' faces, badges and status icons in `primary`, `accent`, `success` and
 * `danger`, all held at 4.5:1 on every surface by THEME_PAIRS.
 * - `controlBorder`: the outline of text fields, selects and the game search box, drawn on the page and on the
 *   dialogs' surfaces (a field whose outline fades into the page cannot be found). The theme's `border` stays the
 *   colour of separators and card edges, which are decoration (WCAG 1.4.11 does not cover them).
 */
export const THEME_LARGE_PAIRS: readonly ThemePair[] = [
  { foreground: 'controlBorder', backgrounds: SURFACES, minimum: LARGE_RATIO, use: 'the outline of text fields and selects (a control a player must find)' },
];

/** Every failing 3:1 pair of a theme's colours (THEME_LARGE_PAIRS), with the nearest passing shade, as `checkThemeContrast` gives the 4.5:1 ones. */
export function checkThemeLargeContrast(colors: Readonly<Record<string, string>>): ContrastFinding[] {
  const color = (name: string) => {
    const text = colors[name];
    return text === undefined ? undefined : parseColor(text);
  };
  const black = { r: 0, g: 0, b: 0, a: 1 };
  const pageColor = color('bg') ?? black;
  const page = pageColor.a < 1 ? composite(pageColor, black) : pageColor;
  const findings: ContrastFinding[] = [];
  for (const pair of THEME_LARGE_PAIRS) {
    const foreground = color(pair.foreground);
    if (!foreground) continue;
    for (const name of pair.backgrounds) {
      const background = color(name);
      if (!background) continue;
      const opaque = background.a < 1 ? composite(background, page) : background;
      const ratio = contrastRatio(foreground, opaque);
      if (ratio >= pair.minimum) continue;
      // One shade for all the surfaces where there is one: the nearest passing shade on the hardest of them.
      let shade: Rgba | undefined = foreground;
      for (let round = 0; round < 3 && shade; round++) for (const other of pair.backgrounds) {
        const behind = color(other);
        if (behind && shade) shade = nearestPassingShade(shade, behind.a < 1 ? composite(behind, page) : behind, pair.minimum);
      }
      findings.push({ foreground: pair.foreground, background: name, ratio, minimum: pair.minimum, use: pair.use, proposed: shade && toHex(shade) });
    }
  }
  return findings;
}

/** The 3:1 pairs of a theme document as `schemas:check` problems, pointing at the colour the theme sets (as `checkThemeDocumentContrast`). */
export function checkThemeDocumentLargeContrast(colors: Readonly<Record<string, string>>, document: string): SchemaProblem[] {
  return checkThemeLargeContrast({ ...DEFAULT_THEME_COLORS, ...DEFAULT_LARGE_THEME_COLORS, ...colors }).map((finding) => {
    const named = finding.foreground in colors || !(finding.background in colors) ? finding.foreground : finding.background;
    return { document, pointer: `/colors/${pointerSegment(named)}`, message: describeContrastFinding(finding) };
  });
}

/** The stylesheet's colours of the 3:1 pairs (src/app/styles/global.css, `:root`) that DEFAULT_THEME_COLORS does not list. */
export const DEFAULT_LARGE_THEME_COLORS: Readonly<Record<string, string>> = {
  controlBorder: '#717999',
};
