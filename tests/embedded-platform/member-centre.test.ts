import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../embedded-platform';
import { call, callEncrypted, tokenOf, usePlatform } from './support/platform-client';

interface WithdrawalRow {
  withdrawId: string;
  status: string;
  confirmBy: number;
}

describe('embedded platform: member-centre wire format and clock', () => {
  let clock = Date.UTC(2025, 8, 15, 9, 30);
  const platformOf = usePlatform({ now: () => clock });

  it('the seeded paid withdrawal of player01 turns auto received once its deadline passes', async () => {
    const token = await tokenOf('player01', DEMO_PASSWORD);
    const list = async () => ((await call('/wps/withdraw/list', { token })).body.value as { list: WithdrawalRow[] }).list;
    const [paid] = await list();
    expect(paid).toMatchObject({ status: 'paid', confirmBy: clock + 25 * 60_000 });
    clock = (paid?.confirmBy ?? 0) + 1;
    expect((await list())[0]?.status).toBe('auto received');
    const receipt = await call('/wps/withdraw/receipt', { token, json: { withdrawId: paid?.withdrawId, result: 'received' } });
    expect(receipt).toMatchObject({ status: 200, body: { success: false, errorCode: 'withdraw.receipt.closed' } });
  });

  it('business refusals are HTTP 200 naming the field; malformed parameters 400 request_param_err', async () => {
    const token = await tokenOf('player01', DEMO_PASSWORD);
    const nowhere = await callEncrypted('/wps/withdraw', { amount: 10, paymentPassword: '123456' }, { token });
    expect(nowhere).toMatchObject({ status: 200, body: { success: false, errorCode: 'withdraw.account.required', value: { field: 'payoutAccountId' } } });
    const accounts = await call('/wps/withdraw/accounts', { token });
    const [account] = accounts.body.value as { payoutAccountId: string; maskedNumber: string }[];
    expect(account).toMatchObject({ providerName: 'GCash', maskedNumber: '•••• 4567', holderName: 'Juan Dela Cruz' });
    expect(JSON.stringify(accounts.body)).not.toContain('09171234567');
    const wrong = await callEncrypted('/wps/withdraw', { amount: 10, paymentPassword: 'nope', payoutAccountId: account?.payoutAccountId }, { token });
    expect(wrong).toMatchObject({ status: 200, body: { success: false, errorCode: 'payment.password.incorrect', value: { field: 'paymentPassword' } } });
    const badDate = await call('/wps/relay/ODSFE2_MemBetDet?startDate=15-09-2025', { token });
    expect(badDate).toMatchObject({ status: 400, body: { errorCode: 'request_param_err', value: { field: 'startDate' } } });
    const range = await call('/wps/deposit', { token, json: { channelId: '711', amount: 10_001 } });
    expect(range.body).toMatchObject({ success: false, errorCode: 'deposit.amount.out.of.range', value: { field: 'amount' } });
  });

  it('publishes withdrawAutoReceiptMinutes and records each seeded member’s history before the start day', async () => {
    const status = await call('/wps/system/status');
    expect((status.body.value as { info: { settings: Record<string, unknown> } }).info.settings['withdrawAutoReceiptMinutes']).toBe(30);
    const dayStart = Math.floor(clock / 86_400_000) * 86_400_000;
    const vip = platformOf().accounts.find('vip01');
    expect(vip?.bets.every((bet) => bet.betTime < dayStart && bet.betTime >= dayStart - 60 * 86_400_000)).toBe(true);
    expect(vip?.transactions.every((row) => row.time < dayStart && row.time >= dayStart - 60 * 86_400_000)).toBe(true);
    expect(vip?.paymentPassword).toBe('123456');
  });
});
