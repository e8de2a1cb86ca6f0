import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build, type HtmlTagDescriptor, type Plugin, type Rolldown } from 'vite';
import { SCHEMAS_DIR } from './schemas-dir';
import { buildWidgetHints } from './widget-preload-plugin';
import { earlyFiles } from './early-files';
import { SUPPORTED_LANGUAGES } from '../../src/schema/languages';
import { gatewayUrl, STATUS_PATH, STATUS_SIDE_PATHS, VENDOR_LIST_PATH } from '../../src/page-load/platform-contract';
import { EARLY_CHUNKS_ID, type EarlyChunks, type EarlyFiles, type PageLoadSettings } from '../../src/page-load/plan';
import { QUERY_GROUPS } from '../../src/renderer/data/catalogue/groups';

export { EARLY_CHUNKS_ID, earlyFiles, type EarlyChunks, type EarlyFiles };
export { surelyBoundGroups } from './early-files';

/** The base a gateway path (`/wps/…`) is appended to, so that `base + path` is `gatewayUrl(apiBaseUrl, path)`. */
export const gatewayBaseOf = (apiBaseUrl: string): string => apiBaseUrl.replace(/\/+$/, '');

/** What the build writes into the inline script (`PageLoadSettings`). */
export function pageLoadSettings(files: EarlyFiles, schemaBase = '/schemas/', assetsBase = '/', apiBaseUrl = ''): PageLoadSettings {
  return { schemaBase: schemaBase.endsWith('/') ? schemaBase : `${schemaBase}/`, assetsBase, statusUrl: gatewayUrl(apiBaseUrl, STATUS_PATH), statusSideUrls: STATUS_SIDE_PATHS.map((path) => gatewayUrl(apiBaseUrl, path)), vendorListUrl: gatewayUrl(apiBaseUrl, VENDOR_LIST_PATH), gatewayBase: gatewayBaseOf(apiBaseUrl), files };
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
