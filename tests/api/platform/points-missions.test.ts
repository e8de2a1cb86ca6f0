import { describe, expect, it } from 'vitest';
import {
  claimRafflePromotion,
  convertPoints,
  getMissionLeaderboard,
  getMissionSummary,
  getPointsBalance,
  getPointsConfig,
  getPointsRewards,
  getRedeemList,
  redeemGoods,
} from '@/api';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../../embedded-platform/platform';
import { loginAs, rejection, withEmbeddedPlatform, selectScenario } from './use-platform';

withEmbeddedPlatform();

describe('point mall calls against the embedded platform', () => {
  it('getPointsBalance: the member’s points; needs a session', async () => {
    expect((await rejection(getPointsBalance())).messageKey).toBe('err_not_logged_in');
    await loginAs(DEMO_ACCOUNTS.vipPlayer);
    await expect(getPointsBalance()).resolves.toEqual({ points: 9000, ratio: 10 });
  });

  it('getPointsRewards and getPointsConfig: the catalogue; closed under maintenance', async () => {
    const goods = await getPointsRewards();
    expect(goods.find((item) => item.goodsId === 5)?.stock).toBe(0);
    await expect(getPointsConfig()).resolves.toMatchObject({ ratio: 10, passwordRequired: true });
    selectScenario('maintenance');
    expect((await rejection(getPointsRewards())).messageKey).toBe('err_unavailable');
    expect((await rejection(getPointsConfig())).messageKey).toBe('err_unavailable');
  });

  it('redeemGoods (encrypted, payment password): spends points and tops the redeem list in process; out of stock is refused', async () => {
    await loginAs(DEMO_ACCOUNTS.vipPlayer);
    await expect(redeemGoods({ goodsId: 1, paymentPassword: '123456' })).resolves.toEqual({ points: 8500, credited: undefined });
    expect((await getRedeemList())[0]).toMatchObject({ goodsId: 1, points: 500, status: 'in process' });
    expect(await rejection(redeemGoods({ goodsId: 5, paymentPassword: '123456' }))).toMatchObject({ errorCode: 'goods.out.of.stock', messageKey: 'err_out_of_stock' });
  });

  it('getRedeemList: refused to trial accounts', async () => {
    await loginAs(DEMO_ACCOUNTS.trial);
    expect((await rejection(getRedeemList())).messageKey).toBe('err_need_real_account');
  });

  it('convertPoints (encrypted, payment password checked): credits cash; a wrong or login password is refused', async () => {
    await loginAs(DEMO_ACCOUNTS.agent);
    expect(await rejection(convertPoints({ points: 100, paymentPassword: 'wrong' }))).toMatchObject({ errorCode: 'payment.password.incorrect', value: { field: 'paymentPassword' } });
    expect((await rejection(convertPoints({ points: 100, password: DEMO_PASSWORD }))).errorCode).toBe('payment.password.incorrect');
    await expect(convertPoints({ points: 1000, paymentPassword: '123456' })).resolves.toEqual({ points: 3500, credited: 100 });
    // `password` is the older name of the same payment password.
    await expect(convertPoints({ points: 500, password: '123456' })).resolves.toEqual({ points: 3000, credited: 50 });
    expect(await rejection(convertPoints({ points: 99, paymentPassword: '123456' }))).toMatchObject({ errorCode: 'request_param_err', value: { field: 'points' } });
    expect(await rejection(convertPoints({ points: 10_000, paymentPassword: '123456' }))).toMatchObject({ errorCode: 'points.insufficient', messageKey: 'err_points_insufficient', value: { field: 'points' } });
  });
});

describe('mission calls against the embedded platform', () => {
  it('getMissionSummary: open count for the badge; refused to trial accounts', async () => {
    await loginAs(DEMO_ACCOUNTS.player);
    const summary = await getMissionSummary();
    expect(summary.openCount).toBeGreaterThan(0);
    expect(summary.missions.length).toBeGreaterThan(summary.openCount);
    await loginAs(DEMO_ACCOUNTS.trial);
    expect((await rejection(getMissionSummary())).messageKey).toBe('err_need_real_account');
  });

  it('getMissionLeaderboard: ranked entries; closed under maintenance', async () => {
    expect((await getMissionLeaderboard())[0]).toMatchObject({ rank: 1, account: expect.any(String) });
    selectScenario('maintenance');
    expect((await rejection(getMissionLeaderboard())).messageKey).toBe('err_unavailable');
  });

  it('claimRafflePromotion: once per member; a second claim is refused', async () => {
    await loginAs(DEMO_ACCOUNTS.player);
    await expect(claimRafflePromotion(105)).resolves.toMatchObject({ status: 'claimed', ticketNo: expect.any(String) });
    expect(await rejection(claimRafflePromotion(105))).toMatchObject({ errorCode: 'promotion.already.claimed', messageKey: 'err_already_claimed' });
    expect((await rejection(claimRafflePromotion(101))).messageKey).toBe('err_request_param');
  });
});
