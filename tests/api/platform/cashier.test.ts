import { describe, expect, it } from 'vitest';
import { bindPayoutAccount, confirmWithdrawalReceipt, createDeposit, getBalance, getDepositChannels, getPayoutAccounts, getPayoutBindSettings, getPayoutProviders, getSystemStatus, getTransactionDetails, getWithdrawals, withdraw as withdrawTo, type WithdrawRequest } from '@/api';
import { DEMO_ACCOUNTS } from '../../../embedded-platform/platform';
import { imageDataUrl, loginAs, rejection, withEmbeddedPlatform } from './use-platform';

let clock = Date.UTC(2025, 8, 15, 9, 30);
withEmbeddedPlatform({ now: () => clock });
const PAYMENT_PASSWORD = '123456';

/** A withdrawal to the member's newest bound account. */
async function withdraw(request: Omit<WithdrawRequest, 'payoutAccountId'>) {
  const [account] = await getPayoutAccounts();
  if (!account) throw new Error('the member has a bound account');
  return withdrawTo({ ...request, payoutAccountId: account.payoutAccountId });
}

async function mainBalance(): Promise<number> {
  return (await getBalance()).balance.find((wallet) => wallet.accountTypeId === 1)?.availBalance ?? 0;
}

describe('deposit, withdrawal and the member’s receipt', () => {
  it('getDepositChannels: four channels with their ranges; refused to trial accounts', async () => {
    await loginAs(DEMO_ACCOUNTS.player);
    const channels = await getDepositChannels();
    expect(channels).toHaveLength(4);
    expect(channels).toContainEqual({ channelId: 'gcash', name: 'GCash', kind: 'EWALLET', minAmount: 100, maxAmount: 50_000 });
    expect(channels.map((channel) => channel.kind)).toEqual(expect.arrayContaining(['BANK', 'EWALLET', 'OTC']));
    await loginAs(DEMO_ACCOUNTS.trial);
    expect((await rejection(getDepositChannels())).messageKey).toBe('err_need_real_account');
  });

  it('createDeposit: pending at the top of the account record, balance unchanged; out of range refused on amount', async () => {
    await loginAs(DEMO_ACCOUNTS.vipPlayer);
    const before = await mainBalance();
    const created = await createDeposit({ channelId: 'gcash', amount: 1_500 });
    expect(created).toMatchObject({ depositId: expect.any(String), status: 'pending' });
    const top = (await getTransactionDetails({ pageSize: 10 })).list[0];
    expect(top).toMatchObject({ transactionId: created.depositId, type: 'DEPOSIT', amount: 1_500, status: 'pending' });
    expect(await mainBalance()).toBe(before);
    const tooBig = await rejection(createDeposit({ channelId: 'gcash', amount: 50_001 }));
    expect(tooBig).toMatchObject({ errorCode: 'deposit.amount.out.of.range', messageKey: 'err_amount_out_of_range', value: { field: 'amount' } });
    expect((await rejection(createDeposit({ channelId: 'bank', amount: 499 }))).value).toEqual({ field: 'amount' });
    expect((await rejection(createDeposit({ channelId: 'nope', amount: 500 }))).value).toEqual({ field: 'channelId' });
  });

  it('createDeposit: each channel answers how to pay it — bank account, QR code, payment page in a new tab or the same window', async () => {
    await loginAs(DEMO_ACCOUNTS.player);
    const bank = await createDeposit({ channelId: 'bank', amount: 1_500 });
    expect(bank).toMatchObject({ status: 'pending', amount: 1_500, channelId: 'bank', channelName: 'Bank transfer', createdAt: clock, expiresAt: clock + 30 * 60_000 });
    expect(bank.payment).toEqual({ type: 'BANK_TRANSFER', bankName: 'BDO Unibank', accountName: 'Croupier Gaming Services Inc.', accountNumber: '0061 2345 6789', branch: 'Makati – Ayala Avenue', reference: `CRP-${bank.depositId.slice(-6)}` });
    const qr = await createDeposit({ channelId: 'gcash', amount: 1_000 });
    // A QR Ph payload: EMV fields, the amount in field 54, the reference in 62, a CRC at the end.
    expect(qr.payment).toMatchObject({ type: 'QR_CODE', payeeName: 'Croupier Gaming Services', qrContent: expect.stringMatching(/^000201010212.*54071000\.005802PH.*6304[0-9A-F]{4}$/) });
    const maya = await createDeposit({ channelId: 'maya', amount: 300 });
    expect(maya.payment).toEqual({ type: 'REDIRECT', target: 'NEW_TAB', url: `/platform-assets/pay/maya?deposit=${maya.depositId}&amount=300.00&channel=Maya` });
    const counter = await createDeposit({ channelId: '711', amount: 200 });
    expect(counter.payment).toMatchObject({ type: 'REDIRECT', target: 'SAME_WINDOW', url: expect.stringMatching(/^\/platform-assets\/pay\/711\?/) });
    const rows = (await getTransactionDetails({ type: 'DEPOSIT', pageSize: 4 })).list;
    expect(rows.map((row) => [row.transactionId, row.channel, row.status])).toEqual([
      [counter.depositId, '7-Eleven', 'pending'],
      [maya.depositId, 'Maya', 'pending'],
      [qr.depositId, 'GCash', 'pending'],
      [bank.depositId, 'Bank transfer', 'pending'],
    ]);
  });

  it('seeded deposits name the channel they came through', async () => {
    await loginAs(DEMO_ACCOUNTS.player);
    const channels = new Set((await getDepositChannels()).map((channel) => channel.name));
    const deposits = (await getTransactionDetails({ type: 'DEPOSIT', pageSize: 50 })).list;
    expect(deposits.length).toBeGreaterThan(3);
    for (const row of deposits) expect(channels).toContain(row.channel);
  });

  it('withdraw: lowers the main wallet, adds a WITHDRAW row and a paid withdrawal; wrong payment password and too much refused', async () => {
    await loginAs(DEMO_ACCOUNTS.vipPlayer);
    const before = await mainBalance();
    const wrong = await rejection(withdraw({ amount: 100, paymentPassword: '000000' }));
    expect(wrong).toMatchObject({ errorCode: 'payment.password.incorrect', messageKey: 'err_payment_password', value: { field: 'paymentPassword' } });
    const tooMuch = await rejection(withdraw({ amount: before + 1, paymentPassword: PAYMENT_PASSWORD }));
    expect(tooMuch).toMatchObject({ errorCode: 'wallet.balance.insufficient', messageKey: 'err_insufficient_balance', value: { field: 'amount' } });
    expect(await mainBalance()).toBe(before);
    const done = await withdraw({ amount: 2_000, paymentPassword: PAYMENT_PASSWORD });
    expect(done).toMatchObject({ amount: 2_000, status: 'paid', time: clock, confirmBy: clock + 30 * 60_000 });
    expect(await mainBalance()).toBe(before - 2_000);
    expect((await getTransactionDetails()).list[0]).toMatchObject({ type: 'WITHDRAW', amount: 2_000, status: 'success' });
    expect((await getWithdrawals()).list[0]).toEqual(done);
  });

  it('getWithdrawals: player01 has two confirmed and one paid withdrawal; the auto-receipt minutes are published', async () => {
    await loginAs(DEMO_ACCOUNTS.player);
    const page = await getWithdrawals({ pageNo: 1, pageSize: 10 });
    expect(page.totalCount).toBe(3);
    expect(page.list.map((row) => row.status)).toEqual(['paid', 'received', 'auto received']);
    expect((await getSystemStatus()).info.settings['withdrawAutoReceiptMinutes']).toBe(30);
  });

  it('confirmWithdrawalReceipt: partial needs 0 < amount < withdrawn and keeps the rest', async () => {
    await loginAs(DEMO_ACCOUNTS.vipPlayer);
    const paid = await withdraw({ amount: 1_000, paymentPassword: PAYMENT_PASSWORD });
    for (const receivedAmount of [0, 1_000, 1_200]) {
      expect(await rejection(confirmWithdrawalReceipt({ withdrawId: paid.withdrawId, result: 'partial', receivedAmount }))).toMatchObject({ errorCode: 'request_param_err', value: { field: 'receivedAmount' } });
    }
    expect(await rejection(confirmWithdrawalReceipt({ withdrawId: paid.withdrawId, result: 'partial' }))).toMatchObject({ value: { field: 'receivedAmount' } });
    const partly = await confirmWithdrawalReceipt({ withdrawId: paid.withdrawId, result: 'partial', receivedAmount: 600 });
    expect(partly).toMatchObject({ status: 'partly received', receivedAmount: 600, remainingAmount: 400 });
    const again = await rejection(confirmWithdrawalReceipt({ withdrawId: paid.withdrawId, result: 'received' }));
    expect(again).toMatchObject({ errorCode: 'withdraw.receipt.closed', messageKey: 'err_receipt_closed' });
  });

  it('confirmWithdrawalReceipt: not received needs 1–3 PNG/JPG proofs of at most 5 MB', async () => {
    await loginAs(DEMO_ACCOUNTS.vipPlayer);
    const paid = await withdraw({ amount: 300, paymentPassword: PAYMENT_PASSWORD });
    const refused = async (proofImages: string[] | undefined) => {
      const error = await rejection(confirmWithdrawalReceipt({ withdrawId: paid.withdrawId, result: 'not_received', ...(proofImages ? { proofImages } : {}) }));
      expect(error).toMatchObject({ errorCode: 'upload.image.invalid', messageKey: 'err_image_invalid', value: { field: 'proofImages' } });
    };
    await refused(undefined);
    await refused([]);
    await refused([imageDataUrl(6 * 1024 * 1024)]);
    await refused([imageDataUrl(1_000, 'gif')]);
    await refused(Array.from({ length: 4 }, () => imageDataUrl(1_000)));
    await refused(['not a data url']);
    const proof = await confirmWithdrawalReceipt({ withdrawId: paid.withdrawId, result: 'not_received', proofImages: [imageDataUrl(5 * 1024 * 1024), imageDataUrl(2_000, 'jpeg')] });
    expect(proof).toMatchObject({ status: 'not received', receivedAmount: 0, remainingAmount: 300 });
  });

  it('confirmWithdrawalReceipt: received; after the deadline a paid withdrawal reads auto received and is closed', async () => {
    await loginAs(DEMO_ACCOUNTS.vipPlayer);
    const first = await withdraw({ amount: 100, paymentPassword: PAYMENT_PASSWORD });
    await expect(confirmWithdrawalReceipt({ withdrawId: first.withdrawId, result: 'received' })).resolves.toMatchObject({ status: 'received', receivedAmount: 100 });
    const late = await withdraw({ amount: 150, paymentPassword: PAYMENT_PASSWORD });
    clock = late.confirmBy;
    expect((await getWithdrawals()).list.find((row) => row.withdrawId === late.withdrawId)?.status).toBe('paid');
    clock = late.confirmBy + 1;
    expect((await getWithdrawals()).list.find((row) => row.withdrawId === late.withdrawId)?.status).toBe('auto received');
    expect((await rejection(confirmWithdrawalReceipt({ withdrawId: late.withdrawId, result: 'received' }))).errorCode).toBe('withdraw.receipt.closed');
    expect((await rejection(confirmWithdrawalReceipt({ withdrawId: 'W0', result: 'received' }))).value).toEqual({ field: 'withdrawId' });
  });

  it('payout accounts: player01 has a card and an e-wallet, masked; a member with none binds one and withdraws to it', async () => {
    await loginAs(DEMO_ACCOUNTS.player);
    const mine = await getPayoutAccounts();
    expect(mine.map((account) => [account.providerName, account.maskedNumber, account.kind])).toEqual([['GCash', '•••• 4567', 'ewallet'], ['BDO Unibank', '•••• 4321', 'bank']]);
    expect((await getPayoutProviders()).map((provider) => provider.providerCode)).toEqual(expect.arrayContaining(['GCASH', 'MAYA', 'BDO', 'BPI']));
    expect(await getPayoutBindSettings()).toMatchObject({ holderName: 'Juan Dela Cruz', holderNameLocked: true, hasPaymentPassword: true, accountCount: 2 });
    const mismatch = await rejection(bindPayoutAccount({ providerCode: 'BPI', accountNumber: '1234567890', holderName: 'Someone Else', paymentPassword: PAYMENT_PASSWORD }));
    expect(mismatch).toMatchObject({ errorCode: 'payout.account.holder.mismatch', messageKey: 'err_payout_holder_mismatch', value: { field: 'holderName' } });
    const taken = await rejection(bindPayoutAccount({ providerCode: 'BDO', accountNumber: '0045 3001 4321', paymentPassword: PAYMENT_PASSWORD }));
    expect(taken).toMatchObject({ errorCode: 'payout.account.exists', value: { field: 'accountNumber' } });

    await loginAs('down01');
    expect(await getPayoutAccounts()).toEqual([]);
    expect(await getPayoutBindSettings()).toMatchObject({ holderName: '', holderNameLocked: false, hasPaymentPassword: true, accountCount: 0 });
    const nowhere = await rejection(withdrawTo({ amount: 10, paymentPassword: PAYMENT_PASSWORD, payoutAccountId: 'PA100101' }));
    expect(nowhere).toMatchObject({ errorCode: 'withdraw.account.required', messageKey: 'err_payout_account_required', value: { field: 'payoutAccountId' } });
    const shortWallet = await rejection(bindPayoutAccount({ providerCode: 'GCASH', accountNumber: '0917123', holderName: 'Ana Reyes', paymentPassword: PAYMENT_PASSWORD }));
    expect(shortWallet).toMatchObject({ errorCode: 'payout.account.number.invalid', messageKey: 'err_payout_number_invalid', value: { field: 'accountNumber' } });
    expect((await rejection(bindPayoutAccount({ providerCode: 'GCASH', accountNumber: '09175550000', holderName: 'Ana Reyes', paymentPassword: '000000' }))).value).toEqual({ field: 'paymentPassword' });
    const bound = await bindPayoutAccount({ providerCode: 'GCASH', accountNumber: '0917-555-0000', holderName: 'Ana Reyes', paymentPassword: PAYMENT_PASSWORD });
    expect(bound).toMatchObject({ providerName: 'GCash', maskedNumber: '•••• 0000', holderName: 'Ana Reyes', kind: 'ewallet' });
    expect(await getPayoutAccounts()).toEqual([bound]);
    const paid = await withdrawTo({ amount: 100, paymentPassword: PAYMENT_PASSWORD, payoutAccountId: bound.payoutAccountId });
    expect(paid).toMatchObject({ amount: 100, status: 'paid', paidTo: 'GCash •••• 0000' });
  });
});
