import type { PageQuery } from './parse/page';
import { array } from './parse/parsers';
import {
  parsePayoutAccount,
  parsePayoutBindSettings,
  parsePayoutProvider,
  parseWithdrawal,
  parseWithdrawalPage,
  type PayoutAccount,
  type PayoutBindSettings,
  type PayoutProvider,
  type Withdrawal,
  type WithdrawalPage,
} from './parse/cashier';
import { call } from './request';

export { WITHDRAWAL_STATUSES } from './parse/cashier';
export type { PayoutAccount, PayoutBindSettings, PayoutProvider, Withdrawal, WithdrawalPage, WithdrawalStatus } from './parse/cashier';

export interface WithdrawRequest {
  amount: number;
  paymentPassword: string;
  /** One of the member's bound payout accounts: where the money goes. */
  payoutAccountId: string;
}

/**
 * POST /wps/withdraw (token, encrypted): takes the amount from the main wallet and pays it to the chosen bound
 * account; the withdrawal is `paid`, waiting for the member's receipt until `confirmBy`. Refusals name the field in
 * `value.field`: `withdraw.account.required` (payoutAccountId), `payment.password.incorrect` (paymentPassword),
 * `wallet.balance.insufficient` (amount).
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

/** GET /wps/withdraw/accounts (token, real account): the member's bound bank cards and e-wallets, newest first, masked. */
export function getPayoutAccounts(): Promise<PayoutAccount[]> {
  return call({ method: 'GET', path: '/wps/withdraw/accounts' }, array(parsePayoutAccount));
}

/** GET /wps/withdraw/providers (token): the banks and e-wallets the operator pays out to. */
export function getPayoutProviders(): Promise<PayoutProvider[]> {
  return call({ method: 'GET', path: '/wps/withdraw/providers' }, array(parsePayoutProvider));
}

/** GET /wps/withdraw/accounts/settings (token): the bind form's holder name and whether a payment password is set. */
export function getPayoutBindSettings(): Promise<PayoutBindSettings> {
  return call({ method: 'GET', path: '/wps/withdraw/accounts/settings' }, parsePayoutBindSettings);
}

export interface BindPayoutAccountRequest {
  providerCode: string;
  accountNumber: string;
  /** Omitted when the platform locks it to the registered name. */
  holderName?: string;
  /** A member with a payment password confirms with it; one without sets it (new + confirmation). */
  paymentPassword?: string;
  newPaymentPassword?: string;
  confirmPaymentPassword?: string;
}

/**
 * POST /wps/withdraw/accounts (token, encrypted): binds a bank card or e-wallet. Refusals name the field:
 * `payout.account.number.invalid` / `payout.account.exists` (accountNumber), `payout.account.holder.mismatch`
 * (holderName), `payment.password.incorrect` (paymentPassword); `payout.account.limit` when the member has the most.
 */
export function bindPayoutAccount(request: BindPayoutAccountRequest): Promise<PayoutAccount> {
  return call({ method: 'POST', path: '/wps/withdraw/accounts', body: request, encoding: 'encrypted' }, parsePayoutAccount);
}
