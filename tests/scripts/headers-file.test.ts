// @vitest-environment node
import { readFileSync } from 'node:fs';
import type { HtmlTagDescriptor, Plugin, ResolvedConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicyPlugin } from '../../scripts/vite/csp-plugin';
import {
  CACHE_IMMUTABLE,
  CACHE_REVALIDATE,
  DEFAULT_REPORT_URL,
  DeploymentSettingError,
  deploymentSettings,
  forPlainHttp,
  headerPolicy,
  headerRules,
  headersFor,
  metaPolicy,
  parseHeadersFile,
  pathMatches,
  renderHeadersFile,
} from '../../scripts/vite/headers-file';

const defaults = deploymentSettings({});

function directive(policy: string, name: string): string | undefined {
  return policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part === name || part.startsWith(`${name} `));
}

function header(headers: [string, string][], name: string): string | undefined {
  return headers.find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1];
}

/** The meta tag the build's CSP plugin puts into index.html. */
function metaTagContent(env: Record<string, string>): string {
  const saved = { ...process.env };
  Object.assign(process.env, env);
  try {
    const plugin: Plugin = contentSecurityPolicyPlugin();
    const configResolved = plugin.configResolved as ((config: ResolvedConfig) => void) | undefined;
    configResolved?.({ publicDir: '' } as ResolvedConfig);
    const transform = plugin.transformIndexHtml as () => HtmlTagDescriptor[];
    return String(transform()[0]?.attrs?.['content'] ?? '');
  } finally {
    for (const key of Object.keys(env)) delete process.env[key];
    Object.assign(process.env, saved);
  }
}

describe('deployment headers (dist/_headers)', () => {
  it('frames only the site itself by default: the embedded platform launches games from site paths', () => {
    expect(directive(headerPolicy(defaults), 'frame-src')).toBe("frame-src 'self'");
    expect(directive(headerPolicy(defaults), 'frame-ancestors')).toBe("frame-ancestors 'self'");
  });

  it('adds the configured game-launch origins to frame-src, as origins', () => {
    const settings = deploymentSettings({ GAME_LAUNCH_ORIGINS: 'https://games.example.com/launch?x=1, https://cdn2.example.net' });
    expect(directive(headerPolicy(settings), 'frame-src')).toBe("frame-src 'self' https://games.example.com https://cdn2.example.net");
    expect(directive(metaPolicy(settings), 'frame-src')).toBe("frame-src 'self' https://games.example.com https://cdn2.example.net");
  });

  it('refuses a game-launch origin that is not https, naming the setting', () => {
    expect(() => deploymentSettings({ GAME_LAUNCH_ORIGINS: 'http://games.example.com' })).toThrow(DeploymentSettingError);
    expect(() => deploymentSettings({ GAME_LAUNCH_ORIGINS: 'https:' })).toThrow(/GAME_LAUNCH_ORIGINS/);
    expect(() => deploymentSettings({ GAME_LAUNCH_ORIGINS: 'games.example.com' })).toThrow(/GAME_LAUNCH_ORIGINS: "games.example.com" is not a URL/);
    expect(deploymentSettings({ GAME_LAUNCH_ORIGINS: 'http://127.0.0.1:9000' }).gameLaunchOrigins).toEqual(['http://127.0.0.1:9000']);
  });

  it('lets pictures load from the site, inline data and the platform\'s image hosts only, as the sanitizer does', () => {
    expect(directive(headerPolicy(defaults), 'img-src')).toBe("img-src 'self' data:");
    const settings = deploymentSettings({ IMAGE_ORIGINS: 'https://img.platform.example/cdn-a/, https://img2.platform.example' });
    expect(directive(headerPolicy(settings), 'img-src')).toBe("img-src 'self' data: https://img.platform.example https://img2.platform.example");
    expect(directive(metaPolicy(settings), 'img-src')).toBe(directive(headerPolicy(settings), 'img-src'));
    expect(() => deploymentSettings({ IMAGE_ORIGINS: 'http://img.platform.example' })).toThrow(/IMAGE_ORIGINS: "http:\/\/img.platform.example" must be an https origin/);
  });

  it('lets forms post to the site only (form-action), in the header and the meta tag', () => {
    expect(directive(headerPolicy(defaults), 'form-action')).toBe("form-action 'self'");
    expect(directive(metaPolicy(defaults), 'form-action')).toBe("form-action 'self'");
  });

  it('reports violations to report-uri and the report-to group; CSP_REPORT_URL moves them', () => {
    expect(directive(headerPolicy(defaults), 'report-uri')).toBe(`report-uri ${DEFAULT_REPORT_URL}`);
    expect(directive(headerPolicy(defaults), 'report-to')).toBe('report-to csp-endpoint');
    const moved = deploymentSettings({ CSP_REPORT_URL: 'https://reports.example.com/csp' });
    expect(header(headersFor(headerRules(moved), '/'), 'Reporting-Endpoints')).toBe('csp-endpoint="https://reports.example.com/csp"');
    expect(() => deploymentSettings({ CSP_REPORT_URL: 'http://reports.example.com/csp' })).toThrow(/CSP_REPORT_URL/);
    expect(() => deploymentSettings({ CSP_REPORT_URL: '/csp; script-src *' })).toThrow(/CSP_REPORT_URL/);
  });

  it('names no analytics host unless the build says ANALYTICS_GTAG=1; then gtag.js may load and send its hits', () => {
    for (const policy of [headerPolicy(defaults), metaPolicy(defaults), metaTagContent({})]) expect(policy).not.toMatch(/google/);
    const configured = deploymentSettings({ ANALYTICS_GTAG: '1' });
    for (const policy of [headerPolicy(configured), metaPolicy(configured)]) {
      expect(directive(policy, 'script-src')).toBe("script-src 'self' https://*.googletagmanager.com");
      expect(directive(policy, 'img-src')).toBe("img-src 'self' data: https://*.google-analytics.com https://*.googletagmanager.com");
      expect(directive(policy, 'connect-src')).toBe("connect-src 'self' https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com");
    }
    expect(metaTagContent({ ANALYTICS_GTAG: '1' })).toContain('https://*.googletagmanager.com');
    expect(deploymentSettings({ ANALYTICS_GTAG: '0' }).analytics).toBe(false);
  });

  it('keeps the API and schema origins in connect-src', () => {
    const settings = deploymentSettings({ VITE_API_BASE_URL: 'https://api.example.com/gw', VITE_SCHEMA_BASE_URL: 'https://cdn.example.com/schemas/' });
    expect(directive(headerPolicy(settings), 'connect-src')).toBe("connect-src 'self' https://api.example.com https://cdn.example.com");
  });

  it('sends the security headers everywhere and caches hashed assets for a year, documents and schemas never without asking', () => {
    const rules = headerRules(defaults, ['/favicon.svg', '/art/*']);
    for (const path of ['/', '/assets/index-abc123.js', '/schemas/routes.json']) {
      const headers = headersFor(rules, path);
      expect(header(headers, 'X-Content-Type-Options')).toBe('nosniff');
      expect(header(headers, 'Referrer-Policy')).toBe('strict-origin-when-cross-origin');
      expect(header(headers, 'Content-Security-Policy')).toBe(headerPolicy(defaults));
    }
    expect(header(headersFor(rules, '/assets/index-abc123.js'), 'Cache-Control')).toBe(CACHE_IMMUTABLE);
    for (const path of ['/', '/index.html', '/schemas/routes.json', '/schemas/manifest.json', '/favicon.svg', '/art/hero.svg']) expect(header(headersFor(rules, path), 'Cache-Control')).toBe(CACHE_REVALIDATE);
  });

  it('never names a header in two rules that can match one path (hosts would join the values)', () => {
    const rules = headerRules(defaults, ['/favicon.svg', '/art/*']);
    for (const path of ['/', '/index.html', '/assets/a-1.js', '/schemas/x.json', '/favicon.svg', '/art/a.svg', '/rng']) {
      const names = headersFor(rules, path).map(([name]) => name.toLowerCase());
      expect(new Set(names).size, path).toBe(names.length);
    }
  });

  it('reads back what it writes', () => {
    const rules = headerRules(defaults, ['/favicon.svg']);
    const text = renderHeadersFile(rules);
    expect(text).toContain('/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n');
    expect(parseHeadersFile(text)).toEqual(rules);
    expect(() => parseHeadersFile('  X-Orphan: 1')).toThrow(/line 1/);
    expect(pathMatches('/schemas/*', '/schemas/forms/login.json')).toBe(true);
    expect(pathMatches('/', '/rng')).toBe(false);
  });

  it('over plain http leaves report-to out, so Chromium still sends reports to report-uri', () => {
    const plain = forPlainHttp(headersFor(headerRules(defaults), '/'));
    expect(header(plain, 'Reporting-Endpoints')).toBeUndefined();
    const policy = header(plain, 'Content-Security-Policy') ?? '';
    expect(directive(policy, 'report-to')).toBeUndefined();
    expect(directive(policy, 'report-uri')).toBe(`report-uri ${DEFAULT_REPORT_URL}`);
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'self'");
  });
});

describe('the meta-tag policy of index.html', () => {
  it('no longer allows any https frame, only the game-launch origins', () => {
    expect(directive(metaTagContent({}), 'frame-src')).toBe("frame-src 'self'");
    expect(directive(metaTagContent({ GAME_LAUNCH_ORIGINS: 'https://games.example.com' }), 'frame-src')).toBe("frame-src 'self' https://games.example.com");
  });

  it('carries no directive a meta tag cannot use', () => {
    const policy = metaTagContent({});
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toMatch(/frame-ancestors|report-uri|report-to/);
  });
});

describe('docs/deployment.md', () => {
  const docs = readFileSync(new URL('../../docs/deployment.md', import.meta.url), 'utf8');
  const nginx = [...docs.matchAll(/add_header ([\w-]+) (?:"([^"]*)"|'([^']*)') always;/g)].map((match) => [match[1] ?? '', match[2] ?? match[3] ?? ''] as const);

  it('gives nginx the security headers of the default build', () => {
    const expected = headerRules(defaults)[0]?.headers ?? [];
    for (const [name, value] of expected) expect(nginx, name).toContainEqual([name, value]);
  });

  it('gives nginx the caching of the headers file', () => {
    expect(nginx).toContainEqual(['Cache-Control', CACHE_IMMUTABLE]);
    expect(nginx).toContainEqual(['Cache-Control', CACHE_REVALIDATE]);
  });
});
