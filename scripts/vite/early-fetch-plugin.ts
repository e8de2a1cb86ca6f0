import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { SCHEMAS_DIR } from './schemas-dir';
import { buildWidgetHints, surelyShownParts } from './widget-preload-plugin';
import { SCREENS_WITHOUT_MEMBER_TEXTS } from '../../src/i18n/member-texts';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from '../../src/schema/languages';
import { DEVICE, GATEWAY_VERSION, SCENARIO_PATTERN, STATUS_PATH } from '../../src/api/platform-contract';
import { LANGUAGE_KEY, QA_MERCHANT_KEY, SCENARIO_STORAGE_KEY, TOKEN_STORAGE_KEY } from '../../src/schema/storage-keys';
import { requestUrl } from '../../src/api/http-client';


export interface EarlyFiles {
  /** Fetched on every page: the merchant map, the manifest, the routes, the default theme. */
  always: string[];
  /** Copy per language (the bundled site copy; EN's is always fetched too, as the fallback). */
  copy: Record<string, string>;
  /** Route path → its screen file (when the build has it) and its layout's name. */
  paths: Record<string, [screen: string | null, layout: string]>;
  /** Layout name → its file and its menus' files. */
  layouts: Record<string, string[]>;
  /** Screen or layout name (of the paths above) → the widget types it shows under every context. */
  types: Record<string, string[]>;
  /** The screens that show without the member texts (every other one waits for them). */
  withoutMemberTexts: string[];
  /**
   * What the layouts and screens above also show to a visitor (no session held) or to a member (one held: the script
   * knows no more), behind a condition that settles for them (`{"role": "visitor"}`, `{"auth": true}`): by document
   * name, the menus' files and the widget types beyond those shown under every context.
   */
  audiences: Record<Audience, AudienceParts>;
  /** The brand names of the bundled themes, for the page's first `<title>` (`BrandTitles`). */
  brands: BrandTitles;
}

/**
 * Which brand name the page's title shows before the app has read the merchant's theme: the bundled
 * `merchants.json` and each merchant's theme, so Lucky Star's host never shows another brand's name, not even
 * for the first paint. The app sets the title from the theme it loaded (an operator's edit wins a moment later).
 */
export interface BrandTitles {
  /** Host → merchant. */
  hosts: Record<string, string>;
  /** Merchant → its theme's brand name. */
  names: Record<string, string>;
  default: string;
}

/** Who the inline script can tell apart: whether a session is held. */
export type Audience = 'visitor' | 'member';

export interface AudienceParts {
  files: Record<string, string[]>;
  types: Record<string, string[]>;
}

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
  const paths: Record<string, [string | null, string]> = {};
  for (const [path, screen] of Object.entries(hints.routes)) {
    paths[path] = [has(`${screen}.json`) ? `${screen}.json` : null, addLayout(hints.layouts[path] ?? 'layouts/not-found')];
    if (has(`${screen}.json`)) addAudienceParts(screen, read(screen));
  }
  const copy = Object.fromEntries(SUPPORTED_LANGUAGES.filter((language) => has(`i18n/${language}.json`)).map((language) => [language, `i18n/${language}.json`]));
  const shown = new Set([...Object.values(paths).flatMap(([screen]) => (screen ? [screen.replace(/\.json$/, '')] : [])), ...Object.keys(layouts)]);
  const types = Object.fromEntries(Object.entries(hints.documents).filter(([name]) => shown.has(name)));
  return { always: ['merchants.json', 'manifest.json', 'routes.json', 'themes/default.json'].filter(has), copy, paths, layouts, types, withoutMemberTexts: [...SCREENS_WITHOUT_MEMBER_TEXTS], audiences, brands: brandTitles(read) };
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

/** The id of the page's JSON block that names the build's hashed chunks for the early script (`EarlyChunks`). */
export const EARLY_CHUNKS_ID = 'croupier-early-chunks';

/** The chunks the early script may preload, by what they are (files relative to the base URL). */
export interface EarlyChunks {
  /**
   * The first page's own code (the entry chunk, what it imports statically, their CSS): asked for before the script's
   * first fetch, so on a crowded connection pool the code every page runs first does not queue behind the documents.
   */
  firstPage: string[];
  /** The hashes of the documents the build checked: every page load reads them before its first document. */
  verified: string[];
  /** The API client's chunks (the status call is first-page code): the page's first data calls leave as the site opens. */
  platformClient: string[];
  /** The light validators (routes, menus…): an operator's new route means an edited routes.json. */
  lightValidators: string[];
  /** The validators of screens and layouts (their structure): an operator's new screen is surely validated. */
  validators: string[];
  /** Widget type → its props validator (an operator's screen is validated for the types it holds). */
  widgetValidators: Record<string, string[]>;
  /** The member texts (EN; TY carries its own): every screen but the first page's waits for them. */
  memberTexts: string[];
  /** Widget type → its chunk, the chunks it imports that the entry does not, and their CSS. */
  widgets: Record<string, string[]>;
}

/** What the early script needs to ask the platform's status exactly as the API client would (`src/api/platform-contract.ts`). */
export interface EarlyStatusCall {
  /** The status URL without its query (the gateway's base URL joined as the client joins it). */
  url: string;
  /** The headers every call carries that do not depend on the visitor. */
  headers: Record<string, string>;
  languages: readonly string[];
  defaultLanguage: string;
  /** Local storage: the visitor's language. */
  languageKey: string;
  tokenKey: string;
  scenarioKey: string;
  scenarioPattern: string;
  /** QA's `?merchant=` choice: the app grants it (embedded platform only), so the script leaves that call to it. */
  qaMerchantKey: string;
}

export function earlyStatusCall(apiBaseUrl = ''): EarlyStatusCall {
  return {
    url: requestUrl(apiBaseUrl, STATUS_PATH),
    headers: { Accept: 'application/json', Device: DEVICE, 'X-Gateway-Version': GATEWAY_VERSION },
    languages: SUPPORTED_LANGUAGES,
    defaultLanguage: DEFAULT_LANGUAGE,
    languageKey: LANGUAGE_KEY,
    tokenKey: TOKEN_STORAGE_KEY,
    scenarioKey: SCENARIO_STORAGE_KEY,
    scenarioPattern: SCENARIO_PATTERN.source,
    qaMerchantKey: QA_MERCHANT_KEY,
  };
}

/**
 * The early script, inline at the top of index.html (the CSP allows it by its SHA-256): it runs while the
 * parser reads the page, before any module has even been requested, and fetches the schema files this path
 * reads first, exactly as the app's loader would (`no-cache`, JSON). The loader's first request for each of
 * those URLs takes the answer (`src/app/early-fetch.ts`); an answer nobody takes is simply dropped.
 * - a path the bundled routes name: its screen, its layout and the layout's unconditional menus, at once, with
 *   the menus and widgets they show this visitor by whether a session is held (`EarlyFiles.audiences`);
 * - any other path (an operator's new route): when `routes.json` arrives, the screen and layout it names
 *   (or the not-found frame);
 * - when `merchants.json` and the manifest arrive: the merchant's files for every document started;
 * - when `merchants.json` arrives: the platform's status call, with the headers the API client will send
 *   (`src/api/early-calls.ts` hands it to the client's first identical request; any difference and the client
 *   asks again). Every page waits for that answer before it shows anything or asks for data.
 * Before all that, it asks for `merchants.json` and then the first page's own code (`EarlyChunks.firstPage`), whose tags
 * come after it. It also preloads code (`EarlyChunks`): the widgets the path's documents show under every context, the hash list,
 * the API client, the member texts, and for an operator's route the validators and each widget type's props
 * validator. It reads its own copies of the documents it looks into (`clone`), so the app still gets whole answers.
 */
export function earlyFetchScript(files: EarlyFiles, baseUrl: string, assetsBase = '/', status: EarlyStatusCall = earlyStatusCall()): string {
  return `(function () {
  var base = ${JSON.stringify(baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`)};
  var assets = ${JSON.stringify(assetsBase)};
  var files = ${JSON.stringify(files)};
  var status = ${JSON.stringify(status)};
  var own = function (map, key) { return map !== null && typeof map === 'object' && Object.prototype.hasOwnProperty.call(map, key); };
  // The first title: this host's brand (or QA's ?merchant= choice), never another brand's, not even for the first paint.
  try {
    var asked = new URLSearchParams(location.search).get('merchant') || session(status.qaMerchantKey);
    var hostName = location.hostname.toLowerCase();
    var brandOf = own(files.brands.names, asked) ? asked : own(files.brands.hosts, hostName) ? files.brands.hosts[hostName] : files.brands['default'];
    if (own(files.brands.names, brandOf)) document.title = files.brands.names[brandOf];
  } catch (error) { /* the app sets the title from the theme */ }
  var started = {};
  var names = [];
  var merchantFiles = null;
  var chunks = {};
  try { chunks = JSON.parse(document.getElementById('${EARLY_CHUNKS_ID}').textContent) || {}; } catch (error) { /* no chunk list: nothing preloaded */ }
  var preloaded = {};
  window.__croupierEarlyFetch = started;
  // The merchant map first (the status call waits for it), then the first page's code before any other document: its
  // tags come after this script, and by the time the parser reaches them the documents would have taken the connections.
  var merchants = read('merchants.json');
  preloadNow(chunks.firstPage);
  // While the parser is still on this script, other preloads wait a task so the page's own scripts are asked for
  // first; later ones (after a document arrived) go at once.
  var waiting = [];
  setTimeout(function () { var lists = waiting; waiting = null; preloadNow([].concat.apply([], lists)); }, 0);
  function preload(list) {
    if (waiting) waiting.push(list);
    else preloadNow(list);
  }
  // One insertion per list (a fragment), not one per file: each insertion into the head costs the parser a style check.
  function preloadNow(list) {
    var links = document.createDocumentFragment();
    (Array.isArray(list) ? list : []).forEach(function (file) {
      if (preloaded[file]) return;
      preloaded[file] = true;
      var link = document.createElement('link');
      if (/\\.css$/.test(file)) { link.rel = 'preload'; link.as = 'style'; } else { link.rel = 'modulepreload'; }
      link.crossOrigin = '';
      link.href = assets + file;
      links.appendChild(link);
    });
    document.head.appendChild(links);
  }
  function preloadWidgets(types) {
    (Array.isArray(types) ? types : []).forEach(function (type) { if (own(chunks.widgets, type)) preload(chunks.widgets[type]); });
  }
  function unconditionalTypes(document) {
    var types = [];
    var stack = document && Array.isArray(document.body) ? document.body.slice().reverse() : [];
    for (var node = stack.pop(); node !== undefined; node = stack.pop()) {
      if (!node || typeof node.type !== 'string' || node.when !== undefined) continue;
      if (types.indexOf(node.type) < 0) types.push(node.type);
      if (Array.isArray(node.children)) for (var i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]);
    }
    return types;
  }
  function allTypes(document) {
    var types = [];
    var stack = document && Array.isArray(document.body) ? document.body.slice() : [];
    for (var node = stack.pop(); node !== undefined; node = stack.pop()) {
      if (!node || typeof node.type !== 'string') continue;
      if (types.indexOf(node.type) < 0) types.push(node.type);
      if (Array.isArray(node.children)) stack.push.apply(stack, node.children);
      if (node.fallback) stack.push(node.fallback);
    }
    return types;
  }
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
  // A screen or layout the build does not know: its widgets' code, and the props validators it will be checked by.
  function preloadFromOrigin(file) {
    read(file).then(function (document) {
      // The validators first: the page validates the document before it renders anything of it or asks for its data,
      // so on a crowded connection they are the ones to wait for; the widgets' code is needed only after that.
      allTypes(document).forEach(function (type) { if (own(chunks.widgetValidators, type)) preload(chunks.widgetValidators[type]); });
      preloadWidgets(unconditionalTypes(document));
    });
  }
  // What a document shows this visitor beyond what it shows everyone (a visitor's buttons, a member's account bar).
  var audience = session(status.tokenKey) ? files.audiences.member : files.audiences.visitor;
  function startAudienceParts(name) {
    if (own(audience.files, name)) audience.files[name].forEach(start);
    if (own(audience.types, name)) preloadWidgets(audience.types[name]);
  }
  function startLayout(layout) {
    if (own(files.layouts, layout)) {
      files.layouts[layout].forEach(start);
      preloadWidgets(files.types[layout]);
      startAudienceParts(layout);
    } else {
      preloadFromOrigin(layout + '.json');
    }
  }
  var path = location.pathname;
  var manifest = read('manifest.json');
  var routes = read('routes.json');
  files.always.forEach(start);
  preload(chunks.verified);
  preload(chunks.platformClient);
  var language = status.defaultLanguage;
  try { language = (localStorage.getItem(status.languageKey) || status.defaultLanguage).toLowerCase(); } catch (error) { /* storage blocked: the default language */ }
  if (own(files.copy, status.defaultLanguage)) start(files.copy[status.defaultLanguage]);
  if (language !== status.defaultLanguage && own(files.copy, language)) start(files.copy[language]);
  if (own(files.paths, path)) {
    var screen = files.paths[path][0];
    if (screen) {
      var screenName = screen.replace(/\\.json$/, '');
      start(screen);
      preloadWidgets(files.types[screenName]);
      startAudienceParts(screenName);
      if (files.withoutMemberTexts.indexOf(screenName) < 0) preload(chunks.memberTexts);
    }
    startLayout(files.paths[path][1]);
  } else {
    preload(chunks.lightValidators);
    preload(chunks.validators);
    preload(chunks.memberTexts);
    routes.then(function (document) {
      var list = document && Array.isArray(document.routes) ? document.routes : [];
      var route = list.filter(function (entry) { return entry && entry.when === undefined && Array.isArray(entry.paths) && entry.paths.indexOf(path) >= 0; })[0];
      if (!route) return startLayout('layouts/not-found');
      // Boot starts loading these before its own (validated) copy of routes.json is ready (src/app/early-fetch.ts).
      window.__croupierEarlyRoute = { path: path, screen: route.screen, layout: route.layout };
      if (typeof route.screen === 'string') preloadFromOrigin(route.screen + '.json');
      if (typeof route.layout === 'string') startLayout(route.layout.indexOf('layouts/') === 0 ? route.layout : 'layouts/' + route.layout);
    });
  }
  function session(key) { try { return sessionStorage.getItem(key); } catch (error) { return null; } }
  merchants.then(function (document) {
    var search = new URLSearchParams(location.search);
    if (!document || search.get('merchant') || session(status.qaMerchantKey)) return;
    var host = location.hostname.toLowerCase();
    var merchant = own(document.hosts, host) ? document.hosts[host] : document['default'];
    if (typeof merchant !== 'string' || merchant === '') return;
    var headers = {};
    Object.keys(status.headers).forEach(function (name) { headers[name] = status.headers[name]; });
    headers.Merchant = merchant;
    headers.Language = status.languages.indexOf(language) >= 0 ? language : status.defaultLanguage;
    var token = session(status.tokenKey);
    if (token) headers.Authorization = token;
    var scenario = search.get('scenario');
    if (!scenario || !new RegExp(status.scenarioPattern).test(scenario)) scenario = session(status.scenarioKey);
    if (scenario) headers['X-Platform-Scenario'] = scenario;
    var url = status.url + '?' + new URLSearchParams({ url: location.host }).toString();
    // The body is read the moment it arrives, so the app finds the answer whole, without a task of its own.
    var answer = fetch(url, { method: 'GET', headers: headers }).then(function (response) {
      return response.text().then(function (text) { return { status: response.status, text: text }; });
    });
    answer.catch(function () { /* the client that takes it reports the failure */ });
    window.__croupierEarlyCalls = [{ url: url, headers: headers, answer: answer }];
  });
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
    verified: filesOf(facade((id) => id.includes('croupier-verified-documents'))),
    platformClient: filesOf(facade((id) => id.endsWith('/src/api/index.ts'))),
    lightValidators: filesOf(facade((id) => id.endsWith('/src/schema/validate-light.ts'))),
    memberTexts: filesOf(facade((id) => id.endsWith('/src/i18n/locales/member-en.ts'))),
    validators: filesOf(facade((id) => id.endsWith('/src/schema/validate-by-widget.ts'))),
    widgetValidators: Object.fromEntries(
      Object.keys(modules)
        .map((type) => [type, filesOf(facade((id) => id.endsWith(`/src/schema/generated/widget-validators/${type}.js`)))] as const)
        .filter(([, files]) => files.length > 0),
    ),
    widgets,
  };
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
 * it), after a JSON block naming the build's chunks it may preload (`EarlyChunks`: data, not script, so the
 * script's text and its CSP hash do not change with chunk hashes). The CSP plugin allows the script by its hash.
 */
export function earlyFetchPlugin(schemasDir = SCHEMAS_DIR, loadersFile = join(process.cwd(), 'src/widgets/loaders.generated.ts')): EarlyFetchPlugin {
  let source = '';
  return {
    name: 'croupier-early-fetch',
    apply: 'build',
    configResolved(config) {
      const apiBase = (config.env['VITE_API_BASE_URL'] as string | undefined) ?? '';
      source = earlyFetchScript(earlyFiles(schemasDir), (config.env['VITE_SCHEMA_BASE_URL'] as string | undefined) ?? '/schemas/', config.base, earlyStatusCall(apiBase));
    },
    scriptHash: () => scriptHashSource(source),
    transformIndexHtml: {
      order: 'post',
      handler: (html, context) => {
        const chunks = context.bundle ? earlyChunks(context.bundle, widgetModules(readFileSync(loadersFile, 'utf8'))) : undefined;
        // `<` never appears raw inside the block, so no text in it can close the script element.
        const data = JSON.stringify(chunks ?? {}).replace(/</g, '\\u003c');
        // The page's <title> is the script's (this host's brand): index.html's static one names one brand only.
        return {
          html: html.replace(/<title>[^<]*<\/title>\s*/, ''),
          tags: [
            { tag: 'script', attrs: { type: 'application/json', id: EARLY_CHUNKS_ID }, children: data, injectTo: 'head-prepend' },
            { tag: 'script', children: source, injectTo: 'head-prepend' },
          ],
        };
      },
    },
  };
}
