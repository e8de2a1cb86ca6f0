// @vitest-environment node
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { formatProblem } from '@/schema/problem';
import {
  checkThemeContrast,
  checkThemeDocumentContrast,
  checkThemeDocumentLargeContrast,
  checkThemeLargeContrast,
  DEFAULT_LARGE_THEME_COLORS,
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
    expect(declared).toEqual({ ...DEFAULT_THEME_COLORS, ...DEFAULT_LARGE_THEME_COLORS });
  });

  it('passes both merchants\' themes', () => {
    for (const file of ['themes/default.json', 'merchants/luckystar/themes/default.json']) {
      const theme = JSON.parse(readFileSync(new URL(`../../schemas/${file}`, import.meta.url), 'utf8')) as { colors: Record<string, string> };
      expect(checkThemeDocumentContrast(theme.colors, file).map(formatProblem)).toEqual([]);
    }
  });
});

describe('the 3:1 pairs: the outline of text fields and selects (WCAG 1.4.11)', () => {
  it('holds a control\'s outline at 3:1 on every surface, on known pairs', () => {
    // 3:1 exactly is enough; the theme's separator colour (#2a3050, 1.21:1 on #1e2338) is not.
    expect(ratio('#949494', '#fff')).toBe('3.03');
    expect(ratio('#2a3050', '#1e2338')).toBe('1.21');
    expect(ratio('#717999', '#1e2338')).toBe('3.62');
    expect(checkThemeLargeContrast({ ...DEFAULT_THEME_COLORS, ...DEFAULT_LARGE_THEME_COLORS })).toEqual([]);
    const findings = checkThemeLargeContrast({ ...DEFAULT_THEME_COLORS, controlBorder: '#2a3050' });
    expect(findings.map((finding) => [finding.background, formatRatio(finding.ratio, finding.minimum), finding.minimum])).toEqual([
      ['bg', '1.49', 3],
      ['surface', '1.35', 3],
      ['surfaceRaised', '1.21', 3],
    ]);
  });

  it('refuses a failing outline colour, naming the pair, its ratio, the 3:1 and the nearest shade that passes on every surface', () => {
    const problems = checkThemeDocumentLargeContrast({ controlBorder: '#1f4652', surfaceRaised: '#143039' }, 'merchants/acme/themes/default.json');
    expect(problems.map(formatProblem)).toEqual(expect.arrayContaining([
      expect.stringMatching(/^merchants\/acme\/themes\/default\.json#\/colors\/controlBorder: controlBorder on surfaceRaised has a contrast of 1\.36:1, under the 3:1 a player needs for the outline of text fields and selects \(a control a player must find\); the nearest passing shade of controlBorder is #[0-9a-f]{6}$/),
    ]));
    const shade = /#[0-9a-f]{6}$/.exec(problems[0]!.message)![0];
    for (const surface of [DEFAULT_THEME_COLORS['bg']!, DEFAULT_THEME_COLORS['surface']!, '#143039']) expect(contrastRatio(color(shade), color(surface))).toBeGreaterThanOrEqual(3);
    // A surface the theme darkens under the stylesheet's outline: the finding points at the surface it set.
    expect(checkThemeDocumentLargeContrast({ surfaceRaised: '#6a7090' }, 'themes/default.json').map((problem) => problem.pointer)).toEqual(['/colors/surfaceRaised']);
  });

  it('passes both merchants\' themes, which name their outline colour', () => {
    for (const file of ['themes/default.json', 'merchants/luckystar/themes/default.json']) {
      const theme = JSON.parse(readFileSync(new URL(`../../schemas/${file}`, import.meta.url), 'utf8')) as { colors: Record<string, string> };
      expect(theme.colors['controlBorder'], file).toBeDefined();
      expect(checkThemeDocumentLargeContrast(theme.colors, file).map(formatProblem)).toEqual([]);
    }
  });

  it('is part of schemas:check, which refuses the theme', async () => {
    const root = mkdtempSync(join(tmpdir(), 'contrast-check-'));
    cpSync(fileURLToPath(new URL('../../schemas', import.meta.url)), root, { recursive: true });
    const file = join(root, 'merchants/luckystar/themes/default.json');
    writeFileSync(file, readFileSync(file, 'utf8').replace('"controlBorder": "#428fa3"', '"controlBorder": "#1f4652"'));
    const { checkAllDocuments } = await import('../../scripts/schemas/check-documents');
    const lines = checkAllDocuments(undefined, root).map(formatProblem).filter((line) => line.includes('contrast'));
    rmSync(root, { recursive: true, force: true });
    expect(lines).toEqual(['bg', 'surface', 'surfaceRaised'].map((surface) => expect.stringMatching(new RegExp(`^merchants/luckystar/themes/default\\.json#/colors/controlBorder: controlBorder on ${surface} has a contrast of 1\\.\\d\\d:1, under the 3:1 `))));
  });
});
