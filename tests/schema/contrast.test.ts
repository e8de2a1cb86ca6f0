// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatProblem } from '@/schema/problem';
import {
  checkThemeContrast,
  checkThemeDocumentContrast,
  contrastRatio,
  DEFAULT_THEME_COLORS,
  formatRatio,
  nearestPassingShade,
  parseColor,
  relativeLuminance,
  toHex,
} from '@/schema/contrast';

const color = (text: string) => {
  const parsed = parseColor(text);
  if (!parsed) throw new Error(`not a colour: ${text}`);
  return parsed;
};
const ratio = (foreground: string, background: string) => formatRatio(contrastRatio(color(foreground), color(background)));

describe('WCAG contrast ratio on known pairs', () => {
  it('gives the ratios WCAG and the browsers\' tools give', () => {
    expect(ratio('#000', '#fff')).toBe('21.00');
    expect(ratio('#fff', '#000')).toBe('21.00');
    expect(ratio('#777', '#fff')).toBe('4.48');
    expect(ratio('#767676', '#fff')).toBe('4.54');
    // axe-core reported this pair (the old badges) as 4.16: it cuts to two decimals, WCAG's tools round.
    expect(ratio('#fff', '#e63946')).toBe('4.17');
    expect(ratio('#ff5c6c', '#1e2338')).toBe('5.17');
    expect(ratio('#123456', '#123456')).toBe('1.00');
    expect(relativeLuminance(color('#fff'))).toBe(1);
    expect(relativeLuminance(color('#000'))).toBe(0);
  });

  it('reads every colour form a theme allows, and composites a translucent one over its background', () => {
    expect(toHex(color('#abc'))).toBe('#aabbcc');
    expect(toHex(color('#AABBCCDD'))).toBe('#aabbcc');
    expect(color('rgba(255, 0, 0, 0.5)')).toEqual({ r: 255, g: 0, b: 0, a: 0.5 });
    expect(color('rgb(100% 0% 0%)')).toEqual({ r: 255, g: 0, b: 0, a: 1 });
    expect(parseColor('red')).toBeUndefined();
    // Half-transparent white over black shows as mid grey.
    expect(contrastRatio(color('rgba(255, 255, 255, 0.5)'), color('#000'))).toBeCloseTo(contrastRatio(color('#808080'), color('#000')), 1);
  });

  it('never reports a failing ratio rounded up to the minimum it misses', () => {
    expect(formatRatio(4.4999, 4.5)).toBe('4.49');
    expect(formatRatio(4.4999)).toBe('4.50');
  });
});

describe('the nearest passing shade', () => {
  it('moves the colour\'s lightness as little as it must, keeping its hue, and passes', () => {
    const shade = nearestPassingShade(color('#777'), color('#fff'), 4.5)!;
    expect(contrastRatio(shade, color('#fff'))).toBeGreaterThanOrEqual(4.5);
    expect(toHex(shade)).toBe('#767676');
    // A red too dark on a dark surface becomes a lighter red, not white.
    const red = nearestPassingShade(color('#c0392b'), color('#1e2338'), 4.5)!;
    expect(contrastRatio(red, color('#1e2338'))).toBeGreaterThanOrEqual(4.5);
    expect(red.r).toBeGreaterThan(red.g + 60);
  });

  it('leaves a passing colour as it is', () => {
    expect(toHex(nearestPassingShade(color('#000'), color('#fff'), 4.5)!)).toBe('#000000');
  });
});

describe('a merchant theme\'s pairs (schemas:check and the studio)', () => {
  it('refuses a failing colour, naming the pair, its ratio, what it is used for and the nearest passing shade', () => {
    const lines = checkThemeDocumentContrast({ textMuted: '#4a4f66', accentText: '#ffffff' }, 'merchants/acme/themes/default.json').map(formatProblem);
    expect(lines).toEqual([
      expect.stringMatching(/^merchants\/acme\/themes\/default\.json#\/colors\/textMuted: textMuted on bg has a contrast of 2\.\d\d:1, under the 4\.5:1 a player needs for secondary text \(labels, hints, table headers\); the nearest passing shade of textMuted is #[0-9a-f]{6}$/),
      expect.stringMatching(/#\/colors\/textMuted: textMuted on surface has a contrast of /),
      expect.stringMatching(/#\/colors\/textMuted: textMuted on surfaceRaised has a contrast of /),
      expect.stringMatching(/^merchants\/acme\/themes\/default\.json#\/colors\/accentText: accentText on accent has a contrast of 3\.\d\d:1, under the 4\.5:1 /),
    ]);
  });

  it('proposes one shade that passes on every surface the colour is drawn on', () => {
    const findings = checkThemeContrast({ ...DEFAULT_THEME_COLORS, textMuted: '#4a4f66' });
    const proposed = new Set(findings.map((finding) => finding.proposed));
    expect(proposed.size).toBe(1);
    const [shade] = [...proposed];
    for (const surface of ['bg', 'surface', 'surfaceRaised']) expect(contrastRatio(color(shade!), color(DEFAULT_THEME_COLORS[surface]!))).toBeGreaterThanOrEqual(4.5);
  });

  it('names the colour the theme sets when the other one of the pair is the stylesheet\'s', () => {
    // A dark violet: too dark as text on the dark surfaces, and too dark under the stylesheet's dark badge text.
    const problems = checkThemeDocumentContrast({ accent: '#3a0ca3' }, 'themes/default.json');
    expect(problems.map((problem) => problem.message.slice(0, problem.message.indexOf(' has')))).toEqual(['accent on bg', 'accent on surface', 'accent on surfaceRaised', 'accentText on accent']);
    expect(new Set(problems.map((problem) => problem.pointer))).toEqual(new Set(['/colors/accent']));
  });

  it('passes the stylesheet\'s own colours, which are those of src/app/styles/global.css', () => {
    expect(checkThemeContrast(DEFAULT_THEME_COLORS)).toEqual([]);
    const css = readFileSync(new URL('../../src/app/styles/global.css', import.meta.url), 'utf8');
    const root = /:root\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
    const declared = Object.fromEntries([...root.matchAll(/--color-([a-z-]+):\s*([^;]+);/g)].map(([, name, value]) => [name!.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()), value!.trim()]));
    expect(declared).toEqual(DEFAULT_THEME_COLORS);
  });

  it('passes both merchants\' themes', () => {
    for (const file of ['themes/default.json', 'merchants/luckystar/themes/default.json']) {
      const theme = JSON.parse(readFileSync(new URL(`../../schemas/${file}`, import.meta.url), 'utf8')) as { colors: Record<string, string> };
      expect(checkThemeDocumentContrast(theme.colors, file).map(formatProblem)).toEqual([]);
    }
  });
});
