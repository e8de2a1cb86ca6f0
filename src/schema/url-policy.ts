/**
 * The site's one URL policy (security baseline). Every URL that comes from a schema or from the
 * platform is followed, linked or shown only when it is an http(s) address or a path on this site:
 * no `javascript:`, `data:`, protocol-relative URL or look-alike path that a browser would take to
 * another host.
 *
 * The WHATWG URL parser drops tabs and newlines anywhere, strips leading control characters and
 * spaces, and reads `\` as `/`; a router may decode a path once before it resolves it (React Router
 * did; src/renderer/navigation.tsx does not, and the policy does not count on that). So
 * `/\t/evil.example`, `/\evil.example` and `/%5Cevil.example` all leave the site. The policy refuses
 * control characters, whitespace and backslashes outright, then resolves the candidate with
 * `new URL` against a probe origin and keeps it only when the origin stays the same, for the path as
 * written and for each percent-decoding of it.
 */

/** C0 and C1 control characters, DEL, any whitespace and the backslash. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
const UNSAFE_CHARACTER = /[\u0000-\u001f\u007f-\u009f\\\s]/u;
/** A made-up origin: a site path is one that resolves against it without leaving it. */
const PROBE_ORIGIN = 'https://site.invalid';
/** `%2525…` nests at most this deep before we stop decoding and refuse. */
const MAX_DECODINGS = 4;

function resolves(url: string, base?: string): URL | undefined {
  try {
    return new URL(url, base);
  } catch {
    return undefined;
  }
}

function staysOnSite(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || UNSAFE_CHARACTER.test(path)) return false;
  return resolves(path, `${PROBE_ORIGIN}/probe/`)?.origin === PROBE_ORIGIN;
}

/** The path with its path part (before `?` or `#`) percent-decoded once; undefined when that is malformed. */
function decodePathPart(path: string): string | undefined {
  const end = path.search(/[?#]/);
  const pathPart = end === -1 ? path : path.slice(0, end);
  try {
    return decodeURIComponent(pathPart) + (end === -1 ? '' : path.slice(end));
  } catch {
    return undefined;
  }
}

/** In-site paths only (`navigate`, a return path after login, a link to a site page). */
export function isSitePath(path: string): boolean {
  let current = path;
  for (let level = 0; level <= MAX_DECODINGS; level++) {
    if (!staysOnSite(current)) return false;
    const decoded = decodePathPart(current);
    if (decoded === undefined) return false;
    if (decoded === current) return true;
    current = decoded;
  }
  return false;
}

/** http(s) addresses (without user names or passwords in them) and paths on this site. */
export function isAllowedUrl(url: string): boolean {
  if (url.startsWith('/')) return isSitePath(url);
  if (UNSAFE_CHARACTER.test(url) || !/^https?:\/\//i.test(url)) return false;
  const parsed = resolves(url);
  return parsed !== undefined && (parsed.protocol === 'https:' || parsed.protocol === 'http:') && parsed.hostname !== '' && parsed.username === '' && parsed.password === '';
}

/**
 * Contact links from the platform (side-bar resources, live chat) may also be a `mailto:` address:
 * it runs nothing and leaves the page to the visitor's mail program.
 */
export function isContactUrl(url: string): boolean {
  return isAllowedUrl(url) || (/^mailto:[^@]+@[^@]+$/i.test(url) && !UNSAFE_CHARACTER.test(url));
}

/**
 * Pictures may also be inline PNG or JPEG data (an avatar the member uploaded): those formats run no
 * script, unlike SVG or HTML, so they are the one `data:` the site shows.
 */
export function isImageSource(url: string): boolean {
  return isAllowedUrl(url) || /^data:image\/(png|jpeg);base64,[A-Za-z0-9+/=]+$/.test(url);
}

/*
 * The same policy as JSON Schema patterns, for the meta-schemas (`common.schema.json` and the widget
 * props), so `schemas:check` refuses what the run time would drop. A pattern cannot resolve URLs, so
 * it is a first filter: no control characters, whitespace or backslashes, no percent-encoded control
 * character or backslash, and no `//`, `/\` or `/%2F` start. The functions above stay the authority.
 */
const PATH_CHARACTER = '[^\\s\\x00-\\x1f\\x7f-\\x9f\\\\%]';
const PERCENT_ESCAPE = '%(?![01]|7[Ff]|5[Cc])[0-9A-Fa-f]{2}';
const PATH_REST = `(?:${PATH_CHARACTER}|${PERCENT_ESCAPE})*`;
const SITE_PATH = `/(?![/\\\\]|%2[Ff]|%5[Cc])${PATH_REST}`;
const HOST = '[^\\s\\x00-\\x1f\\x7f-\\x9f\\\\/?#@%]+';
const HTTP_URL = `[Hh][Tt][Tt][Pp][Ss]?://${HOST}(?:[/?#]${PATH_REST})?`;
const HTTPS_URL = `[Hh][Tt][Tt][Pp][Ss]://${HOST}(?:[/?#]${PATH_REST})?`;

/** A path on this site. */
export const SITE_PATH_PATTERN = `^${SITE_PATH}$`;
/** An http(s) address or a path on this site. */
export const URL_PATTERN = `^(?:${HTTP_URL}|${SITE_PATH})$`;
/** An https address or a path on this site (artwork). */
export const HTTPS_OR_SITE_PATTERN = `^(?:${HTTPS_URL}|${SITE_PATH})$`;
