// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isAllowedUrl, isContactUrl, isImageSource, isSitePath } from '@/schema/url-policy';
import { safeReturnPath } from '@/app/return-path';

/** Paths that look like site paths but that a browser (or a router that decodes the path once, as React Router did) sends to another host. */
const OFF_SITE_LOOKALIKES = [
  '/\t/evil.example/x',
  '/\n/evil.example/x',
  '/\r/evil.example/x',
  '/\\evil.example',
  '/\\/evil.example',
  '/%5Cevil.example',
  '/%5cevil.example',
  '/%5C%5C',
  '/%09/evil.example',
  '/%0a/evil.example',
  '/%0d/evil.example',
  '/%2F/evil.example',
  '/%2f%2fevil.example',
  '/%252F%252Fevil.example',
  '/\u0000/evil.example',
  '/\u007f/evil.example',
  '/ /evil.example',
  '/\u00a0/evil.example',
  '/rng\\..\\..\\evil',
  '/%E0%A4%A',
];

describe('url policy (security baseline)', () => {
  it.each(['https://help.example.com/faq', 'http://example.com', 'HTTPS://EXAMPLE.COM/x', 'https://example.com/a?b=c%20d#e', '/promotions', '/', '/rng?vendor=pp&page=2', '/help#about-us'])(
    'follows %s',
    (url) => {
      expect(isAllowedUrl(url)).toBe(true);
    },
  );

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>x</script>',
    '//evil.com',
    '/\\evil.com',
    '\\\\evil.com',
    'ftp://example.com',
    'https://',
    'https:// evil',
    'https:/\\evil.com',
    'https://user:pass@evil.com/',
    'https://evil.com/\n',
    'promotions',
    '',
  ])('refuses %j', (url) => {
    expect(isAllowedUrl(url)).toBe(false);
  });

  it('accepts only in-site paths for navigate', () => {
    expect(isSitePath('/rng')).toBe(true);
    expect(isSitePath('/notices?notice=3')).toBe(true);
    expect(isSitePath('https://example.com/rng')).toBe(false);
    expect(isSitePath('//evil.com')).toBe(false);
  });

  it.each(OFF_SITE_LOOKALIKES)('refuses the off-site look-alike %j as a site path and as a URL', (path) => {
    expect(isSitePath(path)).toBe(false);
    expect(isAllowedUrl(path)).toBe(false);
    expect(isImageSource(path)).toBe(false);
  });

  it('contact links may also be a mail address, nothing else', () => {
    expect(isContactUrl('mailto:support@croupier.example')).toBe(true);
    expect(isContactUrl('https://t.me/croupier')).toBe(true);
    for (const url of ['mailto:a@b\nBcc:c@d', 'mailto:a@b\r\n', 'mailto:', 'javascript:alert(1)', 'tel:123', '//evil.example']) expect(isContactUrl(url)).toBe(false);
    expect(isAllowedUrl('mailto:support@croupier.example')).toBe(false);
  });

  it('shows inline PNG and JPEG pictures, nothing else inline', () => {
    expect(isImageSource('data:image/png;base64,iVBORw0KGgo=')).toBe(true);
    expect(isImageSource('data:image/svg+xml;base64,PHN2Zz4=')).toBe(false);
  });
});

describe('safeReturnPath (login ?from=)', () => {
  it('keeps a path on this site, with its query', () => {
    expect(safeReturnPath('/rng?vendor=pp')).toBe('/rng?vendor=pp');
    expect(safeReturnPath('/?memberCentre=messages')).toBe('/?memberCentre=messages');
  });

  it.each([null, undefined, '', 'https://evil.example', '//evil.example', 'javascript:alert(1)', ...OFF_SITE_LOOKALIKES])('falls back to the home page for %j', (from) => {
    expect(safeReturnPath(from)).toBe('/');
  });
});
