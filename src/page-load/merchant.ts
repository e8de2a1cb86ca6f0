import { QA_MERCHANT_KEY } from '../schema/storage-keys';

/** The part of `merchants.json` (or of the build's copy of it) that says which host serves which merchant. */
export interface HostMap {
  /** Host name (`location.hostname`, lower case) → merchant id. */
  hosts: Readonly<Record<string, string>>;
  /** The merchant of a host `hosts` does not name. */
  default: string;
}

/** A merchant id `?merchant=` may ask for. */
export const MERCHANT_PATTERN = /^[a-z][a-z0-9_-]{0,40}$/;

/**
 * The merchant a map names for this host, else its default: the one rule, run by the inline script (the page's
 * first title, its status call, the merchant's files) and by the app (`chooseMerchant`).
 */
export function merchantForHost(map: HostMap, hostname: string): string {
  const host = hostname.toLowerCase();
  return Object.prototype.hasOwnProperty.call(map.hosts, host) ? (map.hosts[host] ?? map.default) : map.default;
}

/**
 * The merchant QA asked for in this tab (`?merchant=`, else the one the tab kept), or null. Whether it is honoured
 * is the app's decision (embedded platform only, a listed merchant); the inline script leaves such a page to it.
 */
export function askedMerchant(search: string, session: Pick<Storage, 'getItem'> | null): string | null {
  const asked = new URLSearchParams(search).get('merchant');
  return asked || readStorage(session, QA_MERCHANT_KEY);
}

/** `?merchant=ID` is kept for this tab (session storage), as `?scenario=` is. */
export function rememberMerchantFromUrl(search: string, storage: Pick<Storage, 'setItem'> = sessionStorage): void {
  const merchant = new URLSearchParams(search).get('merchant');
  if (merchant && MERCHANT_PATTERN.test(merchant)) storage.setItem(QA_MERCHANT_KEY, merchant);
}

/** A stored value, or null when there is none or storage is blocked (some privacy modes throw). */
export function readStorage(storage: Pick<Storage, 'getItem'> | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}
