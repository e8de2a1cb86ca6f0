// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkThemeContrast, contrastRatio, DEFAULT_THEME_COLORS, formatRatio, nearestPassingThemeShade, nearestShadeMeeting, parseColor, toHex } from '@/schema/contrast';

const color = (text: string) => {
  const parsed = parseColor(text);
  if (!parsed) throw new Error(`not a colour: ${text}`);
  return parsed;
};
const shade = (text: string, needs: { other: string; minimum: number; drawnOver: boolean }[]) => {
  const found = nearestShadeMeeting(color(text), needs.map((need) => ({ ...need, other: color(need.other) })));
  return found && toHex(found);
};
const pairs = (colors: Record<string, string>) => checkThemeContrast(colors).map((finding) => `${finding.foreground} on ${finding.background}`);

/** The studio's theme editor proposes these shades while the operator picks a colour (issue 38). */
describe('the nearest shade that meets every contrast a colour must keep', () => {
  it('finds the known nearest passing greys on white: #767676 for text (4.5:1), #949494 for large text and controls (3:1)', () => {
    expect(shade('#777777', [{ other: '#ffffff', minimum: 4.5, drawnOver: true }])).toBe('#767676');
    expect(shade('#999999', [{ other: '#ffffff', minimum: 3, drawnOver: true }])).toBe('#949494');
    expect(formatRatio(contrastRatio(color('#949494'), color('#ffffff')))).toBe('3.03');
    // A colour that already passes is kept as it is.
    expect(shade('#767676', [{ other: '#ffffff', minimum: 4.5, drawnOver: true }])).toBe('#767676');
  });

  it('moves a background until every text drawn on it passes, towards the nearer end', () => {
    // White and light grey text on a mid grey: the grey darkens until the lighter grey text passes too.
    const found = shade('#808080', [
      { other: '#ffffff', minimum: 4.5, drawnOver: false },
      { other: '#dddddd', minimum: 4.5, drawnOver: false },
    ]);
    expect(found).toBeDefined();
    expect(contrastRatio(color('#dddddd'), color(found!))).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(color('#ffffff'), color(found!))).toBeGreaterThanOrEqual(4.5);
    expect(found! < '#808080').toBe(true);
  });

  it('says so when no shade can keep two needs that pull opposite ways', () => {
    // Text on both black and white at 7:1 does not exist (the best middle grey reaches about 4.6:1 on each).
    expect(shade('#777777', [{ other: '#000000', minimum: 7, drawnOver: true }, { other: '#ffffff', minimum: 7, drawnOver: true }])).toBeUndefined();
  });
});

describe('the nearest passing shade of one theme colour, over all the pairs it is part of', () => {
  it('proposes nothing for the stylesheet\'s theme, which passes, nor for a colour without pairs (borders)', () => {
    expect(pairs(DEFAULT_THEME_COLORS)).toEqual([]);
    expect(nearestPassingThemeShade(DEFAULT_THEME_COLORS, 'primary')).toBeUndefined();
    expect(nearestPassingThemeShade(DEFAULT_THEME_COLORS, 'border')).toBeUndefined();
  });

  it('a secondary text too dark for the surfaces: one lighter shade passes on all three', () => {
    const colors = { ...DEFAULT_THEME_COLORS, textMuted: '#5a6070' };
    expect(pairs(colors)).toEqual(['textMuted on bg', 'textMuted on surface', 'textMuted on surfaceRaised']);
    const proposed = nearestPassingThemeShade(colors, 'textMuted');
    expect(proposed).toMatch(/^#[0-9a-f]{6}$/);
    expect(pairs({ ...colors, textMuted: proposed! })).toEqual([]);
  });

  it('a primary colour that fails as links on the surfaces and under its button label: one shade mends both', () => {
    const colors = { ...DEFAULT_THEME_COLORS, primary: '#3a6df0' };
    expect(pairs(colors)).toEqual(['primary on bg', 'primary on surface', 'primary on surfaceRaised', 'primaryText on primary']);
    const proposed = nearestPassingThemeShade(colors, 'primary');
    expect(pairs({ ...colors, primary: proposed! })).toEqual([]);
  });

  it('a raised panel made too light for its texts: the panel darkens (the texts stay the operator\'s)', () => {
    const colors = { ...DEFAULT_THEME_COLORS, surfaceRaised: '#6a7080' };
    expect(pairs(colors)).toEqual(['textMuted on surfaceRaised', 'primary on surfaceRaised', 'accent on surfaceRaised', 'success on surfaceRaised', 'danger on surfaceRaised']);
    const proposed = nearestPassingThemeShade(colors, 'surfaceRaised');
    expect(pairs({ ...colors, surfaceRaised: proposed! })).toEqual([]);
    expect(relativeOrder(proposed!, '#6a7080')).toBe('darker');
  });
});

function relativeOrder(one: string, other: string): 'darker' | 'lighter' {
  const sum = (text: string) => {
    const { r, g, b } = color(text);
    return r + g + b;
  };
  return sum(one) < sum(other) ? 'darker' : 'lighter';
}
