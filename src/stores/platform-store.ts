import { create } from 'zustand';
import { getDomainRoute, getSystemStatus, getWhitelabel, systemStatusCode, type CustomerService, type Resource, type SystemStatusCode } from '@/api/system';
import { chooseCdns, imageOrigins, type ChosenCdns } from '@/api/cdn';

type Setting = string | number | boolean;

/**
 * How long the status gate waits for the status call before it shows
 * the spec §8 "page took too long to load" message with a retry. Shorter than the 120 s chunk
 * limit of spec §9: the whole site waits behind this one call, so a visitor gets an answer sooner.
 */
export const STATUS_TIMEOUT_MS = 15_000;

/**
 * `loading` the first status call is on its way (the gate says "Loading…"); `ready` it answered;
 * `failed` it failed (the app runs without the platform's flags and says so quietly, with a retry);
 * `timedOut` it did not answer in time (the gate shows the spec §8 message with a retry).
 */
export type PlatformPhase = 'loading' | 'ready' | 'failed' | 'timedOut';

interface PlatformState {
  phase: PlatformPhase;
  /** spec §2: 0 the app, 1 maintenance, 2 region/IP restricted. */
  statusCode: SystemStatusCode;
  /** The whitelabel call's modId tree, flattened (spec §3); the status answer's copy only when that call fails. */
  flags: Record<string, boolean>;
  settings: Record<string, Setting>;
  /** Resource types present (conditions: `{"resource": "LIVECHAT2"}`). */
  resources: string[];
  /** The resources themselves: side-bar links, QR codes, app downloads (spec §2). */
  resourceLinks: Resource[];
  customerService: CustomerService | undefined;
  /** One image CDN and one launch CDN, chosen once per page load: the fastest by the routers' speeds, else at random (spec §9). */
  cdns: ChosenCdns;
  /** The origins of every image CDN the platform names: platform HTML loads pictures only from these and the site. */
  imageOrigins: readonly string[];
  location: { ip: string; country: string };
  /** spec §3 `analytics.gtagId`: the Google Analytics id the platform names for this merchant, if any (src/app/analytics). */
  gtagId: string | undefined;
  /** i18n key of the spec §8 message when the status call failed. */
  errorKey?: string | undefined;
  /** A retry after a quiet failure is on its way (the app stays on screen meanwhile). */
  retrying: boolean;
  /** The status gate's deadline; tests shorten it. */
  statusTimeoutMs: number;
  /** Asks the platform for its status; again on a retry (the newest call wins). */
  load: () => Promise<void>;
}

const TIMED_OUT = Symbol('timed out');

/** `work`, or TIMED_OUT after `ms`; a late answer or failure of `work` is then ignored (never unhandled). */
function withDeadline<T>(work: Promise<T>, ms: number): Promise<T | typeof TIMED_OUT> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => resolve(TIMED_OUT), ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * The status call's module is part of the first page's code (a static import): every page load waits for this call
 * before it shows anything. Loaded on demand, it came a task or more after the first render had taken the main thread
 * (measured: the answer, already read by the inline script, waited ~50 ms for its own module).
 */
/** How long the site waits for the whitelabel and routers calls after the status call has answered. */
export const SIDE_CALLS_GRACE_MS = 3_000;

/** `work`'s answer, or `fallback` when it fails or has not answered `ms` after `after` settled. */
function orFallback<T>(work: Promise<T>, fallback: T, after: Promise<unknown>, ms: number): Promise<T> {
  const late = after.then(
    () => new Promise<T>((resolve) => setTimeout(() => resolve(fallback), ms)),
    () => fallback,
  );
  return Promise.race([work.catch(() => fallback), late]);
}

async function fetchStatus() {
  // The flags come from the whitelabel call's modId tree (spec §3/§7); the routers' speeds choose the CDNs (spec §9).
  // Both leave with the status call. Either failing, or hanging past a short grace once the status has answered,
  // keeps the page working: the status answer carries the same tree, and without speeds a CDN is chosen at random.
  const statusCall = getSystemStatus();
  const [status, whitelabel, routers] = await Promise.all([
    statusCall,
    orFallback<Record<string, boolean> | undefined>(getWhitelabel(), undefined, statusCall, SIDE_CALLS_GRACE_MS),
    orFallback(getDomainRoute().then((route) => route.domainList), [], statusCall, SIDE_CALLS_GRACE_MS),
  ]);
  return { status, code: systemStatusCode(status), flags: whitelabel ?? status.info.whitelabel, routers };
}

/** The spec §8 key of a failed status call: the API's own key, else a broken link. */
function failureKey(error: unknown): string {
  const key: unknown = typeof error === 'object' && error !== null ? Reflect.get(error, 'messageKey') : undefined;
  return typeof key === 'string' ? key : 'err_network';
}

let latestLoad = 0;

let onSiteOpen: (() => void) | undefined;

/**
 * What must leave the moment the platform first says the site is open (boot's vendor list and the route's first
 * queries): called before the store changes, and the gate opens a task later, so those calls are on their way
 * before React draws the page (which takes the main thread for a while). Injected by src/app, once.
 */
export function whenSiteFirstOpens(hook: () => void): void {
  onSiteOpen = hook;
}

function settingsOf(raw: Record<string, unknown>): Record<string, Setting> {
  return Object.fromEntries(Object.entries(raw).filter((entry): entry is [string, Setting] => ['string', 'number', 'boolean'].includes(typeof entry[1])));
}

/** What the platform says about this merchant: status, whitelabel flags, settings, resources. */
export const usePlatformStore = create<PlatformState>((set, get) => ({
  phase: 'loading',
  statusCode: 0,
  flags: {},
  settings: {},
  resources: [],
  resourceLinks: [],
  customerService: undefined,
  cdns: { image: undefined, launch: undefined },
  imageOrigins: [],
  location: { ip: '', country: '' },
  gtagId: undefined,
  retrying: false,
  statusTimeoutMs: STATUS_TIMEOUT_MS,
  load: async () => {
    const attempt = ++latestLoad;
    // A retry after a quiet failure (or a reload once ready) keeps the site on screen; the first
    // call and a retry from the timeout message show the loading state.
    if (get().phase === 'failed' || get().phase === 'ready') set({ retrying: true });
    else set({ phase: 'loading', retrying: false, errorKey: undefined });
    const fail = (errorKey: string) => {
      const phase = get().phase;
      // Once the site runs with the platform's answer, a failed reload keeps that answer.
      if (phase === 'ready') set({ retrying: false });
      // Only the first wait ends in the timeout message; a quiet retry stays quiet.
      else if (phase === 'loading' && errorKey === 'err_timeout') set({ phase: 'timedOut', errorKey, retrying: false });
      else set({ phase: 'failed', errorKey, retrying: false });
    };
    let outcome: Awaited<ReturnType<typeof fetchStatus>> | typeof TIMED_OUT;
    try {
      outcome = await withDeadline(fetchStatus(), get().statusTimeoutMs);
    } catch (error) {
      if (attempt === latestLoad) fail(failureKey(error));
      return;
    }
    if (attempt !== latestLoad) return;
    if (outcome === TIMED_OUT) {
      fail('err_timeout');
      return;
    }
    const { status, code, flags, routers } = outcome;
    const hook = onSiteOpen;
    if (hook && code === 0) {
      onSiteOpen = undefined;
      hook();
      await new Promise((resolve) => setTimeout(resolve, 0));
      if (attempt !== latestLoad) return;
    }
    set({
      phase: 'ready',
      retrying: false,
      errorKey: undefined,
      statusCode: code,
      flags,
      settings: settingsOf(status.info.settings),
      resources: status.info.resources.map((resource) => resource.resourceType),
      resourceLinks: status.info.resources,
      customerService: status.info.customerService,
      cdns: chooseCdns(status.info, Math.random, routers),
      imageOrigins: imageOrigins(status.info.imageCDNs),
      location: status.location,
      gtagId: status.info.analytics.gtagId,
    });
  },
}));
