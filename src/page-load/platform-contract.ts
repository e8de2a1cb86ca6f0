/**
 * What every platform call carries (spec §7), in one module the API client and the page's inline script both run
 * (`platformHeaders`), so the status call the inline script starts before the app's code arrives is the very
 * request the client would make (`src/api/http-client.ts` takes its answer only when URL and headers match).
 */
export const GATEWAY_VERSION = '3';
export const DEVICE = 'web';
/** A scenario name `?scenario=` may set. */
export const SCENARIO_PATTERN = /^[A-Za-z][A-Za-z0-9_-]{0,40}$/;
/** The status call every page load waits for (GET, `?url=` the page's host). */
export const STATUS_PATH = '/wps/system/status';
/**
 * The calls that leave with the status call (GETs without a query): the merchant's whitelabel flags and the CDN
 * routers (spec §3). The site opens once the status and the flags have answered (src/stores/platform-store.ts), so
 * the inline script starts them beside the status call, not once the first page's code has run.
 */
export const WHITELABEL_PATH = '/wps/system/whitelabel';
export const DOMAIN_ROUTE_PATH = '/wps/system/domainRoute';
export const STATUS_SIDE_PATHS = [WHITELABEL_PATH, DOMAIN_ROUTE_PATH] as const;
/** spec §3: the web client's platform, as every game call names it. */
export const WEB_PLATFORM = 'html5-desktop';
/**
 * The frame's vendor list (the header's vendor menus, the vendor tabs and lobbies): every page asks for it the moment
 * the platform says the site is open (`whenSiteFirstOpens`), so the inline script asks for it then too.
 */
export const VENDOR_LIST_PATH = '/wps/relay/GCSGAME_newGameVendor';
export function vendorListQuery(language: string): { platform: string; language: string } {
  return { platform: WEB_PLATFORM, language };
}

/**
 * The vendor list a tab keeps (the vendor store's session copy, its text under `VENDOR_CATEGORIES_KEY`) when it is in
 * this language: the site then reads it and asks for none, so neither does the inline script. Anything unreadable is
 * no copy.
 */
export function keptVendorList(text: string | null, language: string): unknown[] | undefined {
  try {
    const kept: unknown = JSON.parse(text ?? 'null');
    if (typeof kept !== 'object' || kept === null) return undefined;
    const categories: unknown = Reflect.get(kept, 'categories');
    return Reflect.get(kept, 'lang') === language && Array.isArray(categories) ? categories : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether a status answer's text says the site is open (spec §2: neither maintenance nor a region restriction): the
 * closed site makes no data call, so neither does the inline script. Anything unreadable is not open.
 */
export function statusSaysOpen(text: string): boolean {
  try {
    const envelope = JSON.parse(text) as { success?: unknown; value?: { maintenance?: unknown; regionRestriction?: unknown } } | null;
    return envelope?.success === true && envelope.value?.maintenance === false && envelope.value.regionRestriction === false;
  } catch {
    return false;
  }
}

/** What a call's headers depend on: the merchant, the language, and the tab's session and scenario (when held). */
export interface CallerOf {
  merchant: string;
  language: string;
  token: string | null;
  scenario: string | null;
}

/** The headers every call carries (spec §7): merchant, language, device, gateway version, the session and the scenario. */
export function platformHeaders(caller: CallerOf): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json', Merchant: caller.merchant, Language: caller.language, Device: DEVICE, 'X-Gateway-Version': GATEWAY_VERSION };
  if (caller.token) headers['Authorization'] = caller.token;
  if (caller.scenario) headers['X-Platform-Scenario'] = caller.scenario;
  return headers;
}

/** A path on the gateway: joined to its base URL (none: the site's own origin), or as it is when absolute. */
export function gatewayUrl(baseUrl: string, path: string): string {
  const absolute = /^[a-z][a-z\d+.-]*:\/\//i.test(path);
  return absolute || baseUrl === '' ? path : `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
