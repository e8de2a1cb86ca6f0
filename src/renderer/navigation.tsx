/**
 * The site's one door to the router. Everything in src, tests and scripts takes its routing from here,
 * never from wouter itself, so the router stays a detail of this file.
 *
 * wouter (~2 KB gzip) replaced react-router-dom (~13 KB gzip of every page) for a route table of literal paths.
 * This file gives callers what they had before, where wouter differs:
 * - `useLocation` reports the pathname and query as written in the address (percent-encoded, like
 *   `window.location`); wouter's own hooks decode them with `decodeURI`, which would change what
 *   `?from=` and the guard's public-path check see.
 * - it reports the hash too (the help page scrolls to its anchor), which wouter does not track;
 * - `setSearchParams` hands its updater a fresh copy of the query (wouter's hands out the render's own
 *   object, which an updater that edits and returns its argument would change under the render);
 * - `navigate` refuses anything that is not a path on this site, as react-router did;
 * - `matchRoute` keeps react-router's rules for literal paths (see there).
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { Router, useLocation as useRouterLocation, useRouter } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { useBrowserLocation, useLocationProperty } from 'wouter/use-browser-location';

/** Where the visitor is, as written in the address: `search` starts with `?` and `hash` with `#` unless empty. */
export interface SiteLocation {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
}

export interface NavigateOptions {
  /** Replace the current history entry instead of adding one (a redirect, a filter written into the URL). */
  readonly replace?: boolean;
}

export type NavigateFunction = (to: string, options?: NavigateOptions) => void;

/** The new query, or an updater that gets a copy of the query as it is at the moment of the call. */
export type SearchParamsUpdate = URLSearchParams | ((current: URLSearchParams) => URLSearchParams);
export type SetSearchParams = (next: SearchParamsUpdate, options?: NavigateOptions) => void;

/**
 * What the three routers differ in, besides wouter's location hook: how to read the whole address at
 * the moment of a call (not as of the last render), and where the hash lives.
 */
interface AddressSource {
  /** Path, query and hash, as written in the address. */
  readonly now: () => string;
  /** A memory or static address keeps its hash in the path wouter reports; the browser keeps it apart. */
  readonly hashInAddress: boolean;
}

const AddressContext = createContext<AddressSource | undefined>(undefined);

function useAddressSource(): AddressSource {
  const source = useContext(AddressContext);
  // As react-router did: a hook outside a router is a mistake in the tree, not a page at "/".
  if (!source) throw new Error('[croupier navigation] a routing hook ran outside a router (BrowserRouter, MemoryRouter or StaticRouter)');
  return source;
}

const BROWSER_ADDRESS: AddressSource = {
  now: () => window.location.pathname + window.location.search + window.location.hash,
  hashInAddress: false,
};

/** The site in the browser: the address bar is the location, history entries are the browser's. */
export function BrowserRouter({ children }: { children: ReactNode }) {
  return (
    <AddressContext.Provider value={BROWSER_ADDRESS}>
      <Router hook={useBrowserLocation}>{children}</Router>
    </AddressContext.Provider>
  );
}

/**
 * A location held in memory, starting at `path` (query and hash included), that links and navigation
 * change: for tests, which render in a DOM. It cannot render on a server (wouter's memory location has no
 * server snapshot); `StaticRouter` does that.
 */
export function MemoryRouter({ path = '/', children }: { path?: string; children: ReactNode }) {
  const [memory] = useState(() => memoryLocation({ path, record: true }));
  const source = useMemo<AddressSource>(() => ({ now: () => memory.history[memory.history.length - 1] ?? path, hashInAddress: true }), [memory, path]);
  return (
    <AddressContext.Provider value={source}>
      <Router hook={memory.hook} searchHook={memory.searchHook}>
        {children}
      </Router>
    </AddressContext.Provider>
  );
}

/** A fixed location for `renderToString`/`renderToStaticMarkup` (the static renders of documents). */
export function StaticRouter({ path = '/', children }: { path?: string; children: ReactNode }) {
  const source = useMemo<AddressSource>(() => ({ now: () => path, hashInAddress: true }), [path]);
  return (
    <AddressContext.Provider value={source}>
      <Router hook={useBrowserLocation} ssrPath={path}>
        {children}
      </Router>
    </AddressContext.Provider>
  );
}

/** Splits an address into its parts; a lone `?` or `#` counts as none, as in `window.location`. */
export function splitAddress(address: string): SiteLocation {
  const hashAt = address.indexOf('#');
  const beforeHash = hashAt === -1 ? address : address.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  const hash = hashAt === -1 ? '' : address.slice(hashAt);
  const search = queryAt === -1 ? '' : beforeHash.slice(queryAt);
  return { pathname: (queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt)) || '/', search: search === '?' ? '' : search, hash: hash === '#' ? '' : hash };
}

const readBrowserHash = () => window.location.hash;
const noHash = () => '';

export function useLocation(): SiteLocation {
  const source = useAddressSource();
  const router = useRouter();
  // The router's own hooks, not wouter's `useLocation`/`useSearch`, which decode what they return.
  const [path] = router.hook(router);
  const rawQuery = router.searchHook(router);
  // wouter already listens to hashchange, popstate and its patched pushState/replaceState; this reads the hash on each.
  const browserHash = useLocationProperty(readBrowserHash, noHash);
  const query = rawQuery.startsWith('?') ? rawQuery.slice(1) : rawQuery;
  return useMemo(() => {
    if (source.hashInAddress) return splitAddress(query ? `${path}?${query}` : path);
    return { pathname: path, search: query ? `?${query}` : '', hash: browserHash };
  }, [source, path, query, browserHash]);
}

/** The probe origin a target must stay on: only paths on this site, resolved as the browser would. */
const PROBE_ORIGIN = 'https://site.invalid';

function isOnSite(to: string): boolean {
  if (!to.startsWith('/')) return false;
  try {
    return new URL(to, `${PROBE_ORIGIN}/`).origin === PROBE_ORIGIN;
  } catch {
    return false;
  }
}

/** Goes to a path on this site (`/rng?page=PG`, `/help#terms`); a history entry unless `replace`. Stable across renders. */
export function useNavigate(): NavigateFunction {
  useAddressSource();
  const [, go] = useRouterLocation();
  return useCallback(
    (to, options) => {
      // Callers check their targets (the URL policy); this is the last line, as react-router's was.
      if (!isOnSite(to)) throw new Error(`[croupier navigation] external navigation is not allowed: ${to}`);
      go(to, { replace: options?.replace === true });
    },
    [go],
  );
}

/**
 * The URL query, and a setter that navigates to the current path with a new query (the hash is dropped,
 * as react-router did). An updater gets the query as the address has it when it runs, so two updates in
 * one event both land and an update never undoes a navigation made since this render.
 */
export function useSearchParams(): [URLSearchParams, SetSearchParams] {
  const source = useAddressSource();
  const { search } = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const navigate = useNavigate();
  const setSearchParams = useCallback<SetSearchParams>(
    (next, options) => {
      const now = splitAddress(source.now());
      const query = (typeof next === 'function' ? next(new URLSearchParams(now.search)) : next).toString();
      navigate(query ? `${now.pathname}?${query}` : now.pathname, options);
    },
    [source, navigate],
  );
  return [params, setSearchParams];
}

/** Navigates once rendered (a guard's redirect), after the render commits. */
export function Navigate({ to, replace = false }: { to: string; replace?: boolean }): null {
  const navigate = useNavigate();
  useEffect(() => navigate(to, { replace }), [navigate, to, replace]);
  return null;
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path on this site. */
  to: string;
}

/**
 * An anchor that navigates in the page on a plain left click. A click with a modifier key, another button,
 * or on a link that opens elsewhere (`target`) is left to the browser (a new tab, a download).
 */
export function Link({ to, onClick, target, ...anchor }: LinkProps) {
  const source = useAddressSource();
  const navigate = useNavigate();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.altKey || event.shiftKey) return;
    if (target && target !== '_self') return;
    event.preventDefault();
    // A link to where the visitor already is adds no history entry, as react-router's did.
    navigate(to, { replace: source.now() === to });
  };
  return <a {...anchor} href={to} target={target} onClick={follow} />;
}

/**
 * A path as the route table compares it: each segment percent-decoded once (an encoded `/` stays
 * encoded, so it never splits a segment); a malformed one leaves the whole path as written.
 */
function decodePath(path: string): string {
  try {
    return path
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return path;
  }
}

/** Every character that means something in a pattern: route paths are literal, `:`, `*` and `?` included. */
const PATTERN_CHARACTER = /[\\.*+?^${}|()[\]]/g;

/**
 * Whether a literal route path (a path of routes.json) names `pathname` (as in the address, percent-encoded).
 * react-router's rules for such paths: letter case does not matter, trailing slashes on either side do
 * not matter, and both are compared percent-decoded (`/r%6Eg` is `/rng`). Unlike react-router, the route
 * path is decoded too, so a route written with escapes (`/caf%C3%A9`) is reachable.
 */
export function routeNames(routePath: string, pathname: string): boolean {
  const literal = decodePath(routePath).replace(/\/+$/, '').replace(/^\/*/, '/');
  return new RegExp(`^${literal.replace(PATTERN_CHARACTER, '\\$&')}\\/*$`, 'i').test(decodePath(pathname));
}

/** The first route that names `pathname` (see `routeNames`); undefined when none does (the not-found page). */
export function matchRoute<Route extends { readonly path: string }>(routes: readonly Route[], pathname: string): Route | undefined {
  return routes.find((route) => routeNames(route.path, pathname));
}
