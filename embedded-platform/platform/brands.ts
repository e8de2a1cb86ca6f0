/**
 * Who the platform speaks as, per merchant and language. Every call names its merchant (`Merchant` header) and the
 * site's language (`Language` header, `en` or `ty`); notices, banners, the marquee, the popup, promotions and the help
 * centre answer in that merchant's name and in that language.
 */
export type ContentLanguage = 'en' | 'ty';
export const CONTENT_LANGUAGES: readonly ContentLanguage[] = ['en', 'ty'];

/** Text in each language the site speaks. */
export type Localized = Record<ContentLanguage, string>;

/** The `Language` header as the client sends it (`en`, `ty`; any case); anything else reads as EN. */
export function contentLanguageOf(header: string | null | undefined): ContentLanguage {
  return header?.trim().toLowerCase() === 'ty' ? 'ty' : 'en';
}

export interface MerchantBrand {
  merchant: string;
  brandName: string;
  supportEmail: string;
  /** Prefix of the merchant's own banner files (`/banners/<prefix>welcome.svg`); empty for the first merchant. */
  artPrefix: string;
}

export const MERCHANT_BRANDS: Readonly<Record<string, MerchantBrand>> = {
  croupier: { merchant: 'croupier', brandName: 'Croupier', supportEmail: 'support@croupier.example', artPrefix: '' },
  luckystar: { merchant: 'luckystar', brandName: 'Lucky Star', supportEmail: 'care@luckystar.example', artPrefix: 'ls-' },
};

/** The merchant's brand; an unknown merchant (never accepted by the platform) reads as the first one. */
export function brandOf(merchant: string): MerchantBrand {
  const brand = MERCHANT_BRANDS[merchant] ?? MERCHANT_BRANDS['croupier'];
  if (!brand) throw new Error('[platform] no merchant brands');
  return brand;
}

/** `{brand}` and `{email}` in a text, filled for the merchant. */
export function branded(text: string, brand: MerchantBrand): string {
  return text.replaceAll('{brand}', brand.brandName).replaceAll('{email}', brand.supportEmail);
}
