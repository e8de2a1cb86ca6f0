import type { PageQuery } from './parse/page';
import { parseWithdrawal, parseWithdrawalPage, type Withdrawal, type WithdrawalPage } from './parse/cashier';
import { call } from './request';

export { WITHDRAWAL_STATUSES } from './parse/cashier';
export type { Withdrawal, WithdrawalPage, WithdrawalStatus } from './parse/cashier';

export interface WithdrawRequest {
  amount: number;
  paymentPassword: string;
}

/**
 * POST /wps/withdraw (token, encrypted): takes the amount from the main wallet; the withdrawal is
 * `paid`, waiting for the member's receipt until `confirmBy`. Refusals name the field in `value.field`:
 * `payment.password.incorrect` (paymentPassword), `wallet.balance.insufficient` (amount).
 */
export function withdraw(request: WithdrawRequest): Promise<Withdrawal> {
  return call({ method: 'POST', path: '/wps/withdraw', body: request, encoding: 'encrypted' }, parseWithdrawal);
}

/** GET /wps/withdraw/list (token, real account): withdrawals, newest first, paged (default 10). */
export function getWithdrawals(query: PageQuery = {}): Promise<WithdrawalPage> {
  return call({ method: 'GET', path: '/wps/withdraw/list', query: { ...query } }, parseWithdrawalPage);
}

export interface WithdrawalReceiptRequest {
  withdrawId: string;
  result: 'received' | 'partial' | 'not_received';
  /** partial: above 0 and below the amount withdrawn. */
  receivedAmount?: number;
  /** not_received: 1–3 data URLs (PNG or JPEG, at most 5 MB each). */
  proofImages?: string[];
}

/**
 * POST /wps/withdraw/receipt (token, real account): the member's receipt of a paid withdrawal (spec §4).
 * `withdraw.receipt.closed` once it is no longer `paid` (confirmed, or auto received after the deadline).
 */
export function confirmWithdrawalReceipt(request: WithdrawalReceiptRequest): Promise<Withdrawal> {
  return call({ method: 'POST', path: '/wps/withdraw/receipt', body: request }, parseWithdrawal);
}
