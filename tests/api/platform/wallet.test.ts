import { describe, expect, it } from 'vitest';
import { getBalance, getMerchantWallet, getTransactionDetails, transferWallet } from '@/api';
import { DEMO_ACCOUNTS } from '../../../embedded-platform/platform';
import { loginAs, rejection, withEmbeddedPlatform, selectScenario } from './use-platform';

withEmbeddedPlatform();

describe('wallet calls against the embedded platform', () => {
  it('getBalance: sum and per-wallet balances; needs a session', async () => {
    expect((await rejection(getBalance())).messageKey).toBe('err_not_logged_in');
    await loginAs(DEMO_ACCOUNTS.player);
    const balance = await getBalance();
    expect(balance).toMatchObject({ currency: 'PHP', currencySymbol: 'P' });
    expect(balance.balance.find((wallet) => wallet.accountTypeId === 1)?.availBalance).toBe(1250.5);
    expect(balance.sumBalance).toBeGreaterThanOrEqual(1250.5);
  });

  it('transferWallet: moves money between two wallets and the balance shows it', async () => {
    await loginAs(DEMO_ACCOUNTS.vipPlayer);
    const before = await getBalance();
    const main = before.balance.find((wallet) => wallet.accountTypeId === 1)?.availBalance ?? 0;
    const sports = before.balance.find((wallet) => wallet.accountTypeId === 2)?.availBalance ?? 0;
    const after = await transferWallet({ fromAccountTypeId: 1, toAccountTypeId: 2, amount: 100.25 });
    expect(after.balance.find((wallet) => wallet.accountTypeId === 1)?.availBalance).toBeCloseTo(main - 100.25);
    expect(after.balance.find((wallet) => wallet.accountTypeId === 2)?.availBalance).toBeCloseTo(sports + 100.25);
    expect((await getBalance()).sumBalance).toBeCloseTo(before.sumBalance);
    // The account record names the wallets as the member knows them, not by their ids.
    expect((await getTransactionDetails()).list[0]).toMatchObject({ type: 'TRANSFER_OUT', amount: 100.25, remark: 'Main wallet → Sports wallet' });
  });

  it('transferWallet: insufficient balance, a bad wallet pair and a trial account are refused', async () => {
    await loginAs(DEMO_ACCOUNTS.player);
    expect((await rejection(transferWallet({ fromAccountTypeId: 1, toAccountTypeId: 2, amount: 1e9 }))).errorCode).toBe('wallet.balance.insufficient');
    expect((await rejection(transferWallet({ fromAccountTypeId: 1, toAccountTypeId: 1, amount: 1 }))).messageKey).toBe('err_request_param');
    await loginAs(DEMO_ACCOUNTS.trial);
    expect((await rejection(transferWallet({ fromAccountTypeId: 1, toAccountTypeId: 2, amount: 1 }))).messageKey).toBe('err_need_real_account');
  });

  it('getMerchantWallet: one wallet per area; closed under maintenance', async () => {
    await expect(getMerchantWallet()).resolves.toMatchObject({ isSingle: false, wallets: expect.arrayContaining([{ accountTypeId: 1, accountTypeName: 'Main wallet' }]) });
    selectScenario('maintenance');
    expect((await rejection(getMerchantWallet())).messageKey).toBe('err_unavailable');
  });

  it('getTransactionDetails: paged records; refused to trial accounts', async () => {
    await loginAs(DEMO_ACCOUNTS.player);
    const page = await getTransactionDetails({ pageNo: 1, pageSize: 10 });
    expect(page.list).toHaveLength(10);
    expect(page.totalCount).toBeGreaterThanOrEqual(40);
    await loginAs(DEMO_ACCOUNTS.trial);
    expect((await rejection(getTransactionDetails())).messageKey).toBe('err_need_real_account');
  });
});
