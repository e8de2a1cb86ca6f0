import { page } from './page';
import { literal, number, object, optional, text, type Parsed } from './parsers';

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
});
export type Withdrawal = Parsed<typeof parseWithdrawal>;

export const parseWithdrawalPage = page(parseWithdrawal);
export type WithdrawalPage = Parsed<typeof parseWithdrawalPage>;
