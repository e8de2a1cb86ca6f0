import { parseBalance, parseMerchantWallet, parseTransactionPage, type Balance, type MerchantWallet, type TransactionPage } from './parse/wallet';
import { call, relayPath } from './request';

export type { Balance, MerchantWallet, Transaction, TransactionPage } from './parse/wallet';
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

/** GET /wps/relay/ODSFE2_MemTransDet (token, real account): account record, paged. */
export function getTransactionDetails(query: { pageNo?: number; pageSize?: number } = {}): Promise<TransactionPage> {
  return call({ method: 'GET', path: relayPath('ODSFE2_MemTransDet'), query }, parseTransactionPage);
}
