import type { MerchantsDocument } from '@/schema/types';
import { QA_MERCHANT_KEY } from '@/schema/storage-keys';

const MERCHANT_PATTERN = /^[a-z][a-z0-9_-]{0,40}$/;

/** The merchant `merchants.json` names for this host (`location.hostname`), else its default. */
export function merchantForHost(merchants: MerchantsDocument, hostname: string): string {
  return merchants.hosts[hostname.toLowerCase()] ?? merchants.default;
}

/**
 * `?merchant=ID` on any URL asks for that merchant in this tab only (session storage, per tab),
 * the way `?scenario=` picks the embedded platform's scenario. Whether it is honoured is decided
 * at boot (`chooseMerchant`): only on the embedded platform, only for a merchant the site lists.
 */
export function rememberMerchantFromUrl(search: string, storage: Storage = sessionStorage): void {
  const merchant = new URLSearchParams(search).get('merchant');
  if (merchant && MERCHANT_PATTERN.test(merchant)) storage.setItem(QA_MERCHANT_KEY, merchant);
}

export interface MerchantChoice {
  hostname: string;
  storage: Storage;
  /** Whether the API is the embedded platform (a request that only the embedded platform answers). */
  isEmbeddedPlatform: () => Promise<boolean>;
  warn?: (message: string) => void;
}

/**
 * This page load's merchant: the tab's `?merchant=` choice when the API is the embedded platform and
 * the merchant is listed, else the host's. A refused choice is forgotten (with a warning), so a real
 * platform never serves a brand a URL asked for; only a QA choice costs the extra request.
 */
export async function chooseMerchant(merchants: MerchantsDocument, choice: MerchantChoice): Promise<string> {
  const host = merchantForHost(merchants, choice.hostname);
  const asked = choice.storage.getItem(QA_MERCHANT_KEY);
  if (!asked || asked === host) return host;
  const warn = choice.warn ?? ((message: string) => console.warn(message));
  const refuse = (why: string) => {
    choice.storage.removeItem(QA_MERCHANT_KEY);
    warn(`[croupier merchant] ?merchant=${asked} refused: ${why}; serving ${host}`);
    return host;
  };
  if (!merchants.merchants.includes(asked)) return refuse('merchants.json does not list it');
  const embedded = await choice.isEmbeddedPlatform().catch(() => false);
  return embedded ? asked : refuse('the API is not the embedded platform');
}
