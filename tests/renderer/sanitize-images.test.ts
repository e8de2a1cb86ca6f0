// @vitest-environment jsdom
// DOMPurify needs a DOM it can rely on (happy-dom is not one): jsdom, as in DOMPurify's own tests.
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '@/renderer/sanitize-html';
import { imageOrigins } from '@/api/cdn';

/** The HTML as the page would hold it. */
function parsed(html: string): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  return holder;
}

const CDN = ['https://img.cdn.example/croupier', 'https://img2.cdn.example', '/platform-assets/cdn-a'];

describe('pictures in platform HTML load only from the site and the platform’s image hosts (issue 26)', () => {
  it('drops a picture from an unknown host and keeps its alt text in its place', () => {
    const clean = parsed(sanitizeHtml('<p>Before <img src="https://other.example/pixel.png" alt="Maintenance banner"> after</p>', { imageOrigins: imageOrigins(CDN) }));
    expect(clean.querySelector('img')).toBeNull();
    expect(clean.textContent).toBe('Before Maintenance banner after');
    expect(clean.innerHTML).not.toContain('other.example');
  });

  it('drops a tracking pixel without alt text altogether', () => {
    const clean = parsed(sanitizeHtml('<p>Hi<img src="https://other.example/pixel.png" width="1" height="1"></p>'));
    expect(clean.querySelector('img')).toBeNull();
    expect(clean.innerHTML).toBe('<p>Hi</p>');
  });

  it('keeps pictures on the site and on the image CDNs the platform names', () => {
    const clean = parsed(
      sanitizeHtml(
        [
          '<img src="/platform-assets/cdn-a/banners/promo.svg" alt="site path">',
          `<img src="${location.origin}/art/hero.svg" alt="site origin">`,
          '<img src="https://img.cdn.example/croupier/banners/a.png" alt="cdn">',
          '<img src="https://img2.cdn.example/b.png" alt="second cdn">',
        ].join(''),
        { imageOrigins: imageOrigins(CDN) },
      ),
    );
    expect([...clean.querySelectorAll('img')].map((image) => image.getAttribute('alt'))).toEqual(['site path', 'site origin', 'cdn', 'second cdn']);
  });

  it('matches hosts exactly: a look-alike, another port or a sub-domain of a CDN is unknown', () => {
    const clean = parsed(
      sanitizeHtml(
        ['https://img.cdn.example.other.example/a.png', 'https://img.cdn.example:8443/a.png', 'https://evil.img.cdn.example/a.png', 'http://img.cdn.example/a.png'].map((src, index) => `<img src="${src}" alt="x${index}">`).join(''),
        { imageOrigins: imageOrigins(CDN) },
      ),
    );
    expect(clean.querySelectorAll('img')).toHaveLength(0);
    expect(clean.textContent).toBe('x0x1x2x3');
  });

  it('other elements that fetch (video poster and source, table background) lose an unknown host', () => {
    const clean = parsed(
      sanitizeHtml('<video poster="https://other.example/p.png" controls><source src="https://other.example/v.mp4"></video><table background="https://other.example/bg.png"><tr><td>cell</td></tr></table>', {
        imageOrigins: imageOrigins(CDN),
      }),
    );
    expect(clean.innerHTML).not.toContain('other.example');
    expect(clean.textContent).toContain('cell');
  });

  it('links to other hosts stay (they load nothing until followed) and open safely', () => {
    const link = parsed(sanitizeHtml('<a href="https://other.example/terms">Terms</a>')).querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://other.example/terms');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('the platform’s image CDNs given as paths add no host', () => {
    expect(imageOrigins(['/platform-assets/cdn-a', 'https://img.cdn.example/x/', 'javascript:alert(1)', 'not a url'])).toEqual(['https://img.cdn.example']);
  });
});
