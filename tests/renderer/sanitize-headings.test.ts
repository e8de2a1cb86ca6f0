// @vitest-environment jsdom
// DOMPurify needs a DOM it can rely on (happy-dom is not one): jsdom, as in DOMPurify's own tests.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sanitizeHtml } from '@/renderer/sanitize-html';

/** The levels of the headings of `html`, in reading order. */
function levels(html: string): number[] {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  return [...holder.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) => Number(heading.tagName[1]));
}

describe("platform HTML's headings fit the page's outline (heading-order)", () => {
  it("moves a promotion's terms, written as h3s, to the level the page gives them, keeping their words and attributes", () => {
    const clean = sanitizeHtml('<h3 id="offer" class="lead">Offer</h3><p>Deposit <b>100</b>.</p><h3>Terms</h3><h4>Wagering</h4><p>x30</p>', { headingLevel: 2 });
    expect(clean).toBe('<h2 id="offer" class="lead heading-as-h3">Offer</h2><p>Deposit <b>100</b>.</p><h2 class="heading-as-h3">Terms</h2><h3 class="heading-as-h4">Wagering</h3><p>x30</p>');
  });

  it('moves headings deeper under a title, and never past h6', () => {
    expect(levels(sanitizeHtml('<h1>A</h1><h2>B</h2><h6>C</h6>', { headingLevel: 3 }))).toEqual([3, 4, 6]);
  });

  it('leaves HTML without headings, and HTML when no level is given, as DOMPurify writes it', () => {
    expect(sanitizeHtml('<p>Hello <a href="https://example.com">there</a></p>', { headingLevel: 2 })).toBe(sanitizeHtml('<p>Hello <a href="https://example.com">there</a></p>'));
    expect(sanitizeHtml('<h4>Kept</h4>')).toBe('<h4>Kept</h4>');
  });

  it('still sanitizes: no script, handler or javascript: link comes through with a level', () => {
    const clean = sanitizeHtml('<h3 onclick="alert(1)">T</h3><script>alert(2)</script><a href="javascript:alert(3)">x</a><img src=x onerror="alert(4)">', { headingLevel: 2 });
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(levels(clean)).toEqual([2]);
  });

  it('keeps the order among the headings and puts the highest at the level, for any headings', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 8 }), fc.integer({ min: 1, max: 6 }), (given, level) => {
        const placed = levels(sanitizeHtml(given.map((at, index) => `<h${at}>${index}</h${at}><p>text</p>`).join(''), { headingLevel: level }));
        const offset = level - Math.min(...given);
        expect(placed).toEqual(given.map((at) => Math.min(6, Math.max(1, at + offset))));
        expect(Math.min(...placed)).toBe(level);
      }),
      { numRuns: 200 },
    );
  });
});
