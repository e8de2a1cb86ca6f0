import { describe, expect, it } from 'vitest';
import { ACTIVITY_STATUSES, applyActivity, claimRafflePromotion, configureApi, getActivities, getPromotion, getPromotions, getVipLevels, getVipProgress, PROMOTION_CATEGORIES } from '@/api';
import { DEMO_ACCOUNTS } from '../../../embedded-platform/platform';
import { loginAs, rejection, selectScenario, withEmbeddedPlatform } from './use-platform';

const START = Date.UTC(2025, 8, 15, 9, 30);
const { platform } = withEmbeddedPlatform({ now: () => START });

describe('promotions (spec §2 /promotions, /promoDetail)', () => {
  it('getPromotions: at least 6 over every category, each linked to an activity; no status for visitors', async () => {
    const promotions = await getPromotions();
    expect(promotions.length).toBeGreaterThanOrEqual(6);
    expect(new Set(promotions.map((promotion) => promotion.category))).toEqual(new Set(PROMOTION_CATEGORIES));
    expect(new Set(promotions.map((promotion) => promotion.promotionId)).size).toBe(promotions.length);
    for (const promotion of promotions) {
      expect(promotion.bannerUrl).toMatch(/^\/banners\/promo-\d+\.svg$/);
      expect(promotion.summary).not.toBe('');
      expect(promotion.activityId).toEqual(expect.any(Number));
      expect(promotion.endTime).toBeGreaterThan(promotion.startTime);
      expect(promotion.status).toBeUndefined();
    }
    expect(promotions.filter((promotion) => promotion.isRaffle)).toHaveLength(1);
    const vip = await getPromotions({ category: 'VIP' });
    expect(vip.length).toBeGreaterThan(0);
    expect(vip.every((promotion) => promotion.category === 'VIP')).toBe(true);
  });

  it('promotion banners are served as art', async () => {
    for (const promotion of await getPromotions()) {
      const art = await fetch(`http://localhost/platform-assets/cdn-b${promotion.bannerUrl}`);
      expect(art.headers.get('content-type')).toContain('image/svg+xml');
      expect(await art.text()).toContain(promotion.title.replace(/&/g, '&#38;'));
    }
  });

  it('getPromotion: HTML terms and age 18 for visitors, without status; unknown id refused; closed under maintenance', async () => {
    const detail = await getPromotion(101);
    expect(detail).toMatchObject({ promotionId: 101, category: 'NEW', ageLimit: 18, activityId: expect.any(Number) });
    expect(detail.content).toMatch(/<p>|<li>/);
    expect(detail.status).toBeUndefined();
    expect(await rejection(getPromotion(999))).toMatchObject({ errorCode: 'request_param_err', value: { field: 'promotionId' } });
    selectScenario('maintenance');
    expect((await rejection(getPromotions())).messageKey).toBe('err_unavailable');
  });

  it('getPromotion: age 21 for merchant luckystar', async () => {
    configureApi({ getMerchant: () => 'luckystar' });
    expect((await getPromotion(101)).ageLimit).toBe(21);
    expect((await getPromotion(105)).ageLimit).toBe(21);
  });

  it('for a member: every spec §4 status across the promotions, the same as the activities', async () => {
    await loginAs(DEMO_ACCOUNTS.player);
    const promotions = await getPromotions();
    expect(new Set(promotions.map((promotion) => promotion.status))).toEqual(new Set(ACTIVITY_STATUSES));
    const activities = await getActivities();
    for (const promotion of promotions) {
      const activity = activities.find((candidate) => candidate.activityId === promotion.activityId);
      expect(activity?.status, String(promotion.promotionId)).toBe(promotion.status);
      expect(activity?.promotionId).toBe(promotion.promotionId);
      expect((await getPromotion(promotion.promotionId)).status).toBe(promotion.status);
    }
  });

  it('applying through applyActivity: the promotion detail then reads applying', async () => {
    await loginAs(DEMO_ACCOUNTS.player);
    const open = (await getPromotions()).find((promotion) => promotion.status === 'process');
    if (!open?.activityId) throw new Error('no open promotion');
    const detail = await getPromotion(open.promotionId);
    expect(detail.status).toBe('process');
    await applyActivity({ activityId: open.activityId, ageConfirmed: true, agreeTerms: true, comment: 'From the promotion page' });
    expect((await getPromotion(open.promotionId)).status).toBe('applying');
    expect((await getPromotions()).find((promotion) => promotion.promotionId === open.promotionId)?.status).toBe('applying');
    // Another member is unaffected.
    await loginAs(DEMO_ACCOUNTS.vipPlayer);
    expect((await getPromotion(open.promotionId)).status).toBe('process');
  });

  it('the raffle promotion: claimed with claimRafflePromotion, then reads claimed', async () => {
    await loginAs(DEMO_ACCOUNTS.player);
    const raffle = (await getPromotions()).find((promotion) => promotion.isRaffle);
    if (!raffle) throw new Error('no raffle');
    expect(raffle.status).toBe('issued');
    await claimRafflePromotion(raffle.promotionId);
    expect((await getPromotion(raffle.promotionId)).status).toBe('claimed');
    expect((await getActivities()).find((activity) => activity.activityId === raffle.activityId)?.status).toBe('claimed');
  });

  it('a trial account or a stale token sees the promotion like a visitor', async () => {
    await loginAs(DEMO_ACCOUNTS.trial);
    expect((await getPromotion(101)).status).toBeUndefined();
    sessionStorage.setItem('token', 'stale-token');
    expect((await getPromotions()).every((promotion) => promotion.status === undefined)).toBe(true);
  });
});

describe('VIP (spec §2 /vip)', () => {
  it('getVipLevels: open to visitors, rising requirements and benefits', async () => {
    const levels = await getVipLevels();
    expect(levels.length).toBeGreaterThanOrEqual(5);
    expect(levels.map((level) => level.rankLevel)).toEqual(levels.map((_, index) => index + 1));
    for (const [index, level] of levels.entries()) {
      expect(level.labelName).not.toBe('');
      expect(level.withdrawalsPerDay).toBeGreaterThan(0);
      const previous = levels[index - 1];
      if (!previous) continue;
      expect(level.depositRequired).toBeGreaterThan(previous.depositRequired);
      expect(level.validBetRequired).toBeGreaterThan(previous.validBetRequired);
      expect(level.birthdayGift).toBeGreaterThan(previous.birthdayGift);
      expect(level.rebatePercent).toBeGreaterThan(previous.rebatePercent);
    }
  });

  it('getVipProgress: player01 towards the next level from its deposits and bets', async () => {
    expect((await rejection(getVipProgress())).messageKey).toBe('err_not_logged_in');
    await loginAs(DEMO_ACCOUNTS.player);
    const levels = await getVipLevels();
    const progress = await getVipProgress();
    const member = platform.accounts.find(DEMO_ACCOUNTS.player);
    if (!member) throw new Error('no player01');
    const deposits = member.transactions.filter((row) => row.type === 'DEPOSIT' && row.status === 'success').reduce((sum, row) => sum + row.amount, 0);
    const bets = member.bets.filter((bet) => bet.status === 'SETTLED').reduce((sum, bet) => sum + bet.validBet, 0);
    const next = levels.find((level) => level.rankLevel === member.rankLevel + 1);
    expect(progress).toMatchObject({ rankLevel: member.rankLevel, labelName: levels[member.rankLevel - 1]?.labelName, nextRankLevel: next?.rankLevel, nextLabelName: next?.labelName, depositRequired: next?.depositRequired, validBetRequired: next?.validBetRequired });
    expect(progress.deposit).toBeCloseTo(deposits);
    expect(progress.validBet).toBeCloseTo(bets);
    expect(progress.percent).toBeGreaterThan(0);
    expect(progress.percent).toBeLessThan(100);
    const expected = Math.floor(((Math.min(1, deposits / (next?.depositRequired ?? 1)) + Math.min(1, bets / (next?.validBetRequired ?? 1))) / 2) * 100);
    expect(progress.percent).toBe(expected);
  });

  it('getVipProgress: the top level has no next level; trial accounts refused', async () => {
    const member = platform.accounts.find(DEMO_ACCOUNTS.vipPlayer);
    if (!member) throw new Error('no vip01');
    const top = (await getVipLevels()).at(-1);
    member.rankLevel = top?.rankLevel ?? 7;
    await loginAs(DEMO_ACCOUNTS.vipPlayer);
    const progress = await getVipProgress();
    expect(progress).toMatchObject({ rankLevel: top?.rankLevel, labelName: top?.labelName, percent: 100 });
    expect(progress.nextRankLevel).toBeUndefined();
    expect(progress.nextLabelName).toBeUndefined();
    await loginAs(DEMO_ACCOUNTS.trial);
    expect((await rejection(getVipProgress())).messageKey).toBe('err_need_real_account');
  });
});
