import { http, type HttpHandler } from 'msw';
import { InsufficientBalanceError, type MemberAccount } from '../platform/accounts';
import type { Platform } from '../platform/platform';
import { TRANSACTION_TYPES } from '../platform/records';
import { MAIN_WALLET_ID, WALLETS } from '../platform/vendors';
import { numberField } from './body';
import { platformCall, type CallContext } from './call-context';
import { badField, badParameter, ERROR_CODES, ok, PlatformFailure } from './envelope';
import { dateFilter } from './filters';
import { paginate } from './paging';
import { relay, wps } from './routes';

/** issue 3 balance shape; the platform's currency is pesos, shown as "P" (spec §1). */
export function balanceOf(platform: Platform, member: MemberAccount) {
  return {
    sumBalance: platform.accounts.sumBalance(member),
    balance: WALLETS.map(({ accountTypeId, accountTypeName }) => ({ accountTypeId, accountTypeName, availBalance: member.balances.get(accountTypeId) ?? 0 })),
    currency: 'PHP',
    currencySymbol: 'P',
  };
}

/** The merchant whose players have one wallet for every game area. */
export const SINGLE_WALLET_MERCHANT = 'luckystar';

const WALLET_IDS: readonly number[] = WALLETS.map((wallet) => wallet.accountTypeId);

async function transfer(call: CallContext): Promise<Response> {
  const member = call.realMember();
  const body = await call.json();
  const from = numberField(body, 'fromAccountTypeId');
  const to = numberField(body, 'toAccountTypeId');
  const amount = numberField(body, 'amount');
  if (from === undefined || to === undefined || !WALLET_IDS.includes(from) || !WALLET_IDS.includes(to) || from === to) throw badParameter('fromAccountTypeId and toAccountTypeId must be two different wallets');
  if (amount === undefined || amount <= 0 || Math.round(amount * 100) !== amount * 100) throw badParameter('amount must be positive with at most 2 decimals');
  try {
    call.platform.accounts.transfer(member, from, to, amount, call.platform.now());
  } catch (error) {
    if (error instanceof InsufficientBalanceError) throw new PlatformFailure(ERROR_CODES.insufficientBalance, 'Insufficient balance');
    throw error;
  }
  return ok(balanceOf(call.platform, member));
}

function records<T>(call: CallContext, rows: readonly T[]) {
  const page = paginate(call, rows, 20);
  return ok({ list: page.items, pageNum: page.pageNum, totalPages: page.totalPages, totalCount: page.totalCount });
}

const BET_STATUSES: readonly string[] = ['SETTLED', 'OPEN'];

/** Betting record: startDate/endDate (UTC days), vassalage (vendor), status; newest first. */
function bets(call: CallContext): Response {
  const member = call.realMember();
  const inRange = dateFilter(call);
  const vassalage = call.query('vassalage')?.toUpperCase();
  const status = call.query('status')?.toUpperCase();
  if (status !== undefined && !BET_STATUSES.includes(status)) throw badField('status', 'status must be SETTLED or OPEN');
  return records(call, member.bets.filter((bet) => inRange(bet.betTime) && (vassalage === undefined || bet.vassalage.toUpperCase() === vassalage) && (status === undefined || bet.status === status)));
}

/** Account record: startDate/endDate (UTC days) and type; newest first. */
function transactions(call: CallContext): Response {
  const member = call.realMember();
  const inRange = dateFilter(call);
  const type = call.query('type')?.toUpperCase();
  if (type !== undefined && !(TRANSACTION_TYPES as readonly string[]).includes(type)) throw badField('type', `type must be one of ${TRANSACTION_TYPES.join(', ')}`);
  return records(call, member.transactions.filter((row) => inRange(row.time) && (type === undefined || row.type === type)));
}

/** Merchants on a single wallet (luckystar) have no transfers between wallets. */
function merchantWallet(call: CallContext) {
  const isSingle = call.merchant === SINGLE_WALLET_MERCHANT;
  return { isSingle, wallets: isSingle ? WALLETS.filter((wallet) => wallet.accountTypeId === MAIN_WALLET_ID) : WALLETS };
}

export function walletHandlers(platform: Platform): HttpHandler[] {
  return [
    http.get(wps('/v2/wallets/balance'), platformCall(platform, (call) => ok(balanceOf(platform, call.member())))),
    http.post(relay('GCS_walletTransfer'), platformCall(platform, transfer)),
    // One transfer wallet per area, except for the single-wallet merchant.
    http.get(relay('GCS_merchantWallet'), platformCall(platform, (call) => ok(merchantWallet(call)))),
    http.get(relay('ODSFE2_MemTransDet'), platformCall(platform, transactions)),
    // Not named in spec §7 (betting record screen); kept beside the transaction details it mirrors.
    http.get(relay('ODSFE2_MemBetDet'), platformCall(platform, bets)),
  ];
}
