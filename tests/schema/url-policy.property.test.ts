// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { HTTPS_OR_SITE_PATTERN, isAllowedUrl, isSitePath, SITE_PATH_PATTERN, URL_PATTERN } from '@/schema/url-policy';

/**
 * The URL policy checked against the WHATWG URL parser (`new URL`, what the browser does with a
 * link) on strings built from the fragments attackers use: slashes and backslashes, tabs and
 * newlines, percent-encodings of both, `@`, `:`, dot segments, odd whitespace and schemes.
 */
const BASES = ['https://site.example/', 'https://site.example/member/centre?x=1', 'http://127.0.0.1:4173/rng#top'];

const FRAGMENTS = [
  '/', '//', '\\', '\t', '\n', '\r', ' ', '\u0000', '\u000b', '\u000c', '\u007f', '\u0085', '\u00a0', '\u2028', '\u3000', '\ufeff',
  '%5C', '%5c', '%2F', '%2f', '%09', '%0A', '%0d', '%00', '%20', '%25', '%252F', '%255C', '%', '%E0%A4', '%zz',
  '.', '..', ':', '@', '?', '#', '&', '=', ';', 'evil.example', 'site.example', 'rng', 'a', '0', 'é', '中',
  'javascript:', 'data:', 'http:', 'https:', 'HTTPS://', 'http://', 'https://', 'user:pass@', '[::1]', '127.0.0.1',
];

const fragmentString = fc.array(fc.constantFrom(...FRAGMENTS), { maxLength: 8 }).map((parts) => parts.join(''));
const candidate = fc.oneof(
  fc.tuple(fc.constantFrom('/', '//', '/\\', '\\', 'https://', 'http://', ' /', '', 'javascript:'), fragmentString).map(([start, rest]) => start + rest),
  fc.string({ unit: 'binary', maxLength: 24 }).map((rest) => `/${rest}`),
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
);

/** `DEEP=1` for a long run (a few minutes); CI keeps the default short. */
const DEEP = Boolean(process.env['DEEP']);
const RUNS = { numRuns: DEEP ? 50_000 : 1000 };
if (DEEP) vi.setConfig({ testTimeout: 600_000 });

function origin(url: string, base: string): string | undefined {
  try {
    return new URL(url, base).origin;
  } catch {
    return undefined;
  }
}

/** The path part (before `?` or `#`) percent-decoded once, as a router may do; a malformed one stays as written. */
function decodedOnce(path: string): string {
  const end = path.search(/[?#]/);
  const pathPart = end === -1 ? path : path.slice(0, end);
  try {
    return decodeURIComponent(pathPart) + (end === -1 ? '' : path.slice(end));
  } catch {
    return path;
  }
}

function staysOnEveryBase(path: string): boolean {
  return BASES.every((base) => origin(path, base) === new URL(base).origin);
}

describe('url policy against new URL (fast-check)', () => {
  it('a site path never leaves the site, as written or once decoded', () => {
    fc.assert(
      fc.property(candidate, (path) => {
        if (!isSitePath(path)) return;
        expect(staysOnEveryBase(path)).toBe(true);
        expect(staysOnEveryBase(decodedOnce(path))).toBe(true);
      }),
      RUNS,
    );
  });

  it('an allowed URL is a site path or an http(s) address with a host', () => {
    fc.assert(
      fc.property(candidate, (url) => {
        if (!isAllowedUrl(url)) return;
        if (url.startsWith('/')) {
          expect(isSitePath(url)).toBe(true);
          return;
        }
        const parsed = new URL(url);
        expect(['http:', 'https:']).toContain(parsed.protocol);
        expect(parsed.hostname).not.toBe('');
      }),
      RUNS,
    );
  });

  it('plain site paths and web addresses are allowed', () => {
    const segment = fc.stringMatching(/^[A-Za-z0-9._~-]{1,12}$/).filter((s) => s !== '.' && s !== '..');
    const query = fc.option(fc.stringMatching(/^[A-Za-z0-9=&_-]{0,16}$/), { nil: undefined });
    const sitePath = fc.tuple(fc.array(segment, { maxLength: 4 }), query).map(([segments, q]) => `/${segments.join('/')}${q === undefined ? '' : `?${q}`}`);
    fc.assert(
      fc.property(sitePath, (path) => {
        expect(isSitePath(path) && isAllowedUrl(path)).toBe(true);
      }),
      RUNS,
    );
    // fast-check's web URLs may carry user info (`https://a:b@host`), which the policy refuses.
    fc.assert(
      fc.property(fc.webUrl({ validSchemes: ['https', 'http'], withQueryParameters: true, withFragments: true }), (url) => {
        const { username, password } = new URL(url);
        expect(isAllowedUrl(url)).toBe(username === '' && password === '');
      }),
      RUNS,
    );
  });
});

describe('the meta-schema patterns (fast-check)', () => {
  const sitePattern = new RegExp(SITE_PATH_PATTERN, 'u');
  const urlPattern = new RegExp(URL_PATTERN, 'u');
  const artworkPattern = new RegExp(HTTPS_OR_SITE_PATTERN, 'u');

  it('a path the site-path pattern accepts stays on the site, as written or once decoded', () => {
    fc.assert(
      fc.property(candidate, (path) => {
        if (!sitePattern.test(path)) return;
        expect(staysOnEveryBase(path)).toBe(true);
        expect(staysOnEveryBase(decodedOnce(path))).toBe(true);
      }),
      RUNS,
    );
  });

  // A pattern cannot tell a valid host from an invalid one: what it lets through either fails to parse
  // (and the run-time policy refuses it) or is an http(s) address.
  it('a URL the url patterns accept is a site path, an http(s) address or no URL at all', () => {
    fc.assert(
      fc.property(candidate, (url) => {
        for (const pattern of [urlPattern, artworkPattern]) {
          if (!pattern.test(url)) continue;
          if (url.startsWith('/')) expect(staysOnEveryBase(decodedOnce(url))).toBe(true);
          else if (URL.canParse(url)) expect(['http:', 'https:']).toContain(new URL(url).protocol);
        }
      }),
      RUNS,
    );
  });

  it('the patterns refuse the control-character look-alikes', () => {
    for (const path of ['/\t/evil.example/x', '/\n/evil.example/x', '/\\evil.example', '/%5Cevil.example', '/%09/evil.example', '//evil.example', '/%2F/evil.example']) {
      expect(sitePattern.test(path)).toBe(false);
      expect(urlPattern.test(path)).toBe(false);
    }
    expect(urlPattern.test('https://help.example.com/faq?a=1')).toBe(true);
    expect(sitePattern.test('/rng?vendor=pp')).toBe(true);
  });
});
