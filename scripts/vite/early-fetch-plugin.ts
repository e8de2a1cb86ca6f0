import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build, type HtmlTagDescriptor, type Plugin, type Rolldown } from 'vite';
import { SCHEMAS_DIR } from './schemas-dir';
import { buildWidgetHints, surelyShownNodes, surelyShownParts } from './widget-preload-plugin';
import { enBundle } from '../../src/i18n/en-bundle';
import { textKeysNamedIn } from '../../src/i18n/named-texts';
import { SUPPORTED_LANGUAGES } from '../../src/schema/languages';
import { gatewayUrl, STATUS_PATH, STATUS_SIDE_PATHS, VENDOR_LIST_PATH } from '../../src/page-load/platform-contract';
import { EARLY_CHUNKS_ID, type Audience, type AudienceParts, type BrandTitles, type EarlyChunks, type EarlyFiles, type PageLoadSettings } from '../../src/page-load/plan';
import { VERIFIED_LIST } from '../../src/schema/build-verified';
import { QUERY_GROUPS } from '../../src/renderer/data/catalogue/groups';

export { EARLY_CHUNKS_ID, type EarlyChunks, type EarlyFiles };

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

/** What the build writes into the inline script (`PageLoadSettings`). */
export function pageLoadSettings(files: EarlyFiles, schemaBase = '/schemas/', assetsBase = '/', apiBaseUrl = ''): PageLoadSettings {
  return { schemaBase: schemaBase.endsWith('/') ? schemaBase : `${schemaBase}/`, assetsBase, statusUrl: gatewayUrl(apiBaseUrl, STATUS_PATH), statusSideUrls: STATUS_SIDE_PATHS.map((path) => gatewayUrl(apiBaseUrl, path)), vendorListUrl: gatewayUrl(apiBaseUrl, VENDOR_LIST_PATH), files };
}

/** The module the inline script runs (`src/page-load/early-script.ts`). */
export const EARLY_SCRIPT_MODULE = join(process.cwd(), 'src/page-load/early-script.ts');
const ENTRY_ID = 'virtual:croupier-page-load';

/**
 * The inline script: `src/page-load/early-script.ts` and what it imports, bundled by the build's own bundler into one
 * minified classic script (an IIFE: no global but the hand-off it creates), called with this build's settings. The
 * settings are part of the text, so the CSP hash covers them; the chunk names are not (`EarlyChunks`).
 */
export async function bundleEarlyScript(settings: PageLoadSettings, module = EARLY_SCRIPT_MODULE): Promise<string> {
  const entry = `import { startPageLoad } from ${JSON.stringify(module)};\nstartPageLoad(${JSON.stringify(settings)});\n`;
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    publicDir: false,
    plugins: [{ name: 'croupier-page-load-entry', resolveId: (id) => (id === ENTRY_ID ? `\0${ENTRY_ID}` : undefined), load: (id) => (id === `\0${ENTRY_ID}` ? entry : undefined) }],
    build: { write: false, minify: true, target: 'es2020', modulePreload: false, copyPublicDir: false, reportCompressedSize: false, rolldownOptions: { input: ENTRY_ID, output: { format: 'iife' } } },
  });
  const outputs: readonly Rolldown.RolldownOutput[] = Array.isArray(result) ? result : 'output' in result ? [result] : [];
  const chunk = outputs.flatMap((output) => output.output).find((file): file is Rolldown.OutputChunk => file.type === 'chunk');
  if (!chunk) throw new Error('[croupier-early-fetch] bundling src/page-load gave no script');
  return chunk.code.trim();
}

/** Which module each widget type loads, from the generated loaders (`./card-grid/card-grid` → src/widgets/card-grid/card-grid). */
export function widgetModules(loadersSource: string): Record<string, string> {
  const modules: Record<string, string> = {};
  for (const match of loadersSource.matchAll(/^\s*(\w+): \{ load: \(\) => import\('\.\/([^']+)'\)[ ,]/gm)) modules[match[1]!] = `src/widgets/${match[2]!}`;
  return modules;
}

/**
 * The modules of the widgets every bundled layout shows under every context (the frame: header, menus, footer…),
 * from the layouts themselves: the build puts them, with what they import, in one chunk (`vite.config.ts`), since
 * every page loads them all. Repo-relative, without extension (`src/widgets/site-header/site-header`).
 */
export function frameWidgetModules(schemasDir = SCHEMAS_DIR, loadersFile = join(process.cwd(), 'src/widgets/loaders.generated.ts')): string[] {
  const hints = buildWidgetHints(schemasDir);
  const modules = widgetModules(readFileSync(loadersFile, 'utf8'));
  const types = new Set(Object.entries(hints.documents).flatMap(([name, list]) => (name.startsWith('layouts/') ? list : [])));
  return [...types].flatMap((type) => (modules[type] ? [modules[type]] : [])).sort();
}

interface BundleChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  /** Every module the chunk holds (a group's chunk has no facade: its modules are found here). */
  moduleIds?: readonly string[];
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/** The build's chunks the early script may preload (see `EarlyChunks`), from the bundle's import graph. */
export function earlyChunks(bundle: Readonly<Record<string, { type: string }>>, modules: Readonly<Record<string, string>>): EarlyChunks {
  const chunks = Object.values(bundle).filter((output): output is BundleChunk => output.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (roots: readonly BundleChunk[]): BundleChunk[] => {
    const seen = new Map<string, BundleChunk>();
    const stack = [...roots];
    for (let chunk = stack.pop(); chunk; chunk = stack.pop()) {
      if (seen.has(chunk.fileName)) continue;
      seen.set(chunk.fileName, chunk);
      for (const file of chunk.imports) {
        const imported = byFile.get(file);
        if (imported) stack.push(imported);
      }
    }
    return [...seen.values()];
  };
  const initial = new Set(closure(chunks.filter((chunk) => chunk.isEntry)).map((chunk) => chunk.fileName));
  const filesOf = (root: BundleChunk | undefined): string[] => {
    if (!root) return [];
    const own = closure([root]).filter((chunk) => !initial.has(chunk.fileName));
    return [...own.map((chunk) => chunk.fileName), ...own.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])])];
  };
  const normal = (id: string) => id.replace(/\\/g, '/');
  // The chunk a module is the entry of, else the chunk that holds it (a code-splitting group's shared chunk).
  const facade = (test: (id: string) => boolean) =>
    chunks.find((chunk) => chunk.facadeModuleId !== null && test(normal(chunk.facadeModuleId))) ?? chunks.find((chunk) => (chunk.moduleIds ?? []).some((id) => test(normal(id))));
  const widgets: Record<string, string[]> = {};
  for (const [type, module] of Object.entries(modules)) {
    const files = filesOf(facade((id) => id.replace(/\.tsx?$/, '').endsWith(`/${module}`)));
    if (files.length > 0) widgets[type] = files;
  }
  const firstPage = chunks.filter((chunk) => initial.has(chunk.fileName));
  return {
    firstPage: [...firstPage.map((chunk) => chunk.fileName), ...firstPage.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])])],
    platformClient: filesOf(facade((id) => id.endsWith('/src/api/index.ts'))),
    gamesClient: filesOf(facade((id) => id.endsWith('/src/api/games.ts'))),
    lightValidators: filesOf(facade((id) => id.endsWith('/src/schema/validate-light.ts'))),
    memberTexts: Object.fromEntries(SUPPORTED_LANGUAGES.map((language) => [language, filesOf(facade((id) => id.endsWith(`/src/i18n/locales/member-${language}.ts`)))])),
    validators: filesOf(facade((id) => id.endsWith('/src/schema/validate-by-widget.ts'))),
    widgetValidators: Object.fromEntries(
      Object.keys(modules)
        .map((type) => [type, filesOf(facade((id) => id.endsWith(`/src/schema/generated/widget-validators/${type}.js`)))] as const)
        .filter(([, files]) => files.length > 0),
    ),
    widgets,
    queryGroups: Object.fromEntries(
      [...new Set(Object.values(QUERY_GROUPS))]
        .map((group) => [group, filesOf(facade((id) => id.endsWith(`/src/renderer/data/catalogue/${group}.ts`)))] as const)
        .filter(([, files]) => files.length > 0),
    ),
    centres: {
      memberCentre: filesOf(facade((id) => id.endsWith('/src/app/centres/member-centre.tsx'))),
      agentCentre: filesOf(facade((id) => id.endsWith('/src/app/centres/agent-centre.tsx'))),
    },
  };
}

/**
 * The site's stylesheet links (`<link rel="stylesheet" …>`, one file: `cssCodeSplit: false`), taken out of the page's
 * HTML to go first in its head, before the inline script. The stylesheet blocks the first frame; asked for after the
 * script, it waited behind the script's ~30 requests on the browser's six connections, and Chromium held the page's
 * first frame for up to two seconds: a document whose first frame comes late has its frames throttled to one a
 * second until the browser shows its surface again (Lighthouse's mobile screen, this machine: issue 37). Asked for
 * first, it arrives before them.
 */
export function takeStylesheets(html: string): { html: string; stylesheets: Record<string, string | boolean>[] } {
  const stylesheets: Record<string, string | boolean>[] = [];
  const rest = html.replace(/[ \t]*<link\b([^>]*\brel="stylesheet"[^>]*)>[ \t]*\n?/g, (_tag, attributes: string) => {
    const attrs: Record<string, string | boolean> = {};
    for (const [, name, , value] of attributes.matchAll(/([\w-]+)(="([^"]*)")?/g)) if (name) attrs[name] = value ?? true;
    stylesheets.push(attrs);
    return '';
  });
  return { html: rest, stylesheets };
}

/** The `sha256-…` CSP source that allows exactly this inline script. */
export function scriptHashSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
}

export interface EarlyFetchPlugin extends Plugin {
  /** The CSP source of the inline script (known once the config is resolved). */
  scriptHash(): string;
}

/**
 * Puts the inline script (`src/page-load`, bundled: `bundleEarlyScript`) at the top of index.html (production
 * builds; the dev server loads without it), after a JSON block naming the build's chunks it may preload
 * (`EarlyChunks`: data, not script, so the script's text and its CSP hash do not change with chunk hashes). The CSP
 * plugin allows the script by its hash.
 */
export function earlyFetchPlugin(schemasDir = SCHEMAS_DIR, loadersFile = join(process.cwd(), 'src/widgets/loaders.generated.ts')): EarlyFetchPlugin {
  let source = '';
  return {
    name: 'croupier-early-fetch',
    apply: 'build',
    async configResolved(config) {
      const env = (name: string): string | undefined => {
        const value: unknown = config.env[name];
        return typeof value === 'string' ? value : undefined;
      };
      source = await bundleEarlyScript(pageLoadSettings(earlyFiles(schemasDir), env('VITE_SCHEMA_BASE_URL') ?? '/schemas/', config.base, env('VITE_API_BASE_URL') ?? ''));
    },
    scriptHash: () => scriptHashSource(source),
    transformIndexHtml: {
      order: 'post',
      handler: (html, context) => {
        const chunks = context.bundle ? earlyChunks(context.bundle, widgetModules(readFileSync(loadersFile, 'utf8'))) : undefined;
        // `<` never appears raw inside the block, so no text in it can close the script element.
        const data = JSON.stringify(chunks ?? {}).replace(/</g, '\\u003c');
        // The page's <title> is the script's (this host's brand): index.html's static one names one brand only.
        const { html: rest, stylesheets } = takeStylesheets(html.replace(/<title>[^<]*<\/title>\s*/, ''));
        return {
          html: rest,
          tags: [
            ...stylesheets.map((attrs): HtmlTagDescriptor => ({ tag: 'link', attrs, injectTo: 'head-prepend' })),
            { tag: 'script', attrs: { type: 'application/json', id: EARLY_CHUNKS_ID }, children: data, injectTo: 'head-prepend' },
            { tag: 'script', children: source, injectTo: 'head-prepend' },
          ],
        };
      },
    },
  };
}
