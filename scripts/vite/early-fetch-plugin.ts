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

/** The meta tag that names the chunk of the full document validators (hashed, so the build writes it into the page). */
export const VALIDATOR_META = 'croupier-validators';

/**
 * The early script, inline at the top of index.html (the CSP allows it by its SHA-256): it runs while the
 * parser reads the page, before any module has even been requested, and fetches the schema files this path
 * reads first, exactly as the app's loader would (`no-cache`, JSON). The loader's first request for each of
 * those URLs takes the answer (`src/app/early-fetch.ts`); an answer nobody takes is simply dropped.
 * - a path the bundled routes name: its screen, its layout and the layout's unconditional menus, at once;
 * - any other path (an operator's new route): when `routes.json` arrives, the screen and layout it names
 *   (or the not-found frame), and the full validators' chunk (`modulepreload`), which that screen will need;
 * - when `merchants.json` and the manifest arrive: the merchant's files for every document started.
 * It reads its own copies of the three documents (`clone`), so the app still gets whole answers.
 */
export function earlyFetchScript(files: EarlyFiles, baseUrl: string): string {
  return `(function () {
  var base = ${JSON.stringify(baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`)};
  var files = ${JSON.stringify(files)};
  var own = function (map, key) { return map !== null && typeof map === 'object' && Object.prototype.hasOwnProperty.call(map, key); };
  var started = {};
  var names = [];
  var merchantFiles = null;
  window.__croupierEarlyFetch = started;
  function start(file) {
    var url = base + file;
    if (own(started, url)) return started[url];
    var request = fetch(url, { cache: 'no-cache', headers: { Accept: 'application/json' } });
    request.catch(function () { /* the loader that takes it reports the failure */ });
    started[url] = request;
    var name = file.replace(/\\.json$/, '');
    names.push(name);
    if (merchantFiles && own(merchantFiles, name)) start(merchantFiles[name]);
    return request;
  }
  function read(file) {
    return start(file).then(function (response) { return response.ok ? response.clone().json() : null; }).catch(function () { return null; });
  }
  function startLayout(layout) {
    (own(files.layouts, layout) ? files.layouts[layout] : [layout + '.json']).forEach(start);
  }
  var path = location.pathname;
  var merchants = read('merchants.json');
  var manifest = read('manifest.json');
  var routes = read('routes.json');
  files.always.forEach(start);
  var language = 'en';
  try { language = (localStorage.getItem('lang') || 'en').toLowerCase(); } catch (error) { /* storage blocked: EN */ }
  if (files.copy.en) start(files.copy.en);
  if (language !== 'en' && own(files.copy, language)) start(files.copy[language]);
  if (own(files.paths, path)) {
    if (files.paths[path][0]) start(files.paths[path][0]);
    startLayout(files.paths[path][1]);
  } else {
    var validators = document.querySelector('meta[name="${VALIDATOR_META}"]');
    if (validators) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = validators.getAttribute('content');
      document.head.appendChild(link);
    }
    routes.then(function (document) {
      var list = document && Array.isArray(document.routes) ? document.routes : [];
      var route = list.filter(function (entry) { return entry && entry.when === undefined && Array.isArray(entry.paths) && entry.paths.indexOf(path) >= 0; })[0];
      if (!route) return startLayout('layouts/not-found');
      if (typeof route.screen === 'string') start(route.screen + '.json');
      if (typeof route.layout === 'string') startLayout(route.layout.indexOf('layouts/') === 0 ? route.layout : 'layouts/' + route.layout);
    });
  }
  Promise.all([merchants, manifest]).then(function (both) {
    if (!both[0] || !both[1]) return;
    var hosts = both[0].hosts;
    var host = location.hostname.toLowerCase();
    var merchant = own(hosts, host) ? hosts[host] : both[0]['default'];
    merchantFiles = own(both[1].merchants, merchant) ? both[1].merchants[merchant] : {};
    names.slice().forEach(function (name) { if (own(merchantFiles, name)) start(merchantFiles[name]); });
  });
})();
`;
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
 * Puts the early script inline at the top of index.html (production builds; the dev server loads without
 * it), after a meta tag naming the full validators' chunk. The CSP plugin allows the script by its hash.
 */
export function earlyFetchPlugin(schemasDir = SCHEMAS_DIR): EarlyFetchPlugin {
  let source = '';
  let base = '/';
  return {
    name: 'croupier-early-fetch',
    apply: 'build',
    configResolved(config) {
      base = config.base;
      source = earlyFetchScript(earlyFiles(schemasDir), (config.env['VITE_SCHEMA_BASE_URL'] as string | undefined) ?? '/schemas/');
    },
    scriptHash: () => scriptHashSource(source),
    transformIndexHtml: {
      order: 'post',
      handler: (_html, context) => {
        const validators = Object.values(context.bundle ?? {}).find((chunk) => chunk.type === 'chunk' && chunk.facadeModuleId?.endsWith('/src/schema/validate-document.ts'));
        return [
          ...(validators ? [{ tag: 'meta', attrs: { name: VALIDATOR_META, content: `${base}${validators.fileName}` }, injectTo: 'head-prepend' as const }] : []),
          { tag: 'script', children: source, injectTo: 'head-prepend' },
        ];
      },
    },
  };
}
