// @vitest-environment jsdom
// DOMPurify needs a DOM it can rely on (happy-dom is not one): jsdom, as in DOMPurify's own tests.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { placedLevels, sanitizeHtml } from '@/renderer/sanitize-html';
import xssPayloads from '../fixtures/xss-payloads.json';

/** The levels of the headings of `html`, in reading order. */
function levels(html: string): number[] {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  return [...holder.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) => Number(heading.tagName[1]));
}

describe("platform HTML's headings fit the page's outline (heading-order)", () => {
  it("moves a promotion's terms, written as h3s, to the level the page gives them, keeping their words, attributes and size", () => {
    const clean = sanitizeHtml('<h3 id="offer" class="lead">Offer</h3><p>Deposit <b>100</b>.</p><h3>Terms</h3><h4>Wagering</h4><p>x30</p>', { headingLevel: 2 });
    expect(clean).toBe('<h2 id="offer" class="lead heading-as-h3">Offer</h2><p>Deposit <b>100</b>.</p><h2 class="heading-as-h3">Terms</h2><h3 class="heading-as-h4">Wagering</h3><p>x30</p>');
  });

  it('closes the gaps inside the HTML and keeps siblings siblings', () => {
    // An h4 before the block's h2 is not left straight under the page's h1; an h2 → h4 gap closes; h6 and h4 under
    // the same h2 are both its children.
    expect(levels(sanitizeHtml('<h4>Intro</h4><h2>Main</h2><h4>Detail</h4><h2>Next</h2><h6>Deep</h6><h4>Back</h4>', { headingLevel: 2 }))).toEqual([2, 2, 3, 2, 3, 3]);
    expect(levels(sanitizeHtml('<h1>A</h1><h2>B</h2><h6>C</h6>', { headingLevel: 3 }))).toEqual([3, 4, 5]);
    expect(levels(sanitizeHtml('<h1>A</h1><h2>B</h2><h3>C</h3><h4>D</h4><h5>E</h5><h6>F</h6>', { headingLevel: 4 }))).toEqual([4, 5, 6, 6, 6, 6]);
  });

  it('finds headings inside other elements (a list, a table cell) too', () => {
    expect(levels(sanitizeHtml('<div><section><h3>Offer</h3></section><ul><li><h5>Rule</h5></li></ul></div>', { headingLevel: 3 }))).toEqual([3, 4]);
  });

  it('leaves HTML without headings, and HTML when no level is given, as DOMPurify writes it', () => {
    expect(sanitizeHtml('<p>Hello <a href="https://example.com">there</a></p>', { headingLevel: 2 })).toBe(sanitizeHtml('<p>Hello <a href="https://example.com">there</a></p>'));
    expect(sanitizeHtml('<h4>Kept</h4>')).toBe('<h4>Kept</h4>');
  });

  it('sanitizes every payload of the XSS corpus exactly as without a level, but for the headings', () => {
    for (const payload of [...xssPayloads.html, ...xssPayloads.url]) {
      const withLevel = sanitizeHtml(payload, { headingLevel: 2 });
      const without = sanitizeHtml(payload);
      expect(withLevel.replace(/<(\/?)h[1-6]\b/g, '<$1h').replace(/ class="heading-as-h[1-6]"| heading-as-h[1-6]/g, '')).toBe(without.replace(/<(\/?)h[1-6]\b/g, '<$1h'));
    }
  });

  it('for any headings: the first at the level, none above it, none skipping one, and one written at or above the heading before it is never placed below it', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 10 }), fc.integer({ min: 1, max: 6 }), (written, level) => {
        const placed = levels(sanitizeHtml(written.map((at, index) => `<h${at}>${index}</h${at}><p>text</p>`).join(''), { headingLevel: level }));
        expect(placed).toEqual(placedLevels(written, level));
        expect(placed[0]).toBe(level);
        placed.forEach((at, index) => {
          expect(at).toBeGreaterThanOrEqual(level);
          expect(at).toBeLessThanOrEqual(6);
          if (index === 0) return;
          expect(at).toBeLessThanOrEqual(placed[index - 1]! + 1);
          if (written[index]! <= written[index - 1]!) expect(at).toBeLessThanOrEqual(placed[index - 1]!);
          if (written[index]! > written[index - 1]!) expect(at).toBe(Math.min(6, placed[index - 1]! + 1));
        });
      }),
      { numRuns: 300 },
    );
  });

  it('keeps the shape of a block already in order, moved as one', () => {
    expect(placedLevels([3, 4, 5, 4, 3, 4], 2)).toEqual([2, 3, 4, 3, 2, 3]);
    expect(placedLevels([2, 3, 3], 2)).toEqual([2, 3, 3]);
  });
});
