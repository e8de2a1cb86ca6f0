import { page } from './page';
import { boolean, literal, number, object, optional, string, text, withDefault, type Parsed } from './parsers';

/** spec §4 withdrawal statuses: paid waits for the member's receipt; unconfirmed in time it is auto received. */
export const WITHDRAWAL_STATUSES = ['paid', 'received', 'partly received', 'not received', 'auto received'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

export const parseWithdrawal = object({
  withdrawId: text,
  amount: number,
  time: number,
  status: literal(...WITHDRAWAL_STATUSES),
  receivedAmount: optional(number),
  remainingAmount: optional(number),
  /** Epoch ms: until when the member may confirm the receipt. */
  confirmBy: number,
  /** The bound account it was paid to, masked ("GCash •••• 4567"). */
  paidTo: optional(string),
});
export type Withdrawal = Parsed<typeof parseWithdrawal>;

export const parseWithdrawalPage = page(parseWithdrawal);
export type WithdrawalPage = Parsed<typeof parseWithdrawalPage>;

/** A bank or e-wallet the operator pays withdrawals to. */
export const parsePayoutProvider = object({ providerCode: text, providerName: string, kind: literal('bank', 'ewallet') });
export type PayoutProvider = Parsed<typeof parsePayoutProvider>;

/** A bound payout account as the platform shows it to its member: the number masked. */
export const parsePayoutAccount = object({
  payoutAccountId: text,
  kind: literal('bank', 'ewallet'),
  providerCode: text,
  providerName: string,
  maskedNumber: string,
  holderName: string,
  boundAt: number,
});
export type PayoutAccount = Parsed<typeof parsePayoutAccount>;

/** What the bind form needs: the holder name locked to the registered name, whether a payment password exists. */
export const parsePayoutBindSettings = object({
  holderName: withDefault(string, ''),
  holderNameLocked: withDefault(boolean, false),
  hasPaymentPassword: boolean,
  accountCount: withDefault(number, 0),
  maxAccounts: withDefault(number, 5),
});
export type PayoutBindSettings = Parsed<typeof parsePayoutBindSettings>;
