import { array } from './parse/parsers';
import { parseDepositChannel, parseDepositCreated, type DepositChannel, type DepositCreated } from './parse/deposit';
import { call } from './request';

export type { BankTransferPayment, DepositChannel, DepositCreated, DepositPayment, QrCodePayment, RedirectPayment } from './parse/deposit';

/** GET /wps/deposit/channels (token, real account): where a member can pay in, with min/max amounts. */
export function getDepositChannels(): Promise<DepositChannel[]> {
  return call({ method: 'GET', path: '/wps/deposit/channels' }, array(parseDepositChannel));
}

export interface DepositRequest {
  channelId: string;
  amount: number;
}

/**
 * POST /wps/deposit (token, real account): a pending DEPOSIT at the top of the account record, and how
 * to pay it (`payment`: a bank account, a QR code or the channel's payment page); the balance is credited
 * once paid. Outside the channel's range: `deposit.amount.out.of.range` on `amount`.
 */
export function createDeposit(request: DepositRequest): Promise<DepositCreated> {
  return call({ method: 'POST', path: '/wps/deposit', body: request }, parseDepositCreated);
}
