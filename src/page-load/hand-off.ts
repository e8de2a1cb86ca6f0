/**
 * The one thing the page's inline script leaves for the app: a typed hand-off object on one window global. The
 * script (`early-script.ts`) fills it as its requests leave; the app takes each answer once, through the functions
 * below (the loader's fetch, the API client's first identical call, boot's operator route), so an early answer is
 * only ever the answer to the very request the app makes. The app reads it defensively: a page without the inline
 * script (the dev server, tests) or a stray global simply has nothing to hand over.
 */

/**
 * A platform call the script started: the status call and the two that leave with it, the frame's vendor list and the
 * data calls the route's first paint names, each for the page load that started it.
 */
export interface EarlyCall {
  url: string;
  headers: Readonly<Record<string, string>>;
  /** When it left (`performance.now()`): one the app has not taken within `EARLY_CALL_KEPT_MS` is no longer handed over. */
  at: number;
  /** The answer, its body already read the moment it arrived (the page's first task finds it in memory). */
  answer: Promise<EarlyAnswer>;
}

/** An early call's answer: its HTTP status and its body as text. */
export interface EarlyAnswer {
  status: number;
  text: string;
}

/** An operator's route as the script read it from the origin's `routes.json` (not yet validated). */
export interface EarlyRoute {
  path: string;
  screen: string;
  layout: string;
}

export interface PageLoadHandOff {
  /** Schema file URL → the answer the script already asked for (taken once, then `undefined`). */
  files: Record<string, Promise<Response> | undefined>;
  /** Platform calls the script started (each taken once). */
  calls: EarlyCall[];
  /** The route the script found in the origin's `routes.json` for a path the bundled routes do not name. */
  route?: EarlyRoute;
  /** Once the route's first paint is in hand: settles when it is on screen (`first-paint.ts`); absent: none in hand (yet). */
  firstPaint?: Promise<void>;
  /** Schema file URL → the text the script took from the route's documents file instead of asking the origin (`PageDocuments`). */
  packed: Record<string, string>;
}

/** The one window global (`window.__croupierPageLoad`). */
export const HAND_OFF_GLOBAL = '__croupierPageLoad';

declare global {
  interface Window {
    /** What the page's inline script leaves for the app (`PageLoadHandOff`); `unknown` until checked. */
    [HAND_OFF_GLOBAL]?: unknown;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Starts the hand-off (the inline script): the global is created once, empty, and filled as requests leave. */
export function openHandOff(): PageLoadHandOff {
  const handOff: PageLoadHandOff = { files: {}, calls: [], packed: {} };
  window[HAND_OFF_GLOBAL] = handOff;
  return handOff;
}

/**
 * `fetch`, except that the first request for a schema file the inline script started before the app's code ran
 * takes that answer: the same request (`no-cache`, JSON). Each early answer is taken once; every later request for
 * the URL goes to the network as before.
 */
export const fetchWithEarlyStart: typeof fetch = (input, init) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const found: unknown = typeof window === 'undefined' ? undefined : window[HAND_OFF_GLOBAL];
  const files: unknown = isRecord(found) ? found['files'] : undefined;
  const started: unknown = isRecord(files) ? files[url] : undefined;
  if (!isRecord(files) || !(started instanceof Promise)) return fetch(input, init);
  files[url] = undefined;
  return started.then((response: unknown) => {
    if (!(response instanceof Response)) throw new TypeError('The early request left no response');
    return response;
  });
};

function isHeaders(value: unknown): value is Record<string, string> {
  return isRecord(value) && Object.values(value).every((entry) => typeof entry === 'string');
}

function isEarlyCall(value: unknown): value is EarlyCall {
  return isRecord(value) && typeof value['url'] === 'string' && isHeaders(value['headers']) && typeof value['at'] === 'number' && value['answer'] instanceof Promise;
}

/**
 * How long an early answer is the page load's: the app takes each one as it first asks (boot, the first render). One
 * nobody took by then (a call the page did not make after all, a first paint that came after the site had asked) is
 * left, so a later request (a list refreshed after a player's action) is never answered from the page's load.
 */
export const EARLY_CALL_KEPT_MS = 10_000;

const SCREEN_NAME = /^screens\/[a-zA-Z0-9_-]+$/;
const LAYOUT_NAME = /^(layouts\/)?[a-zA-Z0-9_-]+$/;

/** A route whose names the routes schema's patterns accept, so nothing else is ever asked for. */
function isEarlyRoute(value: unknown): value is EarlyRoute {
  if (!isRecord(value)) return false;
  const { path, screen, layout } = value;
  return typeof path === 'string' && typeof screen === 'string' && typeof layout === 'string' && SCREEN_NAME.test(screen) && LAYOUT_NAME.test(layout);
}

function sameHeaders(a: Readonly<Record<string, string>>, b: Readonly<Record<string, string>>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.prototype.hasOwnProperty.call(b, key) && a[key] === b[key]);
}

/**
 * The early answer to exactly this GET (same URL, same headers), taken off the list; undefined when the script
 * started none, or started it more than `EARLY_CALL_KEPT_MS` ago. A later request for the URL goes to the network as
 * before.
 */
export function takeEarlyCall(url: string, headers: Readonly<Record<string, string>>): Promise<EarlyAnswer> | undefined {
  const found: unknown = typeof window === 'undefined' ? undefined : window[HAND_OFF_GLOBAL];
  const calls: unknown = isRecord(found) ? found['calls'] : undefined;
  if (!Array.isArray(calls)) return undefined;
  const now = performance.now();
  const index = calls.findIndex((call) => isEarlyCall(call) && call.url === url && sameHeaders(call.headers, headers) && now - call.at <= EARLY_CALL_KEPT_MS);
  if (index < 0) return undefined;
  const [taken]: unknown[] = calls.splice(index, 1);
  if (!isEarlyCall(taken)) return undefined;
  // What the promise holds is checked too: anything but a status and a text is a broken link, as a failed fetch is.
  return taken.answer.then((answer: unknown) => {
    const status: unknown = isRecord(answer) ? answer['status'] : undefined;
    const text: unknown = isRecord(answer) ? answer['text'] : undefined;
    if (typeof status !== 'number' || typeof text !== 'string') throw new TypeError('The early call left no answer');
    return { status, text };
  });
}

/**
 * The screen and layout the script found for `path` in the origin's `routes.json` (a path the bundled routes do
 * not name, exact and without a condition, as boot looks it up). Boot starts loading them (each validated as any
 * document) while the routes document is still being validated.
 */
export function earlyRoute(path: string): Omit<EarlyRoute, 'path'> | undefined {
  const found: unknown = typeof window === 'undefined' ? undefined : window[HAND_OFF_GLOBAL];
  const route: unknown = isRecord(found) ? found['route'] : undefined;
  if (!isEarlyRoute(route) || route.path !== path) return undefined;
  return { screen: route.screen, layout: route.layout };
}

/**
 * What the site's first render waits for: a first paint already in hand to be on screen (`PageLoadHandOff.firstPaint`),
 * never longer than `patience` ms; none when no first paint is in hand yet (a later one is not worth the site's wait).
 */
export function firstPaintSettled(patience: number): Promise<void> {
  const found: unknown = typeof window === 'undefined' ? undefined : window[HAND_OFF_GLOBAL];
  const settled: unknown = isRecord(found) ? found['firstPaint'] : undefined;
  if (!(settled instanceof Promise)) return Promise.resolve();
  return Promise.race([settled.then(() => undefined, () => undefined), new Promise<void>((resolve) => setTimeout(resolve, patience))]);
}

/** The schema files this page took from its route's documents file (URL → text), each once: the site checks them against the origin. */
export function takePackedDocuments(): Record<string, string> {
  const found: unknown = typeof window === 'undefined' ? undefined : window[HAND_OFF_GLOBAL];
  if (!isRecord(found) || !isRecord(found['packed'])) return {};
  const packed = found['packed'];
  const taken: Record<string, string> = {};
  for (const [url, text] of Object.entries(packed)) if (typeof text === 'string') taken[url] = text;
  found['packed'] = {};
  return taken;
}
