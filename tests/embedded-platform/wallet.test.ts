import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../embedded-platform';
import { call, callEncrypted, tokenOf, usePlatform } from './support/platform-client';

interface BalanceValue {
  sumBalance: number;
  balance: { accountTypeId: number; availBalance: number }[];
  currencySymbol: string;
}

function walletOf(value: unknown, accountTypeId: number): number | undefined {
  return (value as BalanceValue).balance.find((wallet) => wallet.accountTypeId === accountTypeId)?.availBalance;
}

describe('embedded platform: wallet and member-only calls', () => {
  usePlatform();

  it('a transfer moves money between two wallets and keeps the sum', async () => {
    const token = await tokenOf('player01', DEMO_PASSWORD);
    const before = (await call('/wps/v2/wallets/balance', { token })).body.value as BalanceValue;
    expect(before.currencySymbol).toBe('P');
    const transfer = await call('/wps/relay/GCS_walletTransfer', { token, json: { fromAccountTypeId: 1, toAccountTypeId: 2, amount: 250.5 } });
    expect(transfer.body.success).toBe(true);
    const after = (await call('/wps/v2/wallets/balance', { token })).body.value as BalanceValue;
    expect(walletOf(after, 1)).toBeCloseTo((walletOf(before, 1) ?? 0) - 250.5);
    expect(walletOf(after, 2)).toBeCloseTo((walletOf(before, 2) ?? 0) + 250.5);
    expect(after.sumBalance).toBeCloseTo(before.sumBalance);
  });

  it('refuses a transfer larger than the wallet holds', async () => {
    const token = await tokenOf('player01', DEMO_PASSWORD);
    const result = await call('/wps/relay/GCS_walletTransfer', { token, json: { fromAccountTypeId: 1, toAccountTypeId: 2, amount: 1_000_000 } });
    expect(result.body.errorCode).toBe('wallet.balance.insufficient');
  });

  it('refuses the trial account on member-only calls with a clear error', async () => {
    const token = await tokenOf('trial01', DEMO_PASSWORD);
    const transfer = await call('/wps/relay/GCS_walletTransfer', { token, json: { fromAccountTypeId: 1, toAccountTypeId: 2, amount: 10 } });
    expect(transfer.body).toMatchObject({ success: false, errorCode: 'account.trial.not.allowed' });
    const redeem = await callEncrypted('/wps/points/redeem', { goodsId: 1 }, { token });
    expect(redeem.body.errorCode).toBe('account.trial.not.allowed');
    // Balance itself is fine for a trial account: the header shows it.
    expect((await call('/wps/v2/wallets/balance', { token })).body.success).toBe(true);
  });

  it('redeems cash goods for points with the payment password and lists the redemption in process', async () => {
    const token = await tokenOf('player01', DEMO_PASSWORD);
    const before = (await call('/wps/points/balance', { token })).body.value as { points: number };
    const refused = await callEncrypted('/wps/points/redeem', { goodsId: 1, quantity: 1 }, { token });
    expect(refused.body).toMatchObject({ success: false, errorCode: 'payment.password.incorrect', value: { field: 'paymentPassword' } });
    const redeem = await callEncrypted('/wps/points/redeem', { goodsId: 1, quantity: 1, paymentPassword: '123456' }, { token });
    expect(redeem.body.value).toEqual({ points: before.points - 500 });
    const page = (await call('/wps/points/redeem/list', { token })).body.value as { list: { goodsId: number; status: string }[]; totalCount: number };
    expect(page.list[0]).toMatchObject({ goodsId: 1, status: 'in process' });
    expect(page.totalCount).toBeGreaterThanOrEqual(13);
    const wrongPassword = await callEncrypted('/wps/points/convert', { points: 100, password: 'nope' }, { token });
    expect(wrongPassword.body.success).toBe(false);
  });

  it('keeps agent calls to agents', async () => {
    const player = await tokenOf('player01', DEMO_PASSWORD);
    expect((await call('/wps/relay/MCS2_processDividendReq', { token: player })).body.errorCode).toBe('account.not.agent');
    const agent = await tokenOf('agent01', DEMO_PASSWORD);
    const contracts = (await call('/wps/relay/MCS2_processDividendReq', { token: agent })).body.value as { downline: string; status: string }[];
    expect(contracts.length).toBeGreaterThan(0);
    const hourly = await call('/wps/relay/MCS2_processContractHourSalary', { token: agent, method: 'POST' });
    expect(Array.isArray(hourly.body.value)).toBe(true);
  });
});
