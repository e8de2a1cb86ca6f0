import { parseRows } from './parse/games';
import { anyObject } from './parse/parsers';
import { parseBalance, type Balance } from './parse/wallet';
import { call, relayPath, type Query } from './request';

export type { Balance } from './parse/wallet';
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

/** POST /wps/relay/GCS_walletTransfer (token): moves money between the member's wallets. */
export function transferWallet(request: TransferRequest): Promise<Record<string, unknown>> {
  return call({ method: 'POST', path: relayPath('GCS_walletTransfer'), body: request }, anyObject);
}

/** GET /wps/relay/GCS_merchantWallet: whether the merchant runs one wallet (isSingle) or several. */
export function getMerchantWallet(): Promise<Record<string, unknown>> {
  return call({ method: 'GET', path: relayPath('GCS_merchantWallet') }, anyObject);
}

/** GET /wps/relay/ODSFE2_MemTransDet (token): account record rows. */
export function getTransactionDetails(query: Query = {}): Promise<Record<string, unknown>[]> {
  return call({ method: 'GET', path: relayPath('ODSFE2_MemTransDet'), query }, parseRows);
}
