import { page } from './page';
import { array, boolean, literal, number, object, optional, string, text, withDefault, type Parsed } from './parsers';

/** spec §9: currency symbol defaults to P. */
export const DEFAULT_CURRENCY_SYMBOL = 'P';

/** `GET /wps/v2/wallets/balance` (issue 3 wire format); also what a transfer answers. */
export const parseBalance = object({
  sumBalance: number,
  balance: withDefault(array(object({ accountTypeId: number, availBalance: number, accountTypeName: optional(string) })), []),
  currency: withDefault(string, ''),
  currencySymbol: withDefault(string, DEFAULT_CURRENCY_SYMBOL),
});
export type Balance = Parsed<typeof parseBalance>;

/** GCS_merchantWallet: one wallet for everything, or one per game area. */
export const parseMerchantWallet = object({
  isSingle: boolean,
  wallets: withDefault(array(object({ accountTypeId: number, accountTypeName: withDefault(string, '') })), []),
});
export type MerchantWallet = Parsed<typeof parseMerchantWallet>;

export const parseTransaction = object({
  transactionId: text,
  type: string,
  amount: number,
  balanceAfter: optional(number),
  time: number,
  remark: withDefault(string, ''),
  /** Deposits wait as pending until paid; platforms without it only list done rows. */
  status: withDefault(literal('success', 'pending', 'rejected'), 'success'),
  /** Deposits: the channel paid through. */
  channel: optional(string),
});
export type Transaction = Parsed<typeof parseTransaction>;

/** Paged records: `{list, pageNum, totalPages, totalCount}`. */
export const parseTransactionPage = object({ list: array(parseTransaction), pageNum: number, totalPages: number, totalCount: withDefault(number, 0) });
export type TransactionPage = Parsed<typeof parseTransactionPage>;

/** One bet of the betting record (ODSFE2_MemBetDet); OPEN bets are not settled yet. */
export const parseBetRecord = object({
  betId: text,
  vassalage: string,
  gameName: withDefault(string, ''),
  betAmount: number,
  validBet: number,
  winLoss: number,
  betTime: number,
  status: literal('SETTLED', 'OPEN'),
});
export type BetRecord = Parsed<typeof parseBetRecord>;

export const parseBetPage = page(parseBetRecord);
export type BetPage = Parsed<typeof parseBetPage>;
