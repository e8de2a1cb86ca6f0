import type { MerchantsDocument } from '@/schema/types';
import { QA_MERCHANT_KEY } from '@/schema/storage-keys';
import { merchantForHost } from '@/page-load/merchant';

export interface MerchantChoice {
  hostname: string;
  storage: Storage;
  /** Whether the API is the embedded platform (a request that only the embedded platform answers). */
  isEmbeddedPlatform: () => Promise<boolean>;
  warn?: (message: string) => void;
}

/**
 * This page load's merchant: the tab's `?merchant=` choice (`rememberMerchantFromUrl`, src/page-load) when the API
 * is the embedded platform and the merchant is listed, else the host's (`merchantForHost`, the rule the inline script
 * runs too). A refused choice is forgotten (with a warning), so a real platform never serves a brand a URL asked for;
 * only a QA choice costs the extra request.
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
