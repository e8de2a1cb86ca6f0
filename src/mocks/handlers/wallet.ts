import { http, type HttpHandler } from 'msw';
import { InsufficientBalanceError, type MemberAccount } from '../platform/accounts';
import type { Platform } from '../platform/platform';
import { WALLETS } from '../platform/vendors';
import { numberField } from './body';
import { platformCall, type CallContext } from './call-context';
import { badParameter, ERROR_CODES, ok, PlatformFailure } from './envelope';
import { paginate } from './paging';
import { relay, wps } from './routes';

/** issue 3 balance shape; the platform's currency is pesos, shown as "P" (spec §1). */
function balanceOf(platform: Platform, member: MemberAccount) {
  return {
    sumBalance: platform.accounts.sumBalance(member),
    balance: WALLETS.map(({ accountTypeId, accountTypeName }) => ({ accountTypeId, accountTypeName, availBalance: member.balances.get(accountTypeId) ?? 0 })),
    currency: 'PHP',
    currencySymbol: 'P',
  };
}

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

export function walletHandlers(platform: Platform): HttpHandler[] {
  return [
    http.get(wps('/v2/wallets/balance'), platformCall(platform, (call) => ok(balanceOf(platform, call.member())))),
    http.post(relay('GCS_walletTransfer'), platformCall(platform, transfer)),
    // One transfer wallet per area (not a single wallet), so the transfer screen has something to do.
    http.get(relay('GCS_merchantWallet'), platformCall(platform, () => ok({ isSingle: false, wallets: WALLETS }))),
    http.get(relay('ODSFE2_MemTransDet'), platformCall(platform, (call) => records(call, call.realMember().transactions))),
    // Not named in spec §7 (betting record screen); kept beside the transaction details it mirrors.
    http.get(relay('ODSFE2_MemBetDet'), platformCall(platform, (call) => records(call, call.realMember().bets))),
  ];
}
