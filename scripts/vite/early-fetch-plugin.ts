import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { buildWidgetHints } from './widget-preload-plugin';

/** Builds and tests run from the project root (as the other build plugins assume). */
const SCHEMAS_DIR = join(process.cwd(), 'schemas');

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function isObject(value: unknown): value is { [key: string]: Json } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The menu documents a layout shows under every context (`Menu` nodes without a `when`, nor one above them). */
export function unconditionalMenus(document: unknown): string[] {
  const menus = new Set<string>();
  const stack: Json[] = isObject(document) && Array.isArray(document['body']) ? [...document['body']] : [];
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    if (!isObject(node) || node['when'] !== undefined) continue;
    const props = node['props'];
    if (isObject(props) && typeof props['menu'] === 'string') menus.add(props['menu']);
    if (Array.isArray(node['children'])) stack.push(...node['children']);
  }
  return [...menus].sort();
}

export interface EarlyFiles {
  /** Fetched on every page: the merchant map, the manifest, the routes, the default theme. */
  always: string[];
  /** Copy per language (the bundled site copy; EN's is always fetched too, as the fallback). */
  copy: Record<string, string>;
  /** Route path → its screen file (when the build has it) and its layout's name. */
  paths: Record<string, [screen: string | null, layout: string]>;
  /** Layout name → its file and its menus' files. */
  layouts: Record<string, string[]>;
}

/** Which schema files a page at a path surely reads first, from the bundled documents (only files the build has). */
export function earlyFiles(schemasDir = SCHEMAS_DIR): EarlyFiles {
  const has = (file: string) => existsSync(join(schemasDir, file));
  const hints = buildWidgetHints(schemasDir);
  const layouts: Record<string, string[]> = {};
  const addLayout = (layout: string): string => {
    if (layouts[layout]) return layout;
    let menus: string[] = [];
    try {
      menus = unconditionalMenus(JSON.parse(readFileSync(join(schemasDir, `${layout}.json`), 'utf8')) as Json);
    } catch {
      // schemas:check reports it; the page still loads what the layout needs
    }
    layouts[layout] = [`${layout}.json`, ...menus.map((menu) => `${menu}.json`)].filter(has);
    return layout;
  };
  addLayout('layouts/not-found');
  const paths: Record<string, [string | null, string]> = {};
  for (const [path, screen] of Object.entries(hints.routes)) {
    paths[path] = [has(`${screen}.json`) ? `${screen}.json` : null, addLayout(hints.layouts[path] ?? 'layouts/not-found')];
  }
  const copy = Object.fromEntries(['en', 'ty'].filter((language) => has(`i18n/${language}.json`)).map((language) => [language, `i18n/${language}.json`]));
  return { always: ['merchants.json', 'manifest.json', 'routes.json', 'themes/default.json'].filter(has), copy, paths, layouts };
}

/**
 * The early script: a classic script (no imports, so it runs as soon as it arrives, while the app's modules
 * are still downloading and long before they have been evaluated) that fetches the schema files this path
 * reads first, exactly as the app's loader would (`no-cache`, JSON). The loader's first request for each of
 * those URLs takes the answer (`src/app/early-fetch.ts`); an answer nobody takes is simply dropped.
 */
export function earlyFetchScript(files: EarlyFiles, baseUrl: string): string {
  return `(function () {
  var base = ${JSON.stringify(baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`)};
  var files = ${JSON.stringify(files)};
  var own = function (map, key) { return Object.prototype.hasOwnProperty.call(map, key); };
  var route = own(files.paths, location.pathname) ? files.paths[location.pathname] : [null, 'layouts/not-found'];
  var list = files.always.concat(route[0] ? [route[0]] : [], files.layouts[route[1]] || []);
  var language = 'en';
  try { language = (localStorage.getItem('lang') || 'en').toLowerCase(); } catch (error) { /* storage blocked: EN */ }
  if (files.copy.en) list.push(files.copy.en);
  if (language !== 'en' && own(files.copy, language)) list.push(files.copy[language]);
  var started = {};
  list.forEach(function (file) {
    var url = base + file;
    if (started[url]) return;
    started[url] = fetch(url, { cache: 'no-cache', headers: { Accept: 'application/json' } });
    started[url].catch(function () { /* the loader that takes it reports the failure */ });
  });
  window.__croupierEarlyFetch = started;
})();
`;
}

/**
 * Puts the early script in front of the app's modules in index.html (production builds; the dev server
 * loads without it). Its name carries a hash of its text, like every other asset.
 */
export function earlyFetchPlugin(schemasDir = SCHEMAS_DIR): Plugin {
  let source = '';
  let fileName = '';
  let base = '/';
  return {
    name: 'croupier-early-fetch',
    apply: 'build',
    configResolved(config) {
      source = earlyFetchScript(earlyFiles(schemasDir), (config.env['VITE_SCHEMA_BASE_URL'] as string | undefined) ?? '/schemas/');
      fileName = `${config.build.assetsDir}/early-fetch-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`;
      base = config.base;
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName, source });
    },
    transformIndexHtml: {
      order: 'post',
      handler: () => [{ tag: 'script', attrs: { src: `${base}${fileName}`, defer: true }, injectTo: 'head-prepend' }],
    },
  };
}
