import { http, type HttpHandler } from 'msw';
import { InsufficientBalanceError, type MemberAccount } from '../platform/accounts';
import { DEPOSIT_PAYMENT_KINDS, PAYMENT_WINDOW_MINUTES, paymentFor } from '../platform/deposit-payments';
import { DEPOSIT_CHANNELS, settleWithdrawal, type Withdrawal } from '../platform/member-centre';
import { payoutLabel } from '../platform/payout-accounts';
import type { Platform } from '../platform/platform';
import { numberField, text } from './body';
import { platformCall, type CallContext } from './call-context';
import { badField, ERROR_CODES, fieldFailure, ok, PlatformFailure } from './envelope';
import { amountOf, imagesOf, pageOf } from './filters';
import { wps } from './routes';
import { balanceOf } from './wallet';

/** Deposit, withdrawal (with the member's receipt, spec §4) and transfer to the upline. */
export const CASHIER_PATHS = {
  depositChannels: '/deposit/channels',
  deposit: '/deposit',
  withdraw: '/withdraw',
  withdrawals: '/withdraw/list',
  receipt: '/withdraw/receipt',
  toUpline: '/member/transfer/upline',
} as const;

export function checkPaymentPassword(member: MemberAccount, given: string | undefined): void {
  if (!member.paymentPassword || given !== member.paymentPassword) throw fieldFailure(ERROR_CODES.paymentPasswordWrong, 'paymentPassword', 'The payment password is incorrect');
}

export function debitMain(call: CallContext, member: MemberAccount, amount: number): void {
  try {
    call.platform.accounts.debit(member, amount);
  } catch (error) {
    if (error instanceof InsufficientBalanceError) throw fieldFailure(ERROR_CODES.insufficientBalance, 'amount', 'Insufficient balance');
    throw error;
  }
}

async function deposit(call: CallContext): Promise<Response> {
  const member = call.realMember();
  const body = await call.json();
  const channel = DEPOSIT_CHANNELS.find((candidate) => candidate.channelId === text(body, 'channelId'));
  if (!channel) throw badField('channelId', 'Unknown deposit channel');
  const amount = amountOf(numberField(body, 'amount'));
  if (amount < channel.minAmount || amount > channel.maxAmount) {
    throw fieldFailure(ERROR_CODES.depositOutOfRange, 'amount', `${channel.name} takes P${channel.minAmount}–P${channel.maxAmount}`);
  }
  const kind = DEPOSIT_PAYMENT_KINDS[channel.channelId] ?? 'bank';
  const now = call.platform.now();
  // Pending until the payment arrives: nothing is credited yet.
  const record = call.platform.accounts.record(member, { type: 'DEPOSIT', amount, time: now, remark: `deposit via ${channel.name}`, status: 'pending', channel: channel.name });
  const pending = { depositId: record.transactionId, channelId: channel.channelId, channelName: channel.name, amount };
  return ok({
    ...pending,
    status: 'pending',
    createdAt: now,
    expiresAt: now + PAYMENT_WINDOW_MINUTES[kind] * 60_000,
    payment: paymentFor(kind, pending),
  });
}

function autoReceiptMinutes(call: CallContext): number {
  return call.scenario.settings.withdrawAutoReceiptMinutes;
}

async function withdraw(call: CallContext): Promise<Response> {
  const member = call.realMember();
  const body = await call.decrypted();
  // The money goes to one of the member's bound accounts: none bound, none chosen or not theirs is refused.
  const payoutAccount = member.payoutAccounts.find((account) => account.payoutAccountId === text(body, 'payoutAccountId'));
  if (!payoutAccount) throw fieldFailure(ERROR_CODES.payoutRequired, 'payoutAccountId', 'Choose one of your bound payout accounts');
  checkPaymentPassword(member, text(body, 'paymentPassword'));
  const amount = amountOf(numberField(body, 'amount'));
  debitMain(call, member, amount);
  const now = call.platform.now();
  const withdrawal: Withdrawal = {
    withdrawId: `W${member.id}${String(member.withdrawals.length + 1).padStart(3, '0')}`,
    amount,
    time: now,
    status: 'paid',
    confirmBy: now + autoReceiptMinutes(call) * 60_000,
    payoutAccountId: payoutAccount.payoutAccountId,
    paidTo: payoutLabel(payoutAccount),
  };
  member.withdrawals.unshift(withdrawal);
  call.platform.accounts.record(member, { type: 'WITHDRAW', amount, time: now, remark: `withdrawal ${withdrawal.withdrawId} to ${withdrawal.paidTo ?? ''}`.trim(), status: 'success' });
  return ok(withdrawalView(withdrawal));
}

function withdrawalView(withdrawal: Withdrawal) {
  const { proofImages: _proofs, payoutAccountId: _account, ...view } = withdrawal;
  return view;
}

function withdrawals(call: CallContext): Response {
  const member = call.realMember();
  const now = call.platform.now();
  return pageOf(call, member.withdrawals.map((withdrawal) => withdrawalView(settleWithdrawal(withdrawal, now))));
}

const RECEIPT_RESULTS: readonly string[] = ['received', 'partial', 'not_received'];

/** The member's receipt of a paid withdrawal (spec §4): received, partly received (amount) or not received (proof). */
async function confirmReceipt(call: CallContext): Promise<Response> {
  const member = call.realMember();
  const body = await call.json();
  const withdrawal = member.withdrawals.find((candidate) => candidate.withdrawId === text(body, 'withdrawId'));
  if (!withdrawal) throw badField('withdrawId', 'No such withdrawal');
  const result = text(body, 'result');
  if (result === undefined || !RECEIPT_RESULTS.includes(result)) throw badField('result', 'result must be received, partial or not_received');
  if (settleWithdrawal(withdrawal, call.platform.now()).status !== 'paid') throw new PlatformFailure(ERROR_CODES.receiptClosed, 'This withdrawal can no longer be confirmed');
  if (result === 'partial') {
    const received = numberField(body, 'receivedAmount');
    if (received === undefined || received <= 0 || received >= withdrawal.amount || Math.round(received * 100) !== received * 100) {
      throw badField('receivedAmount', 'The amount received must be above 0 and below the amount withdrawn');
    }
    Object.assign(withdrawal, { status: 'partly received', receivedAmount: received, remainingAmount: Math.round((withdrawal.amount - received) * 100) / 100 });
  } else if (result === 'not_received') {
    const proofs = imagesOf(body['proofImages'], 'proofImages');
    Object.assign(withdrawal, { status: 'not received', receivedAmount: 0, remainingAmount: withdrawal.amount, proofImages: proofs.length });
  } else {
    Object.assign(withdrawal, { status: 'received', receivedAmount: withdrawal.amount, remainingAmount: 0 });
  }
  return ok(withdrawalView(withdrawal));
}

/** Moves money from the member's main wallet to their upline's (spec §2 transferUpline). */
async function transferToUpline(call: CallContext): Promise<Response> {
  const member = call.realMember();
  const upline = member.upline ? call.platform.accounts.find(member.upline) : undefined;
  if (!member.toUpline || !upline) throw new PlatformFailure(ERROR_CODES.notAvailable, 'Transfers to the upline are not available for this account', 400);
  const body = await call.decrypted();
  checkPaymentPassword(member, text(body, 'paymentPassword'));
  const amount = amountOf(numberField(body, 'amount'));
  debitMain(call, member, amount);
  call.platform.accounts.credit(upline, amount);
  const now = call.platform.now();
  call.platform.accounts.record(member, { type: 'TRANSFER_OUT', amount, time: now, remark: `to upline ${upline.account}`, status: 'success' });
  call.platform.accounts.record(upline, { type: 'TRANSFER_IN', amount, time: now, remark: `from downline ${member.account}`, status: 'success' });
  return ok(balanceOf(call.platform, member));
}

export function cashierHandlers(platform: Platform): HttpHandler[] {
  return [
    http.get(wps(CASHIER_PATHS.depositChannels), platformCall(platform, (call) => { call.realMember(); return ok(DEPOSIT_CHANNELS); })),
    http.post(wps(CASHIER_PATHS.deposit), platformCall(platform, deposit)),
    http.post(wps(CASHIER_PATHS.withdraw), platformCall(platform, withdraw)),
    http.get(wps(CASHIER_PATHS.withdrawals), platformCall(platform, withdrawals)),
    http.post(wps(CASHIER_PATHS.receipt), platformCall(platform, confirmReceipt)),
    http.post(wps(CASHIER_PATHS.toUpline), platformCall(platform, transferToUpline)),
  ];
}
