// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isAllowedUrl, isSitePath } from '@/schema/url-policy';

describe('url policy (security baseline)', () => {
  it.each(['https://help.example.com/faq', 'http://example.com', 'HTTPS://EXAMPLE.COM/x', '/promotions', '/'])('follows %s', (url) => {
    expect(isAllowedUrl(url)).toBe(true);
  });

  it.each(['javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,<script>x</script>', '//evil.com', '/\\evil.com', 'ftp://example.com', 'https://', 'https:// evil', 'promotions', ''])(
    'refuses %s',
    (url) => {
      expect(isAllowedUrl(url)).toBe(false);
    },
  );

  it('accepts only in-site paths for navigate', () => {
    expect(isSitePath('/rng')).toBe(true);
    expect(isSitePath('https://example.com/rng')).toBe(false);
    expect(isSitePath('//evil.com')).toBe(false);
  });
});
