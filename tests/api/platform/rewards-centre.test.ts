import { describe, expect, it } from 'vitest';
import {
  applyActivity,
  claimManualRebate,
  claimRafflePromotion,
  configureApi,
  getActivities,
  getBalance,
  getBonusDetails,
  getManualRebate,
  getMerchantWallet,
  getPersonalProfit,
  getReferral,
  getTransactionDetails,
  register,
  transferToUpline,
} from '@/api';
import { DEMO_ACCOUNTS } from '../../../embedded-platform/platform';
import { imageDataUrl, isoDay, loginAs, rejection, selectScenario, withEmbeddedPlatform } from './use-platform';

const START = Date.UTC(2025, 8, 15, 9, 30);
const { platform } = withEmbeddedPlatform({ now: () => START });

async function mainOf(): Promise<number> {
  return (await getBalance()).balance.find((wallet) => wallet.accountTypeId === 1)?.availBalance ?? 0;
}

describe('rewards, reports and transfers of the member centre', () => {
  it('transferToUpline: player01 → agent01 main wallet with rows on both sides; refused without toUpline or with a wrong password', async () => {
    await loginAs(DEMO_ACCOUNTS.player);
    const agentBefore = platform.accounts.find(DEMO_ACCOUNTS.agent)?.balances.get(1) ?? 0;
    const before = await mainOf();
    expect(await rejection(transferToUpline({ amount: 10, paymentPassword: '999999' }))).toMatchObject({ errorCode: 'payment.password.incorrect', value: { field: 'paymentPassword' } });
    expect(await rejection(transferToUpline({ amount: before + 1, paymentPassword: '123456' }))).toMatchObject({ errorCode: 'wallet.balance.insufficient', value: { field: 'amount' } });
    const balance = await transferToUpline({ amount: 50, paymentPassword: '123456' });
    expect(balance.balance.find((wallet) => wallet.accountTypeId === 1)?.availBalance).toBeCloseTo(before - 50);
    expect(platform.accounts.find(DEMO_ACCOUNTS.agent)?.balances.get(1)).toBeCloseTo(agentBefore + 50);
    expect((await getTransactionDetails()).list[0]).toMatchObject({ type: 'TRANSFER_OUT', amount: 50 });
    expect(platform.accounts.find(DEMO_ACCOUNTS.agent)?.transactions[0]).toMatchObject({ type: 'TRANSFER_IN', amount: 50 });
    await loginAs(DEMO_ACCOUNTS.vipPlayer);
    expect((await rejection(transferToUpline({ amount: 10, paymentPassword: '123456' }))).errorCode).toBe('function.not.available');
  });

  it('getManualRebate / claimManualRebate: credits the main wallet once, then nothing is available; off without MANPLAYREB3', async () => {
    await loginAs(DEMO_ACCOUNTS.vipPlayer);
    const rebate = await getManualRebate();
    expect(rebate.available).toBeGreaterThan(0);
    expect(rebate.rows[0]).toMatchObject({ vendor: expect.any(String), category: expect.any(String), validBet: expect.any(Number), rate: expect.any(Number) });
    expect(rebate.rows.reduce((sum, row) => sum + row.amount, 0)).toBeCloseTo(rebate.available);
    const before = await mainOf();
    await expect(claimManualRebate()).resolves.toEqual({ claimed: rebate.available });
    expect(await mainOf()).toBeCloseTo(before + rebate.available);
    expect((await getTransactionDetails()).list[0]).toMatchObject({ type: 'REBATE', amount: rebate.available });
    expect((await getManualRebate()).available).toBe(0);
    selectScenario('minimal');
    expect(await rejection(getManualRebate())).toMatchObject({ errorCode: 'function.not.available', status: 400 });
    expect((await rejection(claimManualRebate())).errorCode).toBe('function.not.available');
  });

  it('getPersonalProfit: per day from the bets, totals add up, date range respected', async () => {
    await loginAs(DEMO_ACCOUNTS.player);
    const week = await getPersonalProfit({ startDate: isoDay(START, -7), endDate: isoDay(START) });
    expect(week.rows.length).toBeGreaterThan(0);
    expect(week.rows.every((row) => row.date >= isoDay(START, -7) && row.date <= isoDay(START))).toBe(true);
    expect(week.rows.reduce((sum, row) => sum + row.validBet, 0)).toBeCloseTo(week.total.validBet);
    for (const row of week.rows) expect(row.profit).toBeCloseTo(row.winLoss + row.bonus + row.rebate);
    const all = await getPersonalProfit();
    expect(all.total.validBet).toBeGreaterThan(week.total.validBet);
  });

  it('getBonusDetails: ≥ 12 for player01, paged and dated', async () => {
    await loginAs(DEMO_ACCOUNTS.player);
    const first = await getBonusDetails();
    expect(first.totalCount).toBeGreaterThanOrEqual(12);
    expect(first.list).toHaveLength(10);
    expect(new Set(first.list.map((bonus) => bonus.status))).toEqual(new Set(['issued', 'claimed', 'process']));
    const recent = await getBonusDetails({ startDate: isoDay(START, -14), endDate: isoDay(START), pageSize: 50 });
    expect(recent.totalCount).toBeLessThan(first.totalCount);
    expect(recent.list.every((bonus) => bonus.time >= Date.parse(`${isoDay(START, -14)}T00:00:00Z`))).toBe(true);
  });

  it('getActivities / applyActivity: a spread of spec §4 statuses; applying needs age and terms; the raffle reads claimed after claiming', async () => {
    await loginAs(DEMO_ACCOUNTS.player);
    const activities = await getActivities();
    expect(new Set(activities.map((activity) => activity.status))).toEqual(new Set(['applying', 'close', 'rejected', 'issued', 'claimed', 'process', 'joined', 'coming soon']));
    expect(activities.every((activity) => activity.ageLimit === 18)).toBe(true);
    const open = activities.find((activity) => activity.status === 'process');
    if (!open) throw new Error('no open activity');
    const base = { activityId: open.activityId, ageConfirmed: true, agreeTerms: true };
    expect((await rejection(applyActivity({ ...base, ageConfirmed: false }))).value).toEqual({ field: 'ageConfirmed' });
    expect((await rejection(applyActivity({ ...base, agreeTerms: false }))).value).toEqual({ field: 'agreeTerms' });
    expect((await rejection(applyActivity({ ...base, comment: 'x'.repeat(141) }))).value).toEqual({ field: 'comment' });
    expect(await rejection(applyActivity({ ...base, images: Array.from({ length: 4 }, () => imageDataUrl(100)) }))).toMatchObject({ errorCode: 'request_param_err', value: { field: 'images' } });
    expect((await rejection(applyActivity({ ...base, images: [imageDataUrl(6 * 1024 * 1024)] }))).value).toEqual({ field: 'images' });
    const applied = await applyActivity({ ...base, comment: 'x'.repeat(140), images: [imageDataUrl(1_000), imageDataUrl(1_000, 'jpeg')] });
    expect(applied.status).toBe('applying');
    expect((await getActivities()).find((activity) => activity.activityId === open.activityId)?.status).toBe('applying');
    expect((await rejection(applyActivity(base))).value).toEqual({ field: 'activityId' });
    const raffle = activities.find((activity) => activity.isRaffle);
    expect(raffle).toMatchObject({ status: 'issued', promotionId: expect.any(Number) });
    await claimRafflePromotion(raffle?.promotionId ?? 0);
    expect((await getActivities()).find((activity) => activity.isRaffle)?.status).toBe('claimed');
    configureApi({ getMerchant: () => 'luckystar' });
    expect((await getActivities()).every((activity) => activity.ageLimit === 21)).toBe(true);
  });

  it('getReferral: players only; registrations with the code are counted', async () => {
    await loginAs(DEMO_ACCOUNTS.player);
    const before = await getReferral();
    expect(before).toMatchObject({ referralCode: 'P01REF', invitedCount: 0, rewardTotal: 0 });
    selectScenario('minimal');
    await register({ username: 'friend01', password: 'abc12345', confirmPassword: 'abc12345', referralCode: 'P01REF' }, { registerUrl: 'http://localhost/register' });
    await loginAs(DEMO_ACCOUNTS.player);
    const after = await getReferral();
    expect(after.invitedCount).toBe(1);
    expect(after.rewardTotal).toBeGreaterThan(0);
    await loginAs(DEMO_ACCOUNTS.agent);
    expect((await rejection(getReferral())).errorCode).toBe('function.not.available');
    await loginAs(DEMO_ACCOUNTS.trial);
    expect((await rejection(getReferral())).errorCode).toBe('function.not.available');
  });

  it('getMerchantWallet: a single wallet for luckystar, one per area otherwise', async () => {
    await expect(getMerchantWallet()).resolves.toMatchObject({ isSingle: false });
    configureApi({ getMerchant: () => 'luckystar' });
    const single = await getMerchantWallet();
    expect(single.isSingle).toBe(true);
    expect(single.wallets.map((wallet) => wallet.accountTypeId)).toEqual([1]);
  });
});
