// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineFirstPaintPictures, INLINE_PICTURE_LIMIT, pictureFile } from '../../scripts/schemas/first-paint-pictures';

const UPLOADED = '0123456789abcdef0123456789abcdef.png';

function folders() {
  const origin = mkdtempSync(join(tmpdir(), 'first-paint-origin-'));
  const site = mkdtempSync(join(tmpdir(), 'first-paint-site-'));
  mkdirSync(join(origin, 'images'));
  mkdirSync(join(site, 'art'));
  writeFileSync(join(site, 'art', 'hero.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(site, 'art', 'big.svg'), `<svg xmlns="http://www.w3.org/2000/svg">${' '.repeat(INLINE_PICTURE_LIMIT)}</svg>`);
  writeFileSync(join(site, 'notes.txt'), 'not a picture');
  writeFileSync(join(origin, 'images', UPLOADED), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  return { origin, site };
}

describe("a first paint's small pictures, written into its HTML (issue 37)", () => {
  it("knows the site's and the origin's pictures by path, and nothing else", () => {
    const where = { origin: '/origin', site: '/site' };
    expect(pictureFile('/art/hero-cards.svg', where)).toBe('/site/art/hero-cards.svg');
    expect(pictureFile(`/schemas/images/${UPLOADED}`, where)).toBe(`/origin/images/${UPLOADED}`);
    for (const other of ['https://cdn.example/a.svg', '//cdn.example/a.svg', '/art/../secrets.svg', '/art/a.svg?v=1', '/schemas/themes/default.json', '/schemas/images/not-a-hash.png', '/art/notes.txt', 'art/a.svg', '/platform-assets/cdn-b/banners/promo-101.gif'])
      expect(pictureFile(other, where)).toBeUndefined();
  });

  it('draws small pictures from data: URLs, loads their own URLs hidden, and leaves every other picture, and the preload links, as they were', () => {
    const where = folders();
    const html = [
      '<link rel="preload" as="image" href="/art/hero.svg"/>',
      '<img class="hero__art" src="/art/hero.svg" alt=""/>',
      '<img src="/art/hero.svg" alt="again"/>',
      `<img src="/schemas/images/${UPLOADED}" alt="banner"/>`,
      '<img src="/art/big.svg" alt=""/>',
      '<img src="/art/missing.svg" alt=""/>',
      '<img src="https://cdn.example/vendors/N2.svg" alt=""/>',
    ].join('');
    const hero = `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64')}`;
    expect(inlineFirstPaintPictures(html, where)).toBe(
      [
        '<link rel="preload" as="image" href="/art/hero.svg"/>',
        `<img class="hero__art" src="${hero}" alt=""/>`,
        `<img src="${hero}" alt="again"/>`,
        '<img src="data:image/png;base64,iVBORw==" alt="banner"/>',
        '<img src="/art/big.svg" alt=""/>',
        '<img src="/art/missing.svg" alt=""/>',
        '<img src="https://cdn.example/vendors/N2.svg" alt=""/>',
        // Each inlined picture's own URL, loaded and in use, for the site's <img> that takes its place.
        '<img hidden="" alt="" src="/art/hero.svg"/>',
        `<img hidden="" alt="" src="/schemas/images/${UPLOADED}"/>`,
      ].join(''),
    );
  });
});
