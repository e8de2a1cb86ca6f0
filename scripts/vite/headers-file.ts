/**
 * The response headers of the built site, in one place: the Content-Security-Policy (as a header with
 * `frame-ancestors` and reporting, and the subset a meta tag can carry), the other security headers and
 * the CDN caching rules. The build writes them to `dist/_headers` (Netlify / Cloudflare Pages format);
 * `npm run preview` reads that file back and applies it, so e2e runs under the real policy.
 * docs/deployment.md has the nginx equivalent.
 */

/** The build settings behind the policy (docs/deployment.md). */
export interface DeploymentSettings {
  /** Origin of VITE_API_BASE_URL when the API is on another origin. */
  apiOrigin?: string | undefined;
  /** Origin of VITE_SCHEMA_BASE_URL when the schemas are on another origin. */
  schemaOrigin?: string | undefined;
  /** GAME_LAUNCH_ORIGINS: where game iframes may load from, besides the site itself. */
  gameLaunchOrigins: string[];
  /**
   * IMAGE_ORIGINS: the platform's image hosts (the origins of its `imageCDNs`), where pictures may load from besides
   * the site: the same hosts the HTML sanitizer lets platform HTML show pictures from (`imageOrigins`, src/api/cdn.ts).
   */
  imageOrigins: string[];
  /** CSP_REPORT_URL: where browsers send CSP violation reports. */
  reportUrl: string;
  /** `'sha256-…'` sources of the build's own inline scripts (the early fetch script), allowed by hash. */
  inlineScripts?: readonly string[];
  /**
   * ANALYTICS_GTAG=1: the merchant's platform names a Google Analytics id (`status.info.analytics.gtagId`, spec §3) and
   * the site may load gtag.js and send its hits: Google's hosts join the policy (ANALYTICS_SOURCES). Off by default: the
   * site then loads no analytics, whatever the platform names (src/app/analytics).
   */
  analytics?: boolean;
}

/**
 * What gtag.js needs, per directive (Google's documented policy for Google Analytics 4): its script, its hits (fetch
 * and image beacons, regional collection hosts). Only in a build made with ANALYTICS_GTAG=1.
 */
export const ANALYTICS_SOURCES = {
  'script-src': ['https://*.googletagmanager.com'],
  'img-src': ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  'connect-src': ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
} as const;

/** The embedded platform's report collector (embedded-platform/handlers/csp-reports.ts), proxied by dev and preview. */
export const DEFAULT_REPORT_URL = '/platform-assets/csp-reports';

/** The reporting group named by `report-to` and `Reporting-Endpoints`. */
export const REPORT_GROUP = 'csp-endpoint';

export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_REVALIDATE = 'no-cache';

export class DeploymentSettingError extends Error {
  override name = 'DeploymentSettingError';
}

const LOOPBACK = /^(localhost|127\.0\.0\.1|\[::1\])$/;

/** An https origin (http only for this machine), from an origin or any URL on it. */
function originOf(setting: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new DeploymentSettingError(`${setting}: "${value}" is not a URL (expected e.g. https://games.example.com)`);
  }
  const secure = url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.test(url.hostname));
  if (!secure) throw new DeploymentSettingError(`${setting}: "${value}" must be an https origin (http is accepted for localhost only)`);
  return url.origin;
}

function optionalOrigin(setting: string, value: string | undefined): string | undefined {
  return value && /^https?:/i.test(value) ? originOf(setting, value) : undefined;
}

/** Reads and checks the build settings; a bad one fails the build with the setting's name. */
export function deploymentSettings(env: Readonly<Record<string, string | undefined>>): DeploymentSettings {
  const origins = (name: string) => [...new Set((env[name] ?? '').split(/[\s,]+/).filter(Boolean).map((value) => originOf(name, value)))];
  const gameLaunchOrigins = origins('GAME_LAUNCH_ORIGINS');
  const imageOrigins = origins('IMAGE_ORIGINS');
  const reportUrl = env['CSP_REPORT_URL']?.trim() || DEFAULT_REPORT_URL;
  const sitePath = reportUrl.startsWith('/') && !reportUrl.startsWith('//');
  if (!sitePath) originOf('CSP_REPORT_URL', reportUrl);
  if (/[\s;,"]/.test(reportUrl)) throw new DeploymentSettingError(`CSP_REPORT_URL: "${reportUrl}" may not contain spaces, quotes, commas or semicolons`);
  return {
    apiOrigin: optionalOrigin('VITE_API_BASE_URL', env['VITE_API_BASE_URL']),
    schemaOrigin: optionalOrigin('VITE_SCHEMA_BASE_URL', env['VITE_SCHEMA_BASE_URL']),
    gameLaunchOrigins,
    imageOrigins,
    reportUrl,
    analytics: /^(1|true|on)$/i.test(env['ANALYTICS_GTAG']?.trim() ?? ''),
  };
}

function fetchDirectives(settings: DeploymentSettings): string[] {
  const analytics = (directive: keyof typeof ANALYTICS_SOURCES): readonly string[] => (settings.analytics ? ANALYTICS_SOURCES[directive] : []);
  const connect = ["'self'", settings.apiOrigin, settings.schemaOrigin, ...analytics('connect-src')].filter((source): source is string => Boolean(source));
  return [
    "default-src 'self'",
    ["script-src", "'self'", ...(settings.inlineScripts ?? []), ...analytics('script-src')].join(' '),
    "style-src 'self' 'unsafe-inline'",
    // Pictures: the site (the embedded platform's CDNs are site paths), inline data (captcha images) and the platform's
    // image hosts: what the sanitizer lets platform HTML show, not every https host.
    ['img-src', "'self'", 'data:', ...settings.imageOrigins, ...analytics('img-src')].join(' '),
    // Games open in an iframe: the site's own paths (the embedded platform's launch URLs) and the configured hosts only.
    ['frame-src', "'self'", ...settings.gameLaunchOrigins].join(' '),
    `connect-src ${[...new Set(connect)].join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    // A form (or an injected one) posts to the site only.
    "form-action 'self'",
  ];
}

/** The policy of the meta tag: a meta tag cannot carry frame-ancestors or reporting. */
export function metaPolicy(settings: DeploymentSettings): string {
  return fetchDirectives(settings).join('; ');
}

/** The full policy, sent as a header. */
export function headerPolicy(settings: DeploymentSettings): string {
  return [...fetchDirectives(settings), "frame-ancestors 'self'", `report-uri ${settings.reportUrl}`, `report-to ${REPORT_GROUP}`].join('; ');
}

export interface HeaderRule {
  /** A path; `*` at the end matches the rest of it. */
  path: string;
  headers: [name: string, value: string][];
}

/**
 * The rules of `dist/_headers`. No header name appears in two rules that can match the same path
 * (Netlify and Cloudflare join repeated names with commas), so every host reads them the same way.
 * `publicPaths` are the files and folders Vite copies from public/ (not hashed: revalidated).
 */
export function headerRules(settings: DeploymentSettings, publicPaths: readonly string[] = []): HeaderRule[] {
  return [
    {
      path: '/*',
      headers: [
        ['Content-Security-Policy', headerPolicy(settings)],
        ['Reporting-Endpoints', `${REPORT_GROUP}="${settings.reportUrl}"`],
        ['Referrer-Policy', 'strict-origin-when-cross-origin'],
        ['X-Content-Type-Options', 'nosniff'],
        ['X-Frame-Options', 'SAMEORIGIN'],
      ],
    },
    { path: '/assets/*', headers: [['Cache-Control', CACHE_IMMUTABLE]] },
    // The service worker (not hashed: a browser checks it for updates on each visit, and so must reach the new one).
    ...['/', '/index.html', '/schemas/*', '/sw.js', ...publicPaths].map((path): HeaderRule => ({ path, headers: [['Cache-Control', CACHE_REVALIDATE]] })),
  ];
}

export function renderHeadersFile(rules: readonly HeaderRule[]): string {
  const body = rules.map((rule) => [rule.path, ...rule.headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n')).join('\n');
  return `# Response headers for static hosts (Netlify / Cloudflare Pages format), written by the build.\n# npm run preview applies this file; see docs/deployment.md for nginx.\n${body}\n`;
}

/** Reads a `_headers` file: a path line, then indented `Name: value` lines. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  text.split(/\r?\n/).forEach((line, index) => {
    if (line.trim() === '' || line.trim().startsWith('#')) return;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: [] });
      return;
    }
    const match = /^\s+([A-Za-z0-9-]+):\s*(.*)$/.exec(line);
    const rule = rules.at(-1);
    if (!match || !rule) throw new Error(`_headers line ${index + 1}: expected "  Name: value" under a path, got "${line.trim()}"`);
    rule.headers.push([match[1] ?? '', (match[2] ?? '').trim()]);
  });
  return rules;
}

export function pathMatches(pattern: string, pathname: string): boolean {
  if (pattern.endsWith('*')) return pathname.startsWith(pattern.slice(0, -1));
  return pathname === pattern;
}

/** The headers of every rule matching the path, in file order. */
export function headersFor(rules: readonly HeaderRule[], pathname: string): [string, string][] {
  return rules.filter((rule) => pathMatches(rule.path, pathname)).flatMap((rule) => rule.headers);
}

/**
 * The headers as a plain-http origin should send them (the local preview). Chromium reads
 * `Reporting-Endpoints` only on https responses, and a policy naming a `report-to` group the browser
 * has not got sends nothing at all, not even to `report-uri`. Over http the preview therefore leaves
 * `report-to` out, so violations still reach `report-uri`; an https host sends the file as written.
 */
export function forPlainHttp(headers: readonly [string, string][]): [string, string][] {
  return headers.flatMap(([name, value]): [string, string][] => {
    const key = name.toLowerCase();
    if (key === 'reporting-endpoints') return [];
    if (key !== 'content-security-policy') return [[name, value]];
    const directives = value.split(';').map((directive) => directive.trim()).filter((directive) => directive !== '' && !/^report-to(\s|$)/i.test(directive));
    return [[name, directives.join('; ')]];
  });
}
