import { MERCHANT_V2_KEY } from '@/schema/storage-keys';
import type { Translator } from '@/i18n/translator';
import { createAppI18n } from '@/i18n/app-i18n';
import { followPageLanguage } from './page-language';
import { normalizeLanguage } from '@/schema/languages';
import { useBrandStore } from '@/stores/brand-store';
import { usePlatformStore, whenSiteFirstOpens } from '@/stores/platform-store';
import { useVendorStore } from '@/stores/vendor-store';
import { useSessionStore } from '@/stores/session-store';
import { loadApi, loadGamesApi } from '@/stores/lazy-api';
import { setUpApi } from './api-setup';
import { runTimeMerchant, schemaLoader } from './schema-runtime';
import { earlyRoute } from '@/page-load/hand-off';
import { loadTheme } from './theme';
import { screenHeldAtStart } from './centres/arrival-centre';
import { isBundledDocument, layoutForPath, screenForPath } from 'virtual:croupier-widget-hints';
import { arrivalMemberCentrePage } from '@/page-load/centres';
import type { DocumentKind, LayoutDocument, ScreenDocument } from '@/schema/types';
import { layoutDocumentName } from '@/schema/resolve';
import { boundDataNames, prefetchableQueries, surelyShownMenus } from '@/renderer/documents/prefetchable-queries';
import { preloadCatalogueGroups } from '@/renderer/data/catalogue/lazy';
import { widgetTraitsOf } from '@/renderer/registry';
import { widgetLoaders } from '@/widgets/loaders.generated';

/**
 * The routes document, and the screen and layout the bundled routes give this path (the layout only, while the screen
 * waits under a centre the member arrived on). Any other path is left to
 * `warmRouteFromOrigin` (an operator's route) or the router (the not-found frame), so nothing is fetched twice.
 */
export function warmDocuments(path: string, screenHeld = false): [string, DocumentKind][] {
  const screen = screenForPath(path);
  if (!screen) return [['routes', 'routes']];
  const layout: [string, DocumentKind] = [layoutForPath(path) ?? 'layouts/not-found', 'layout'];
  return screenHeld ? [['routes', 'routes'], layout] : [['routes', 'routes'], [screen, 'screen'], layout];
}

let warmedRoute: Promise<(ScreenDocument | LayoutDocument)[]> | undefined;

/**
 * A path the bundled routes do not name (an operator's new route on the origin): its screen and layout are fetched
 * as soon as the routes document names them, not when the router has rendered. Only an exact path without a
 * condition: anything else is left to the router, so nothing is fetched that the page would not show. Settles
 * with the documents it could load (none for another path), never rejects.
 */
export function warmRouteFromOrigin(path: string): Promise<(ScreenDocument | LayoutDocument)[]> {
  warmedRoute ??= schemaLoader
    .load('routes', 'routes')
    .then(({ document }) => {
      const route = document.routes.find((entry) => entry.when === undefined && entry.paths.includes(path));
      return route ? loadRouteDocuments(route.screen, route.layout) : [];
    })
    .catch(() => []);
  return warmedRoute;
}

/** A route's screen and layout, each validated as always; settles with those that loaded, never rejects. */
function loadRouteDocuments(screenName: string, layoutName: string): Promise<(ScreenDocument | LayoutDocument)[]> {
  const screen = schemaLoader.load(screenName, 'screen').then((loaded) => [loaded.document], () => []);
  const layout = schemaLoader.load(layoutDocumentName(layoutName), 'layout').then((loaded) => [loaded.document], () => []);
  return Promise.all([screen, layout]).then((found) => found.flat());
}

/**
 * The documents of an operator's route as soon as possible: when the early script already found the route in the
 * origin's `routes.json` (the same file), its screen and layout load (and are validated) now, beside the routes
 * document's own validation instead of after it; the loader caches by name, so the router gets these very loads.
 */
export function routeDocumentsFromOrigin(path: string): Promise<(ScreenDocument | LayoutDocument)[]> {
  const found = earlyRoute(path);
  return found ? loadRouteDocuments(found.screen, found.layout) : warmRouteFromOrigin(path);
}

/**
 * What the first render waits for, all started at once: `merchants.json` and `manifest.json` in parallel,
 * then (as soon as the merchant is known) the platform status call, the theme and the run-time copy of the
 * visitor's language. Only the copy is awaited here, so the first render never shows bundled text that the
 * operator's copy replaces a moment later; the status call and the theme are awaited by the status gate and
 * the brand store as before.
 */
export async function bootPageLoad(savedLanguage: string | null): Promise<{ i18n: Translator }> {
  const ready: { i18n?: Translator } = {};
  // The status call may leave before the texts are ready: it goes in the saved language.
  setUpApi(() => ready.i18n?.language ?? normalizeLanguage(savedLanguage));
  void schemaLoader.manifest();
  // The documents this path shows (by the bundled routes) are fetched now, beside the copy the first render waits
  // for, not after it: routes, screen and layout arrive together instead of one round trip after another. The
  // loader caches by name, so the router and the page get these very promises (and report any problem once).
  // A member arriving on a centre (`?memberCentre=depositv2`): the page under it waits until the centre closes
  // (centres/arrival-centre.ts), so only the frame's documents, code and data start now, not the screen's.
  const screenHeld = screenHeldAtStart();
  const warmed = warmDocuments(window.location.pathname, screenHeld).map(([name, kind]) => schemaLoader.load(name, kind).then((loaded) => [loaded.document], () => []));
  const routeDocuments = screenForPath(window.location.pathname) ? Promise.all(warmed.slice(1)).then((found) => found.flat()) : routeDocumentsFromOrigin(window.location.pathname);
  // The merchant, chosen once: `runTimeMerchant` puts it in the brand store, where every reader finds it.
  const merchant = runTimeMerchant();
  // spec §3 local storage: merchant_v2 is 1 (storage may be refused: private modes, a full quota).
  try {
    localStorage.setItem(MERCHANT_V2_KEY, '1');
  } catch {
    // Nothing reads it back in this site; the platform's scripts only look for it.
  }
  // The moment the status answer says the site is open (maintenance and restriction refuse data calls), the frame's
  // vendor list and the queries the route's widgets run on mount (nodes without a condition, from the documents as
  // their files have them) leave, before the gate opens and React draws the page; the widgets' own requests then
  // find them on their way. The query code is asked for now, so it is there by then.
  const queries = import('@/renderer/data/use-query');
  // What boot knows of the context before the platform's status: the role of the session it restored, so a visitor's
  // buttons (`{"role": "visitor"}`) or a member's account bar (`{"auth": true}`) count as surely shown. Flags,
  // settings and resources come with the status; anything behind them is left to the page.
  const known = { role: useSessionStore.getState().role };
  // A player arriving on a member centre page (`?memberCentre=transferFund`): that page's document comes now too, so
  // its catalogue groups load and its queries leave with the frame's when the site opens, not once the centre has
  // rendered. Croupier's wallet showed nothing of its own until its ShowWhens' merchantWallet answer came, and that
  // call waited for the centre, then for the wallet group's code.
  const asked = screenHeld ? arrivalMemberCentrePage(window.location.search, known.role) : undefined;
  const centrePage = asked && isBundledDocument(asked) ? asked : undefined;
  const centreDocuments = centrePage ? schemaLoader.load(centrePage, 'screen').then((loaded) => [loaded.document], () => []) : Promise.resolve([]);
  const pages = Promise.all([routeDocuments, centreDocuments]).then((found) => found.flat().filter((document): document is ScreenDocument | LayoutDocument => document.kind === 'screen' || document.kind === 'layout'));
  const traits = widgetTraitsOf(widgetLoaders);
  // The menus the route's frame surely shows load with it (the inline script already fetched their files): the
  // Menu widgets then find them delivered and draw in their first render instead of a round later.
  // The data catalogue's groups the route's widgets may run (catalogue/lazy.ts) load with the documents too.
  void pages.then((found) => {
    for (const menu of new Set(found.flatMap((document) => surelyShownMenus(document, traits, known)))) void schemaLoader.load(menu, 'menu').catch(() => undefined);
    preloadCatalogueGroups(found.flatMap((document) => boundDataNames(document, known)));
  });
  // The store opens the gate a task after this hook: when the route's documents and the query code are already in
  // (as they usually are), the requests leave within that task, before React draws; else as soon as they arrive.
  whenSiteFirstOpens(() => {
    void useVendorStore.getState().load(ready.i18n?.language ?? normalizeLanguage(savedLanguage));
    void Promise.all([pages, queries]).then(([found, module]) => {
      const bindings = found.flatMap((document) => prefetchableQueries(document, traits, known));
      if (bindings.length > 0) module.prefetchQueries(bindings, new URLSearchParams(window.location.search));
    }, () => undefined);
  });
  void merchant.then(() => usePlatformStore.getState().load());
  // The frame's vendor list and the page's data calls go through the API client: it loads now, beside the status
  // call, not once the merchant is known (a chunk the inline script preloaded still takes a few tasks to evaluate,
  // and the site's first data calls wait for it the moment the status says the site is open). A visitor's first
  // page needs only the game calls (the catalogue groups bring their own); a member's stores use the whole client.
  void (known.role === 'visitor' ? loadGamesApi() : loadApi()).catch(() => undefined);
  void loadTheme().then((theme) => useBrandStore.getState().setTheme(theme));
  const appI18n = await createAppI18n(savedLanguage, (language) => schemaLoader.copy(language));
  ready.i18n = appI18n;
  followPageLanguage(appI18n);
  await merchant;
  return { i18n: appI18n };
}
