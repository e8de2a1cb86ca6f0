import { describe, expect, it } from 'vitest';
import {
  ABOUT_ANCHORS,
  claimRedEnvelope,
  getBalance,
  getDownloadLinks,
  getFeedbackSettings,
  getHelpCenter,
  getPointsBalance,
  getRedEnvelope,
  getRedeemList,
  getRedeemPage,
  getTransactionDetails,
  redeemGoods,
  REDEEM_STATUSES,
  sendFeedback,
} from '@/api';
import { DEMO_ACCOUNTS } from '../../../embedded-platform/platform';
import { loginAs, rejection, selectScenario, withEmbeddedPlatform } from './use-platform';

const START = Date.UTC(2025, 8, 15, 9, 30);
const { platform } = withEmbeddedPlatform({ now: () => START });

async function mainOf(): Promise<number> {
  return (await getBalance()).balance.find((wallet) => wallet.accountTypeId === 1)?.availBalance ?? 0;
}

describe('download page (spec §2 /down)', () => {
  it('getDownloadLinks: iOS, lite and Android with versions; each URL opens a stand-in page naming the version', async () => {
    const links = await getDownloadLinks();
    for (const app of ['ios', 'lite', 'android'] as const) {
      const link = links[app];
      expect(link.url).toMatch(new RegExp(`^/platform-assets/download/${app}$`));
      expect(link.version).toMatch(/^\d+\.\d+\.\d+$/);
      const page = await fetch(`http://localhost${link.url}`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toContain('text/html');
      expect(await page.text()).toContain(link.version);
    }
    expect((await fetch('http://localhost/platform-assets/download/windows')).status).toBe(404);
  });

  it('the side-bar download resources point at the same pages', async () => {
    const links = await getDownloadLinks();
    const { PLATFORM_RESOURCES } = await import('../../../embedded-platform/platform/resources');
    expect(PLATFORM_RESOURCES.find((resource) => resource.resourceType === 'APP_DOWNLOAD_IOS')?.qrCodeUrl).toBe(links.ios.url);
    expect(PLATFORM_RESOURCES.find((resource) => resource.resourceType === 'APP_DOWNLOAD_ANDROID')?.url).toBe(links.android.url);
  });
});

describe('feedback (spec §5 content range)', () => {
  it('getFeedbackSettings: 10–500 characters and the types; open to visitors', async () => {
    await expect(getFeedbackSettings()).resolves.toEqual({ minLength: 10, maxLength: 500, types: ['suggestion', 'complaint', 'other'] });
  });

  it('sendFeedback: the range bounds are accepted, outside refused on content; an unknown type refused on type', async () => {
    const { minLength, maxLength, types } = await getFeedbackSettings();
    const [type] = types;
    if (type === undefined) throw new Error('the platform lists no feedback type');
    await loginAs(DEMO_ACCOUNTS.player);
    await expect(sendFeedback({ content: 'x'.repeat(minLength), type })).resolves.toMatchObject({ feedbackId: expect.any(String) });
    await expect(sendFeedback({ content: 'y'.repeat(maxLength) })).resolves.toMatchObject({ feedbackId: expect.any(String) });
    expect(await rejection(sendFeedback({ content: 'x'.repeat(minLength - 1) }))).toMatchObject({ errorCode: 'request_param_err', value: { field: 'content' } });
    expect(await rejection(sendFeedback({ content: 'x'.repeat(maxLength + 1) }))).toMatchObject({ errorCode: 'request_param_err', value: { field: 'content' } });
    expect(await rejection(sendFeedback({ content: 'A perfectly fine message.', type: 'praise' }))).toMatchObject({ errorCode: 'request_param_err', value: { field: 'type' } });
    expect(platform.feedback.map((entry) => entry.type)).toEqual(['suggestion', 'other']);
  });
});

describe('red envelope', () => {
  it('player01 has one available: claimed once into the main wallet with a BONUS row, then promotion.already.claimed', async () => {
    expect((await rejection(getRedEnvelope())).messageKey).toBe('err_not_logged_in');
    await loginAs(DEMO_ACCOUNTS.player);
    const envelope = await getRedEnvelope();
    expect(envelope).toMatchObject({ envelopeId: expect.any(String), title: expect.any(String), status: 'available' });
    expect(envelope.amount).toBeUndefined();
    const before = await mainOf();
    const claimed = await claimRedEnvelope({ envelopeId: envelope.envelopeId });
    expect(claimed).toEqual({ amount: expect.any(Number), status: 'claimed' });
    expect(claimed.amount).toBeGreaterThan(0);
    expect(await mainOf()).toBeCloseTo(before + claimed.amount);
    expect((await getTransactionDetails()).list[0]).toMatchObject({ type: 'BONUS', amount: claimed.amount });
    await expect(getRedEnvelope()).resolves.toEqual({ envelopeId: envelope.envelopeId, title: envelope.title, amount: claimed.amount, status: 'claimed' });
    expect(await rejection(claimRedEnvelope({ envelopeId: envelope.envelopeId }))).toMatchObject({ errorCode: 'promotion.already.claimed', messageKey: 'err_already_claimed' });
    expect(await mainOf()).toBeCloseTo(before + claimed.amount);
  });

  it('another id is refused on envelopeId; members without one read none; trial accounts refused', async () => {
    await loginAs(DEMO_ACCOUNTS.player);
    expect(await rejection(claimRedEnvelope({ envelopeId: 'RE-nope' }))).toMatchObject({ errorCode: 'request_param_err', value: { field: 'envelopeId' } });
    await loginAs(DEMO_ACCOUNTS.agent);
    await expect(getRedEnvelope()).resolves.toEqual({ envelopeId: '', title: '', amount: undefined, status: 'none' });
    expect((await rejection(claimRedEnvelope({ envelopeId: '' }))).value).toEqual({ field: 'envelopeId' });
    await loginAs(DEMO_ACCOUNTS.vipPlayer);
    expect((await getRedEnvelope()).status).toBe('claimed');
    await loginAs(DEMO_ACCOUNTS.trial);
    expect((await rejection(getRedEnvelope())).messageKey).toBe('err_need_real_account');
  });
});

describe('point mall (spec §2 /pointMall, §4 redeem statuses)', () => {
  it('player01: at least 12 redemptions in every status, newest first, paged', async () => {
    await loginAs(DEMO_ACCOUNTS.player);
    const first = await getRedeemPage();
    expect(first.totalCount).toBeGreaterThanOrEqual(12);
    expect(first.list).toHaveLength(10);
    expect(first.totalPages).toBe(Math.ceil(first.totalCount / 10));
    const second = await getRedeemPage({ pageNo: 2 });
    expect(second.list).toHaveLength(first.totalCount - 10);
    const all = await getRedeemList();
    expect(all).toHaveLength(first.totalCount);
    expect(new Set(all.map((row) => row.status))).toEqual(new Set(REDEEM_STATUSES));
    expect(all.map((row) => row.time)).toEqual([...all.map((row) => row.time)].sort((a, b) => b - a));
    expect(all.every((row) => row.time < START && row.goodsName !== '' && row.points > 0)).toBe(true);
    expect(new Set(all.map((row) => row.redeemId)).size).toBe(all.length);
  });

  it('redeemGoods: a wrong payment password is refused on paymentPassword and nothing changes; the right one lowers the points and adds an in-process row', async () => {
    await loginAs(DEMO_ACCOUNTS.player);
    const { points } = await getPointsBalance();
    const before = await getRedeemPage();
    expect(await rejection(redeemGoods({ goodsId: 1, paymentPassword: '000000' }))).toMatchObject({ errorCode: 'payment.password.incorrect', messageKey: 'err_payment_password', value: { field: 'paymentPassword' } });
    expect(await rejection(redeemGoods({ goodsId: 1, paymentPassword: 'Passw0rd!' }))).toMatchObject({ errorCode: 'payment.password.incorrect' });
    expect((await getPointsBalance()).points).toBe(points);
    expect((await getRedeemPage()).totalCount).toBe(before.totalCount);
    await expect(redeemGoods({ goodsId: 1, quantity: 2, paymentPassword: '123456' })).resolves.toMatchObject({ points: points - 1000 });
    expect((await getPointsBalance()).points).toBe(points - 1000);
    const after = await getRedeemPage();
    expect(after.totalCount).toBe(before.totalCount + 1);
    expect(after.list[0]).toMatchObject({ goodsId: 1, points: 1000, status: 'in process', time: START });
    expect(Number(after.list[0]?.redeemId)).toBeGreaterThan(Math.max(...before.list.map((row) => Number(row.redeemId))));
  });

  it('redeemGoods: unknown goods, a bad quantity and too few points name their field', async () => {
    await loginAs(DEMO_ACCOUNTS.player);
    expect(await rejection(redeemGoods({ goodsId: 99, paymentPassword: '123456' }))).toMatchObject({ errorCode: 'request_param_err', value: { field: 'goodsId' } });
    expect(await rejection(redeemGoods({ goodsId: 1, quantity: 0, paymentPassword: '123456' }))).toMatchObject({ errorCode: 'request_param_err', value: { field: 'quantity' } });
    expect(await rejection(redeemGoods({ goodsId: 4, paymentPassword: '123456' }))).toMatchObject({ errorCode: 'points.insufficient', value: { field: 'quantity' } });
  });
});

describe('help centre (spec §2 /help, footer About list)', () => {
  it('the seven About sections in the footer order, with their anchors and a few paragraphs each', async () => {
    const categories = await getHelpCenter();
    const about = categories.filter((category) => category.group === 'about');
    expect(about).toHaveLength(1);
    const articles = about[0]?.articles ?? [];
    expect(articles.map((article) => article.anchor)).toEqual([...ABOUT_ANCHORS]);
    expect(articles.map((article) => article.title)).toEqual(['About Company', 'Contact Us', 'General Terms and Conditions', 'Responsible Gaming', 'Privacy Policy', 'Affiliates', 'Refund Policy']);
    for (const article of articles) expect((article.content.match(/<p>/g) ?? []).length, article.anchor).toBeGreaterThanOrEqual(2);
  });

  it('every category and article has a unique anchor; still served under maintenance', async () => {
    const categories = await getHelpCenter();
    const anchors = categories.flatMap((category) => [category.anchor, ...category.articles.map((article) => article.anchor)]);
    expect(anchors.every((anchor) => /^[a-z][a-z0-9-]*$/.test(anchor))).toBe(true);
    expect(new Set(anchors).size).toBe(anchors.length);
    expect(categories.filter((category) => category.group === 'help').length).toBeGreaterThan(0);
    selectScenario('maintenance');
    await expect(getHelpCenter()).resolves.toHaveLength(categories.length);
  });
});
