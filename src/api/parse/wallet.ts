import { array, number, object, optional, string, withDefault, type Parsed } from './parsers';

/** spec §9: currency symbol defaults to P. */
export const DEFAULT_CURRENCY_SYMBOL = 'P';

/** `GET /wps/v2/wallets/balance` (issue 3 wire format). */
export const parseBalance = object({
  sumBalance: number,
  balance: withDefault(array(object({ accountTypeId: number, availBalance: number, accountTypeName: optional(string) })), []),
  currency: withDefault(string, ''),
  currencySymbol: withDefault(string, DEFAULT_CURRENCY_SYMBOL),
});
export type Balance = Parsed<typeof parseBalance>;
