import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SCHEMAS_DIR } from './meta-files';

/**
 * The installable "lite" app of each merchant (spec §1's app downloads; issue 37): a web app manifest and the
 * brand facts the offline page shows, written from the documents an operator already edits — `merchants.json`
 * (which merchants there are) and each merchant's theme (name, colours, logo). They live in the schema origin
 * under `app/`, so a publish that rebrands a merchant rebrands its installed app on the next load, as it does the
 * site: the build writes them into `dist/schemas/app/`, the dev server answers them from the documents, and the
 * publish service writes them beside the manifest it writes. The inline script links this host's merchant's one.
 */

/** Where a merchant's files go in the origin. */
export const WEB_APP_FOLDER = 'app';
export const webManifestPath = (merchant: string): string => `${WEB_APP_FOLDER}/${merchant}.webmanifest`;
export const brandFactsPath = (merchant: string): string => `${WEB_APP_FOLDER}/${merchant}.brand.json`;

/** What the offline page needs to look like the brand, without the app. */
export interface BrandFacts {
  merchant: string;
  name: string;
  logo: string;
  colors: { bg: string; surface: string; text: string; textMuted: string; primary: string; primaryText: string };
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown, fallback: string): string => (typeof value === 'string' && value.trim() !== '' ? value : fallback);
const COLOR = /^#[0-9a-f]{3}([0-9a-f]{3})?$/i;
const color = (value: unknown, fallback: string): string => (typeof value === 'string' && COLOR.test(value) ? value : fallback);

const FALLBACK = { name: 'Croupier', logo: '/favicon.svg', bg: '#0d0f1a', surface: '#161a2b', text: '#f3f4fa', textMuted: '#9aa1bf', primary: '#f6c453', primaryText: '#1a1300' };

function readJson(root: string, path: string): unknown {
  const file = join(root, path);
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** The merchant's own whole theme document, else the shared one (operations cannot restyle a theme). */
function themeOf(root: string, merchant: string): Json {
  const own = readJson(root, `merchants/${merchant}/themes/default.json`);
  if (isObject(own) && own['kind'] === 'theme') return own;
  const shared = readJson(root, 'themes/default.json');
  return isObject(shared) ? shared : {};
}

/** The merchants `merchants.json` lists (its default first), or none when it is unreadable. */
export function listedMerchants(root = SCHEMAS_DIR): string[] {
  const document = readJson(root, 'merchants.json');
  if (!isObject(document)) return [];
  const listed = Array.isArray(document['merchants']) ? document['merchants'].filter((id): id is string => typeof id === 'string') : [];
  const fallback = typeof document['default'] === 'string' ? [document['default']] : [];
  return [...new Set([...fallback, ...listed])].filter((id) => /^[a-z][a-z0-9_-]{0,40}$/.test(id));
}

export function brandFacts(merchant: string, root = SCHEMAS_DIR): BrandFacts {
  const theme = themeOf(root, merchant);
  const colors = isObject(theme['colors']) ? theme['colors'] : {};
  return {
    merchant,
    name: text(theme['brandName'], FALLBACK.name),
    // A site path only: the offline page and the manifest never load a picture from another host.
    logo: typeof theme['logo'] === 'string' && /^\/(?!\/)[\w./-]+$/.test(theme['logo']) ? theme['logo'] : FALLBACK.logo,
    colors: {
      bg: color(colors['bg'], FALLBACK.bg),
      surface: color(colors['surface'], FALLBACK.surface),
      text: color(colors['text'], FALLBACK.text),
      textMuted: color(colors['textMuted'], FALLBACK.textMuted),
      primary: color(colors['primary'], FALLBACK.primary),
      primaryText: color(colors['primaryText'], FALLBACK.primaryText),
    },
  };
}

const ICON_TYPES: Record<string, string> = { svg: 'image/svg+xml', png: 'image/png', webp: 'image/webp', jpg: 'image/jpeg', jpeg: 'image/jpeg' };

/** The W3C web app manifest of one merchant. */
export function webManifest(facts: BrandFacts): Json {
  const extension = /\.([a-z]+)$/i.exec(facts.logo)?.[1]?.toLowerCase() ?? 'svg';
  const type = ICON_TYPES[extension] ?? 'image/svg+xml';
  // A vector logo serves every size; a bitmap is declared at the sizes the launcher asks for (operators upload 512 px).
  const sizes = type === 'image/svg+xml' ? 'any' : '512x512';
  return {
    id: '/',
    name: facts.name,
    short_name: facts.name.length <= 12 ? facts.name : facts.name.slice(0, 12).trim(),
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: facts.colors.bg,
    theme_color: facts.colors.bg,
    // `any` only: a logo drawn to its edges would lose its corners under a launcher's mask.
    icons: [{ src: facts.logo, sizes, type, purpose: 'any' }],
  };
}

/** Every file of `app/`, path relative to the origin → its text. */
export function webAppFiles(root = SCHEMAS_DIR): Map<string, string> {
  const files = new Map<string, string>();
  for (const merchant of listedMerchants(root)) {
    const facts = brandFacts(merchant, root);
    files.set(webManifestPath(merchant), `${JSON.stringify(webManifest(facts), null, 2)}\n`);
    files.set(brandFactsPath(merchant), `${JSON.stringify(facts, null, 2)}\n`);
  }
  return files;
}
