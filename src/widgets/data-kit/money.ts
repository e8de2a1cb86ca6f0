/**
 * The site's one money format: every amount a member reads (the header balance, wallets, records,
 * limits, games, prizes) is the platform's currency symbol, a space and the number with the
 * currency's decimals — "P 3.00", never the float noise of "3.0000000000000004".
 */
import { currencyDigits, groupedDigits, groupedQuantity } from '@/i18n/number-text';

/** The platform's currency: its symbol (spec §9: P by default) and, when it names one, its ISO code. */
export interface Currency {
  symbol: string;
  /** ISO 4217 code (PHP); it sets the decimals. Unknown or absent: 2. */
  code?: string | undefined;
}

/** spec §1 and §9: the currency symbol defaults to P. */
export const DEFAULT_CURRENCY = 'P';

const DEFAULT_DECIMALS = 2;

/** How many decimals the currency has (PHP 2, JPY 0, KWD 3), from the currencies' table of `@/i18n/number-text`. */
export function currencyDecimals(code: string | undefined): number {
  return code ? currencyDigits(code) : DEFAULT_DECIMALS;
}

/**
 * "P 1,234.50", "-P 20.00": rounded to the currency's decimals; an amount that rounds to zero has no
 * sign, and a value that is not a finite number is a dash.
 */
export function formatMoney(value: number, currency: Currency | string): string {
  const { symbol, code } = typeof currency === 'string' ? { symbol: currency, code: undefined } : currency;
  if (!Number.isFinite(value)) return '—';
  const digits = groupedDigits(Math.abs(value), currencyDecimals(code));
  const sign = value < 0 && /[1-9]/.test(digits) ? '-' : '';
  return symbol ? `${sign}${symbol} ${digits}` : `${sign}${digits}`;
}

/** The site's translate function, as the money words need it. */
export type MoneyTranslate = (key: string, options?: { readonly [name: string]: unknown; defaultValue?: string }) => string;

/**
 * The amount as a screen reader should say it (issue 38): the currency's name from the site's texts, by the ISO code
 * the platform names (PHP: "1,500.00 pesos", TY "1,500.00 piso"), not its letter ("P 1,500.00" reads "P one
 * thousand…"); spec §9's P without a code is the peso. A currency the texts do not name is said with its code.
 * It is also how an amount is written inside a sentence (a limit's error, a confirmation's question, a wallet's option,
 * a toast): "below the minimum of 500.00 pesos" reads well to everyone, and a plain string (an <option>, a question's
 * text, a live region) cannot hold a figure named apart from its text.
 */
export function spokenMoney(value: number, currency: Currency | string, t: MoneyTranslate): string {
  const { symbol, code } = typeof currency === 'string' ? { symbol: currency, code: undefined } : currency;
  if (!Number.isFinite(value)) return '—';
  const amount = formatMoney(Math.abs(value), { symbol: '', code });
  const named = code ?? (symbol === DEFAULT_CURRENCY ? 'PHP' : undefined);
  const said = (named && t(`money_spoken_${named}`, { amount, defaultValue: '' })) || t('money_spoken_other', { amount, currency: code ?? symbol });
  return value < 0 && /[1-9]/.test(amount) ? t('money_spoken_minus', { amount: said }) : said;
}

/** A count that is not money (points, seats, bets): grouped, at most `maxDecimals` decimals, no float noise. */
export function formatQuantity(value: number, maxDecimals = 3): string {
  if (!Number.isFinite(value)) return '—';
  return groupedQuantity(value, maxDecimals);
}
