import { openHandOff } from './hand-off';
import { askedMerchant, merchantForHost, readStorage, type HostMap } from './merchant';
import { CENTRES, centreFirstPaintRoute, centreInSearch } from './centres';
import { keptVendorList, platformHeaders, statusSaysOpen, vendorListQuery } from './platform-contract';
import { firstPaintEnded, firstPaintPath, isFirstPaint, isPageDocuments, pageDocumentsPath, showFirstPaint } from './first-paint';
import { EARLY_CHUNKS_ID, type AudienceParts, type EarlyChunks, type PageLoadSettings } from './plan';
import { browserStorage, onlyCampaignTags, savedLanguage, sessionRole, sessionToken, tabScenario } from './visitor';
import { DEFAULT_LANGUAGE, languageTag } from '../schema/languages';
import { PAGE_DOCUMENTS_STALE_KEY, VENDOR_CATEGORIES_KEY } from '../schema/storage-keys';

/*
 * The page's inline script: the build bundles this module (with what it imports) into one classic script at the
 * top of index.html (`scripts/vite/early-fetch-plugin.ts`; the CSP allows it by its SHA-256). It runs while the
 * parser reads the page, before any module has even been requested, and starts what the first load needs, exactly
 * as the app would ask for it. The app takes each answer once from the hand-off (`hand-off.ts`).
 */

type JsonObject = Record<string, unknown>;

/** How long preloads wait at most for a first paint to be on screen. */
const PRELOADS_HELD_MS = 500;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function own<T>(map: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.prototype.hasOwnProperty.call(map, key) ? map[key] : undefined;
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];
}

function stringMap(value: unknown): Record<string, string> {
  const map: Record<string, string> = {};
  if (isObject(value)) for (const [key, entry] of Object.entries(value)) if (typeof entry === 'string') map[key] = entry;
  return map;
}

function listMap(value: unknown): Record<string, string[]> {
  const map: Record<string, string[]> = {};
  if (isObject(value)) for (const [key, entry] of Object.entries(value)) map[key] = strings(entry);
  return map;
}

/** The chunk list of the page's JSON block (`EarlyChunks`); an unreadable block preloads nothing. */
function readChunks(): EarlyChunks {
  let found: unknown;
  try {
    found = JSON.parse(document.getElementById(EARLY_CHUNKS_ID)?.textContent ?? '{}');
  } catch {
    found = {};
  }
  const block = isObject(found) ? found : {};
  return {
    firstPage: strings(block['firstPage']),
    platformClient: strings(block['platformClient']),
    gamesClient: strings(block['gamesClient']),
    lightValidators: strings(block['lightValidators']),
    validators: strings(block['validators']),
    widgetValidators: listMap(block['widgetValidators']),
    memberTexts: listMap(block['memberTexts']),
    widgets: listMap(block['widgets']),
    queryGroups: listMap(block['queryGroups']),
    centres: listMap(block['centres']),
  };
}

/** A `merchants.json` as far as the host map goes (the app validates the whole document). */
function hostMapOf(document: unknown): HostMap | null {
  return isObject(document) && typeof document['default'] === 'string' ? { hosts: stringMap(document['hosts']), default: document['default'] } : null;
}

/** A screen's nodes: under every context (`withConditions` false) or all of them (a fallback too). */
function widgetTypes(document: unknown, withConditions: boolean): string[] {
  const types: string[] = [];
  const stack: unknown[] = isObject(document) && Array.isArray(document['body']) ? [...document['body']].reverse() : [];
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    if (!isObject(node) || typeof node['type'] !== 'string' || (!withConditions && node['when'] !== undefined)) continue;
    if (!types.includes(node['type'])) types.push(node['type']);
    const children = node['children'];
    if (Array.isArray(children)) for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
    if (withConditions && node['fallback'] !== undefined) stack.push(node['fallback']);
  }
  return types;
}

/**
 * Starts the first load of this page:
 * - `merchants.json` first, then the first page's own code (`EarlyChunks.firstPage`), before any other document: its
 *   tags come after this script, and by then the documents would hold the connections; then the status call with the
 *   headers the API client sends, for the merchant the build's map gives this host;
 * - the files every page reads, the saved language's copy (and EN's), and for a path the bundled routes name its
 *   screen, layout and menus, with what they show this audience (whether a session is held);
 * - for any other path (an operator's route), the screen and layout the origin's `routes.json` names, or the
 *   not-found frame, and the route for boot (`EarlyRoute`);
 * - once the served `merchants.json` names the merchant: a second status call if it is another one than the build's,
 *   and (with the served manifest) the merchant's files for every document started;
 * - code (`modulepreload`, CSS as `preload`): the widgets those documents show and the data catalogue's groups their
 *   queries are in, the hash list, the API client, the member texts, and for an operator's route the validators.
 * It reads its own copies of the documents it looks into (`clone`), so the app still gets whole answers.
 */
export function startPageLoad(settings: PageLoadSettings): void {
  const { files } = settings;
  const storage = browserStorage();
  const search = location.search;
  const asked = askedMerchant(search, storage.session);
  // The first title: this host's brand (or QA's ?merchant= choice), never another brand's, not even for the first paint.
  const titled = asked !== null && own(files.brands.names, asked) !== undefined ? asked : merchantForHost(files.brands, location.hostname);
  const brand = own(files.brands.names, titled);
  if (brand !== undefined) document.title = brand;

  const handOff = openHandOff();
  const chunks = readChunks();
  const requests = new Map<string, Promise<Response>>();
  const names: string[] = [];
  let merchantFiles: Record<string, string> | undefined;
  const preloaded = new Set<string>();

  // One insertion per list (a fragment), not one per file: each insertion into the head costs the parser a style check.
  const preloadNow = (list: readonly string[]) => {
    const links = document.createDocumentFragment();
    for (const file of list) {
      if (preloaded.has(file)) continue;
      preloaded.add(file);
      const link = document.createElement('link');
      if (file.endsWith('.css')) {
        link.rel = 'preload';
        link.as = 'style';
      } else {
        link.rel = 'modulepreload';
      }
      link.crossOrigin = '';
      link.href = settings.assetsBase + file;
      links.appendChild(link);
    }
    document.head.appendChild(links);
  };
  // While the parser is still on this script, other preloads wait a task so the page's own scripts are asked for
  // first; later ones (after a document arrived) go at once.
  let waiting: string[][] | null = [];
  const preload = (list: readonly string[] | undefined) => {
    if (!list) return;
    if (waiting) waiting.push([...list]);
    else preloadNow(list);
  };
  const preloadWidgets = (types: readonly string[] | undefined) => {
    for (const type of types ?? []) preload(own(chunks.widgets, type));
  };
  // A bundled screen or layout's code: its widgets' and the data catalogue's groups its queries are in.
  const preloadShown = (name: string) => {
    preloadWidgets(own(files.types, name));
    for (const group of own(files.groups, name) ?? []) preload(own(chunks.queryGroups, group));
  };

  // The route's documents in one file beside its first paint (`PageDocuments`), once asked for: a file it holds is
  // taken from it, any other is asked of the origin (also when it is missing or unreadable).
  let pageDocuments: Promise<Readonly<Record<string, string>> | null> | undefined;
  const start = (file: string): Promise<Response> => {
    const url = settings.schemaBase + file;
    const asked = requests.get(url);
    if (asked) return asked;
    const ask = () => fetch(url, { cache: 'no-cache', headers: { Accept: 'application/json' } });
    const request = pageDocuments
      ? pageDocuments.then((documents) => {
          const text = documents ? own(documents, file) : undefined;
          if (text === undefined) return ask();
          handOff.packed[url] = text;
          return new Response(text, { status: 200, headers: { 'Content-Type': 'application/json; charset=utf-8' } });
        })
      : ask();
    request.catch(() => undefined); // the loader that takes it reports the failure
    requests.set(url, request);
    handOff.files[url] = request;
    const name = file.replace(/\.json$/, '');
    names.push(name);
    const merchantFile = merchantFiles && own(merchantFiles, name);
    if (merchantFile) start(merchantFile);
    return request;
  };
  const read = (file: string): Promise<unknown> =>
    start(file)
      .then((response): Promise<unknown> | null => (response.ok ? response.clone().json() : null))
      .catch(() => null);

  const token = sessionToken(storage);
  const language = savedLanguage(storage);
  const vendorsKept = keptVendorList(readStorage(storage.session, VENDOR_CATEGORIES_KEY), language) !== undefined;
  // The page's language from its first frame (a TY first paint is Filipino to a screen reader), not once the code has run.
  document.documentElement.lang = languageTag(language);
  // The status call and the calls that leave with it (the whitelabel flags and the CDN routers: the site opens once
  // the status and the flags have answered), with the headers the API client sends; each body is read the moment it
  // arrives, so the app finds the answer whole, without a task of its own.
  // Once the status answers that the site is open, the frame's vendor list leaves too, as the site's first data call
  // does the moment it reads that answer (a closed site makes none).
  const startStatusCall = (id: string) => {
    const headers = platformHeaders({ merchant: id, language, token, scenario: tabScenario(search, storage) });
    const startCall = (url: string) => {
      const answer = fetch(url, { method: 'GET', headers }).then((response) => response.text().then((text) => ({ status: response.status, text })));
      answer.catch(() => undefined); // the client that takes it reports the failure
      handOff.calls.push({ url, headers, answer, at: performance.now() });
      return answer;
    };
    const status = startCall(`${settings.statusUrl}?${new URLSearchParams({ url: location.host }).toString()}`);
    for (const url of settings.statusSideUrls) startCall(url);
    // Only for the merchant the served map names (the build's, when it is unreadable: the app's bundled copy): every
    // data call the page makes is that merchant's.
    const opened = Promise.all([status, merchant]).then(([answer, served]) => (served ?? merchantForHost(files.brands, location.hostname)) === id && answer.status === 200 && statusSaysOpen(answer.text));
    const started = new Set<string>();
    const whenOpen = (urls: readonly string[]) =>
      void opened.then((open) => {
        for (const url of open ? urls : []) {
          if (started.has(url)) continue;
          started.add(url);
          startCall(url);
        }
      }, () => undefined);
    // Not when the tab keeps the list in this language (the vendor store's session copy): the site asks for none then.
    if (!vendorsKept) whenOpen([`${settings.vendorListUrl}?${new URLSearchParams(vendorListQuery(language)).toString()}`]);
    // A first paint's calls (`FirstPaint.calls`: the route's widgets' first data calls, for this visitor), once open too.
    return (paths: readonly string[]) => whenOpen(paths.map((path) => settings.gatewayBase + path));
  };

  const merchants = read('merchants.json');
  // The route's first paint (`first-paint.ts`): for a visitor on a route every context shows (a signed-in tab's frame
  // differs; QA's ?merchant= and ?scenario= tabs are not what a player sees). A path the build knows asks for it
  // right after `merchants.json`, before the code and documents take the connections, for the merchant the build's
  // map gives this host (shown only if the served map agrees); an operator's route once the served routes name it.
  // Once its file is in hand, the hand-off's `firstPaint` settles when it is on screen: the site's first render waits
  // for that, so the page it paints is not held behind the site's own work (`firstPaintSettled`).
  const playerTab = !asked && !new URLSearchParams(search).has('scenario');
  const firstPaintWanted = !token && playerTab;
  const fetchPaint = (id: string, route: string): Promise<unknown> =>
    fetch(settings.schemaBase + firstPaintPath(id, language, route), { cache: 'no-cache', headers: { Accept: 'application/json' }, priority: 'high' }).then((response): Promise<unknown> | null => (response.ok ? response.json() : null));
  // A player arriving on a member centre page (`?memberCentre=depositv2`: a deposit link, a reload with the centre
  // open): the route waits under the centre (app/centres/arrival-centre.ts), so the first paint is the centre's, with
  // that page (a name the menu does not know has no file: nothing is shown). It is a player's menu: an agent's differs,
  // and a trial account is refused the centre.
  const centre = token ? centreInSearch(search) : null;
  const knownRoute = firstPaintWanted
    ? own(files.paths, location.pathname)?.[2]
    : playerTab && centre?.key === 'memberCentre' && sessionRole(storage) === 'player'
      ? centreFirstPaintRoute(centre.page || CENTRES.memberCentre.defaultPage)
      : undefined;
  const knownPaint = knownRoute ? fetchPaint(titled, knownRoute) : undefined;
  knownPaint?.catch(() => undefined);
  // A route's documents come with its first paint, in one file (a member's centre page reads the centre's: not these).
  // Not once this tab found the file older than the documents (`page-documents.ts`: an operator edited one by hand).
  const documentsStale = readStorage(storage.session, PAGE_DOCUMENTS_STALE_KEY);
  if (knownRoute && firstPaintWanted && !documentsStale) {
    const route = knownRoute;
    pageDocuments = fetch(settings.schemaBase + pageDocumentsPath(titled, language, route), { cache: 'no-cache', headers: { Accept: 'application/json' }, priority: 'high' })
      .then((response): Promise<unknown> | null => (response.ok ? response.json() : null))
      .then((found) => (isPageDocuments(found, route) ? found.documents : null))
      .catch(() => null);
  }
  preloadNow(chunks.firstPage);
  // The merchant the origin's `merchants.json` names for this host (QA's `?merchant=` choice is the app's to grant:
  // no early call then).
  const merchant = merchants.then((document) => {
    const map = hostMapOf(document);
    return map ? merchantForHost(map, location.hostname) : null;
  });
  // An operator rarely moves a host to another merchant: the served map almost surely names the build's merchant,
  // so the status call leaves now instead of once `merchants.json` has arrived and a main thread busy with the
  // first page's code has read it (~100–300 ms on the bench). The served map still decides: if it names another
  // merchant, the status call goes again with that one; the API client takes only the answer whose headers it sends.
  // The installable app of this host's merchant (its web app manifest is written from its theme, in the schema
  // origin: scripts/schemas/web-app.ts). Linked once the served map names the merchant; QA's ?merchant= tab keeps
  // the host's, since an installed app belongs to a host, not to a tab.
  void merchant.then((id) => {
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = `${settings.schemaBase}app/${id ?? titled}.webmanifest`;
    document.head.appendChild(link);
  });
  let startPaintCalls: ((paths: readonly string[]) => void) | undefined;
  if (!asked) {
    const guessed = merchantForHost(files.brands, location.hostname);
    startPaintCalls = startStatusCall(guessed);
    void merchant.then((id) => {
      if (id && id !== guessed) startStatusCall(id);
    });
  }
  const releasePreloads = () => {
    const lists = waiting ?? [];
    waiting = null;
    preloadNow(lists.flat());
  };

  // A screen or layout the build does not know: the props validators it will be checked by (the page validates it
  // before it renders anything of it), then its widgets' code.
  const preloadFromOrigin = (file: string) => {
    void read(file).then((document) => {
      for (const type of widgetTypes(document, true)) preload(own(chunks.widgetValidators, type));
      preloadWidgets(widgetTypes(document, false));
    });
  };
  // What a document shows this visitor beyond what it shows everyone (a visitor's buttons, a member's account bar).
  const audience: AudienceParts = token ? files.audiences.member : files.audiences.visitor;
  const startAudienceParts = (name: string) => {
    for (const file of own(audience.files, name) ?? []) start(file);
    preloadWidgets(own(audience.types, name));
  };
  const startLayout = (layout: string) => {
    const layoutFiles = own(files.layouts, layout);
    if (!layoutFiles) return preloadFromOrigin(`${layout}.json`);
    for (const file of layoutFiles) start(file);
    preloadShown(layout);
    startAudienceParts(layout);
  };

  const path = location.pathname;
  const manifest = read('manifest.json');
  const routes = read('routes.json');
  for (const file of files.always) start(file);
  preload(token ? chunks.platformClient : chunks.gamesClient);
  const fallbackCopy = own(files.copy, DEFAULT_LANGUAGE);
  if (fallbackCopy) start(fallbackCopy);
  const copy = own(files.copy, language);
  if (language !== DEFAULT_LANGUAGE && copy) start(copy);
  const known = own(files.paths, path);
  // A member arriving on a centre (`?memberCentre=depositv2`: a deposit link, a reload with the centre open): the page
  // under it waits until the centre closes (app/centres/arrival-centre.ts), so the centre's code, menu and page start
  // now in the page's place, and the frame as always.
  if (centre) {
    const { menu, screens } = CENTRES[centre.key];
    preload(own(chunks.centres, centre.key));
    preload(own(chunks.memberTexts, language));
    start(`${menu}.json`);
    if (centre.page) void read(`${screens}/${centre.page}.json`).then((document) => preloadWidgets(widgetTypes(document, false)));
  }
  if (known) {
    const [screen, layout] = known;
    if (screen && !centre) {
      const screenName = screen.replace(/\.json$/, '');
      start(screen);
      preloadShown(screenName);
      startAudienceParts(screenName);
      if (!files.withoutMemberTexts.includes(screenName)) preload(own(chunks.memberTexts, language));
    }
    startLayout(layout);
  } else {
    preload(chunks.lightValidators);
    preload(chunks.validators);
    preload(own(chunks.memberTexts, language));
    void routes.then((document) => {
      const list = isObject(document) && Array.isArray(document['routes']) ? document['routes'] : [];
      const route = list.find((entry): entry is JsonObject => isObject(entry) && entry['when'] === undefined && strings(entry['paths']).includes(path));
      if (!route) return startLayout('layouts/not-found');
      const { screen, layout } = route;
      if (typeof screen === 'string' && typeof layout === 'string') handOff.route = { path, screen, layout };
      if (typeof screen === 'string') preloadFromOrigin(`${screen}.json`);
      if (typeof layout === 'string') startLayout(layout.startsWith('layouts/') ? layout : `layouts/${layout}`);
    });
  }

  const showPaint = (id: string, paint: Promise<unknown>): Promise<void> =>
    Promise.all([paint, merchant]).then(([found, served]) => {
      if (!isFirstPaint(found) || firstPaintEnded() || (served ?? titled) !== id) return;
      // Its calls were noted for a visitor without a query string (a campaign's tags change none of them), of the
      // merchant the status call went for, on the paths it names (all the route's when it names none), from the
      // documents the build or the publish service wrote (not once this tab found one edited by hand since).
      if (found.calls && id === titled && onlyCampaignTags(search) && !documentsStale && (found.callsOn ?? [location.pathname]).includes(location.pathname)) startPaintCalls?.(found.calls);
      const style = document.documentElement.style;
      for (const [name, value] of found.theme) if (/^--[\w-]+$/.test(name)) style.setProperty(name, value);
      // The site's stylesheet is one file in the page's head (`cssCodeSplit: false`): the first paint is styled as it
      // goes in. It goes in before `#root`, so once the parser has reached that.
      const shown = (document.getElementById('root') ? Promise.resolve() : new Promise<void>((ready) => document.addEventListener('DOMContentLoaded', () => ready(), { once: true })))
        .then(() => {
          if (!showFirstPaint(found)) return;
          // Settled once the frame with it has been painted: a task after the next animation frame.
          return new Promise<void>((painted) => requestAnimationFrame(() => setTimeout(painted, 0)));
        });
      // The site waits for a first paint that is in hand only: one still on its way when the site is ready would
      // hold the site's own page for nothing (it replaces the first paint anyway).
      handOff.firstPaint = shown.catch(() => undefined);
      return shown;
    });
  let firstPaintSettles: Promise<void> | undefined;
  if (knownRoute && knownPaint) firstPaintSettles = showPaint(titled, knownPaint).catch(() => undefined);
  else if (firstPaintWanted)
    firstPaintSettles = Promise.all([merchant, routes])
      .then(([id, routesDocument]): Promise<void> | undefined => {
        const list = isObject(routesDocument) && Array.isArray(routesDocument['routes']) ? routesDocument['routes'] : [];
        const matching = list.filter((entry): entry is JsonObject => isObject(entry) && strings(entry['paths']).includes(path));
        const route = matching[0];
        if (!route || matching.some((entry) => entry['when'] !== undefined) || typeof route['id'] !== 'string') return undefined;
        return showPaint(id ?? titled, fetchPaint(id ?? titled, route['id']));
      })
      .catch(() => undefined); // no first paint: the site draws as before

  // With a first paint on its way, the widgets' code and the other preloads wait for it to be on screen (at most
  // PRELOADS_HELD_MS): on a phone's few connections they would come before it, and the site's entry needs none of them
  // before it has run. Otherwise they go a task from now, after the page's own scripts.
  if (firstPaintSettles) {
    void firstPaintSettles.then(releasePreloads);
    setTimeout(releasePreloads, PRELOADS_HELD_MS);
  } else setTimeout(releasePreloads, 0);

  void Promise.all([merchant, manifest]).then(([id, manifestDocument]) => {
    if (id === null || !isObject(manifestDocument)) return;
    const byMerchant = manifestDocument['merchants'];
    merchantFiles = stringMap(isObject(byMerchant) ? byMerchant[id] : undefined);
    for (const name of [...names]) {
      const file = own(merchantFiles, name);
      if (file) start(file);
    }
  });
}
