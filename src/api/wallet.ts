import type { DateRangeQuery, PageQuery } from './parse/page';
import { parseBalance, parseBetPage, parseMerchantWallet, parseTransactionPage, type Balance, type BetPage, type MerchantWallet, type TransactionPage } from './parse/wallet';
import { call, relayPath } from './request';

export type { Balance, BetPage, BetRecord, MerchantWallet, Transaction, TransactionPage } from './parse/wallet';
export type { DateRangeQuery, Page, PageQuery } from './parse/page';
export { parseBalance } from './parse/wallet';

/** GET /wps/v2/wallets/balance (token). */
export function getBalance(): Promise<Balance> {
  return call({ method: 'GET', path: '/wps/v2/wallets/balance' }, parseBalance);
}

export interface TransferRequest {
  fromAccountTypeId: number;
  toAccountTypeId: number;
  amount: number;
}

/** POST /wps/relay/GCS_walletTransfer (token): moves money between wallets; answers the new balance. */
export function transferWallet(request: TransferRequest): Promise<Balance> {
  return call({ method: 'POST', path: relayPath('GCS_walletTransfer'), body: request }, parseBalance);
}

/** GET /wps/relay/GCS_merchantWallet: single wallet (isSingle) or one per area. */
export function getMerchantWallet(): Promise<MerchantWallet> {
  return call({ method: 'GET', path: relayPath('GCS_merchantWallet') }, parseMerchantWallet);
}

/** Account record filters: `type` is DEPOSIT, WITHDRAW, TRANSFER_IN, TRANSFER_OUT, BONUS, REBATE or POINTS. */
export interface TransactionQuery extends PageQuery, DateRangeQuery {
  type?: string;
}

/** GET /wps/relay/ODSFE2_MemTransDet (token, real account): account record, newest first, paged (default 20). */
export function getTransactionDetails(query: TransactionQuery = {}): Promise<TransactionPage> {
  return call({ method: 'GET', path: relayPath('ODSFE2_MemTransDet'), query: { ...query } }, parseTransactionPage);
}

/** Betting record filters: `vassalage` is the vendor code (PG, JDB, …), `status` SETTLED or OPEN. */
export interface BetQuery extends PageQuery, DateRangeQuery {
  vassalage?: string;
  status?: string;
}

/** GET /wps/relay/ODSFE2_MemBetDet (token, real account): bets, newest first, paged (default 20). */
export function getBettingRecord(query: BetQuery = {}): Promise<BetPage> {
  return call({ method: 'GET', path: relayPath('ODSFE2_MemBetDet'), query: { ...query } }, parseBetPage);
}

/** POST /wps/member/transfer/upline (token, encrypted): main wallet → the upline's; only when member info says toUpline. */
export function transferToUpline(request: { amount: number; paymentPassword: string }): Promise<Balance> {
  return call({ method: 'POST', path: '/wps/member/transfer/upline', body: request, encoding: 'encrypted' }, parseBalance);
}
