// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isPlatformText, LanguageCoverage, visibleTexts } from '../../scripts/schemas/language-coverage';

describe('what a TY render shares with EN (the document matrix’s language check)', () => {
  it('reads the texts a user meets: text nodes and visible attributes, decoded, not scripts, not bare numbers', () => {
    const html = '<nav aria-label="Pangunahing nabigasyon"><a title="Tulong" href="/help">Tulong &amp; FAQ</a></nav><td data-label="Halaga"><span>P 1,250.50</span></td><img alt="Larawan ng profile 1"/><input placeholder="Pangalan ng user"/><script>var x = "Hello";</script>';
    expect([...visibleTexts(html)].sort()).toEqual(['Halaga', 'Larawan ng profile 1', 'Pangalan ng user', 'Pangunahing nabigasyon', 'Tulong', 'Tulong & FAQ']);
  });

  it('tells the platform’s texts (its strings, a line holding one, a text node of its HTML) from the interface’s', () => {
    const platform = new Set(['Main wallet', '<h3>Who we are</h3><p>Croupier is…</p>', 'player01']);
    expect(isPlatformText('Main wallet', platform)).toBe(true);
    expect(isPlatformText('Main wallet (P 100.00)', platform)).toBe(true);
    expect(isPlatformText('Who we are', platform)).toBe(true);
    expect(isPlatformText('Withdraw', platform)).toBe(false);
    expect(isPlatformText('Agent Centre', platform)).toBe(false);
  });

  it('finds an EN text a widget writes without a key, or a TY entry copied from EN, and only what both rows show', () => {
    const coverage = new LanguageCoverage();
    const en = '<header><a>Withdraw</a><button aria-label="Banner 1"></button><span>Baccarat</span><span>player01</span><p>Welcome</p></header>';
    const ty = '<header><a>Mag-withdraw</a><button aria-label="Banner 1"></button><span>Baccarat</span><span>player01</span><p>Maligayang pagdating</p></header>';
    coverage.add('layouts/default', 'role=player scenario=default lang=ty merchant=croupier', en, ty, new Set(['player01']));
    expect(coverage.of('layouts/default')).toEqual([
      { text: 'Baccarat', platform: false, rows: ['role=player scenario=default lang=ty merchant=croupier'] },
      { text: 'Banner 1', platform: false, rows: ['role=player scenario=default lang=ty merchant=croupier'] },
      { text: 'player01', platform: true, rows: ['role=player scenario=default lang=ty merchant=croupier'] },
    ]);
  });

  it('counts a text as the platform’s only when it is in every row that shows it', () => {
    const coverage = new LanguageCoverage();
    coverage.add('screens/x', 'row 1', '<p>Gold</p>', '<p>Gold</p>', new Set(['Gold']));
    coverage.add('screens/x', 'row 2', '<p>Gold</p>', '<p>Gold</p>', new Set());
    expect(coverage.of('screens/x')).toEqual([{ text: 'Gold', platform: false, rows: ['row 1', 'row 2'] }]);
  });
});
