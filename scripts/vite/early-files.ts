import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SCHEMAS_DIR } from './schemas-dir';
import { buildWidgetHints, surelyShownNodes, surelyShownParts } from './widget-preload-plugin';
import { enBundle } from '../../src/i18n/en-bundle';
import { textKeysNamedIn } from '../../src/i18n/named-texts';
import { SUPPORTED_LANGUAGES } from '../../src/schema/languages';
import type { Audience, AudienceParts, BrandTitles, EarlyFiles } from '../../src/page-load/plan';
import { VERIFIED_LIST } from '../../src/schema/build-verified';
import { QUERY_GROUPS } from '../../src/renderer/data/catalogue/groups';

/*
 * The plan's files (`EarlyFiles`): which schema files a page at a path surely reads first, worked out from the
 * documents. The build writes it into the inline script (`early-fetch-plugin.ts`); the first paints' writer reads it
 * to put a route's documents in one file beside its first paint (`scripts/schemas/page-documents.ts`). No bundler here.
 */

const own = (map: Readonly<Record<string, string>>, key: string): string | undefined => (Object.prototype.hasOwnProperty.call(map, key) ? map[key] : undefined);

/** Which schema files a page at a path surely reads first, from the bundled documents (only files the build has). */
export function earlyFiles(schemasDir = SCHEMAS_DIR): EarlyFiles {
  const has = (file: string) => existsSync(join(schemasDir, file));
  const hints = buildWidgetHints(schemasDir);
  const read = (name: string): unknown => {
    try {
      return JSON.parse(readFileSync(join(schemasDir, `${name}.json`), 'utf8'));
    } catch {
      return undefined; // schemas:check reports it; the page still loads what the document needs
    }
  };
  const menuFiles = (menus: readonly string[]) => menus.map((menu) => `${menu}.json`).filter(has);
  const audiences: Record<Audience, AudienceParts> = { visitor: { files: {}, types: {} }, member: { files: {}, types: {} } };
  // For each audience, what a document shows beyond what it shows under every context.
  const judged = new Set<string>();
  const addAudienceParts = (name: string, document: unknown) => {
    if (judged.has(name)) return;
    judged.add(name);
    const always = surelyShownParts(document);
    for (const [audience, signedIn] of [['visitor', false], ['member', true]] as const) {
      const shown = surelyShownParts(document, { signedIn });
      const files = menuFiles(shown.menus.filter((menu) => !always.menus.includes(menu)));
      const types = shown.types.filter((type) => !always.types.includes(type));
      if (files.length > 0) audiences[audience].files[name] = files;
      if (types.length > 0) audiences[audience].types[name] = types;
    }
  };
  const layouts: Record<string, string[]> = {};
  const addLayout = (layout: string): string => {
    if (layouts[layout]) return layout;
    const document = read(layout);
    layouts[layout] = [`${layout}.json`, ...menuFiles(surelyShownParts(document).menus)].filter(has);
    addAudienceParts(layout, document);
    return layout;
  };
  addLayout('layouts/not-found');
  const paths: EarlyFiles['paths'] = {};
  const firstPaints = firstPaintRoutes(read('routes'));
  for (const [path, screen] of Object.entries(hints.routes)) {
    paths[path] = [has(`${screen}.json`) ? `${screen}.json` : null, addLayout(hints.layouts[path] ?? 'layouts/not-found')];
    const route = own(firstPaints, path);
    if (route) paths[path].push(route);
    if (has(`${screen}.json`)) addAudienceParts(screen, read(screen));
  }
  const copy = Object.fromEntries(SUPPORTED_LANGUAGES.filter((language) => has(`i18n/${language}.json`)).map((language) => [language, `i18n/${language}.json`]));
  const shown = new Set([...Object.values(paths).flatMap(([screen]) => (screen ? [screen.replace(/\.json$/, '')] : [])), ...Object.keys(layouts)]);
  const types = Object.fromEntries(Object.entries(hints.documents).filter(([name]) => shown.has(name)));
  const groups = Object.fromEntries([...shown].map((name) => [name, surelyBoundGroups(read(name))] as const).filter(([, list]) => list.length > 0));
  // `verified.json` is the build's or the publish service's (never a file of schemas/), and every page reads it.
  return { always: [...['merchants.json', 'manifest.json', 'routes.json', 'themes/default.json'].filter(has), VERIFIED_LIST], copy, paths, layouts, types, groups, withoutMemberTexts: screensWithoutMemberTexts(Object.values(hints.routes), read), audiences, brands: brandTitles(read) };
}

/**
 * The route screens that name only texts the first page carries (the EN bundle and the site's EN copy): the page does
 * not wait for the member texts (`waitsForMemberTexts`), so the script does not ask for them. Read from the whole
 * document, every branch of it, so a screen whose resolved tree names a member text is never in the list.
 */
function screensWithoutMemberTexts(screens: readonly string[], read: (name: string) => unknown): string[] {
  const copy = read('i18n/en');
  const copied = typeof copy === 'object' && copy !== null && 'texts' in copy && typeof copy.texts === 'object' && copy.texts !== null ? Object.keys(copy.texts) : [];
  const carried = new Set([...Object.keys(enBundle), ...copied]);
  return [...new Set(screens)]
    .filter((screen) => {
      const document = read(screen);
      return document !== undefined && [...textKeysNamedIn(document)].every((key) => carried.has(key));
    })
    .sort();
}

/**
 * The data catalogue's call groups (`catalogue/groups.ts`) of the queries a screen or layout's nodes shown under
 * every context name in their props (a source, a form's prefill), each once; a name the catalogue does not have is
 * left out.
 */
export function surelyBoundGroups(document: unknown): string[] {
  const groupOfQuery: ReadonlyMap<string, string> = new Map(Object.entries(QUERY_GROUPS));
  const groups = new Set<string>();
  const namesIn = (value: unknown): void => {
    if (typeof value !== 'object' || value === null) return;
    if (!Array.isArray(value)) {
      const query: unknown = Reflect.get(value, 'query');
      const group = typeof query === 'string' ? groupOfQuery.get(query) : undefined;
      if (group) groups.add(group);
    }
    for (const item of Object.values(value)) namesIn(item);
  };
  for (const node of surelyShownNodes(document)) namesIn(node['props']);
  return [...groups];
}

/** Path → route id, for the paths whose routes hold under every context (the third entry of `EarlyFiles.paths`). */
function firstPaintRoutes(routesDocument: unknown): Record<string, string> {
  const list: unknown = typeof routesDocument === 'object' && routesDocument !== null ? Reflect.get(routesDocument, 'routes') : undefined;
  const entries = (Array.isArray(list) ? list : []).filter((entry): entry is Record<string, unknown> => typeof entry === 'object' && entry !== null);
  const pathsOf = (entry: Record<string, unknown>) => (Array.isArray(entry['paths']) ? entry['paths'].filter((path): path is string => typeof path === 'string') : []);
  const conditional = new Set(entries.filter((entry) => entry['when'] !== undefined).flatMap(pathsOf));
  const found: Record<string, string> = {};
  for (const entry of entries) {
    if (entry['when'] !== undefined || typeof entry['id'] !== 'string') continue;
    for (const path of pathsOf(entry)) if (!conditional.has(path) && own(found, path) === undefined) found[path] = entry['id'];
  }
  return found;
}

/** Each listed merchant's brand name: its own theme's, else the site theme's (`BrandTitles`). */
function brandTitles(read: (name: string) => unknown): BrandTitles {
  const text = (value: unknown, key: string): string | undefined => {
    const found: unknown = typeof value === 'object' && value !== null ? Reflect.get(value, key) : undefined;
    return typeof found === 'string' && found !== '' ? found : undefined;
  };
  const merchants = read('merchants');
  const siteBrand = text(read('themes/default'), 'brandName') ?? '';
  const listed: unknown = typeof merchants === 'object' && merchants !== null ? Reflect.get(merchants, 'merchants') : undefined;
  const hostMap: unknown = typeof merchants === 'object' && merchants !== null ? Reflect.get(merchants, 'hosts') : undefined;
  const names: Record<string, string> = {};
  for (const merchant of Array.isArray(listed) ? listed : []) {
    if (typeof merchant === 'string') names[merchant] = text(read(`merchants/${merchant}/themes/default`), 'brandName') ?? siteBrand;
  }
  const hosts = Object.fromEntries(Object.entries(typeof hostMap === 'object' && hostMap !== null ? hostMap : {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  return { hosts, names, default: text(merchants, 'default') ?? '' };
}
