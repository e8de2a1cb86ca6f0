import { describe, expect, it } from 'vitest';
import { getAnnouncements, noticesOfType, NOTICE_TYPES } from '@/api';
import { loginAs, selectScenario, withEmbeddedPlatform } from './use-platform';
import { DEMO_ACCOUNTS } from '../../../embedded-platform/platform';

withEmbeddedPlatform();

const HOSTILE = '<p>Maintenance notice</p><script>window.__pwned=1</script><img src="x" onerror="window.__pwned=2"><svg onload="window.__pwned=3"></svg><a href="javascript:window.__pwned=4">click</a><iframe src="https://evil.example/frame"></iframe><p><a href="https://croupier.example/terms">Terms</a></p>';

describe('notices for the content screens (spec §3, §9)', () => {
  it('every type in its own group, each notice typed', async () => {
    const all = await getAnnouncements(NOTICE_TYPES);
    for (const type of NOTICE_TYPES) {
      const notices = noticesOfType(all, type);
      expect(notices.length, type).toBeGreaterThan(0);
      expect(notices.every((notice) => notice.type === type), type).toBe(true);
      expect(notices.every((notice) => notice.title !== '' && typeof notice.startTime === 'number' && typeof notice.sort === 'number'), type).toBe(true);
    }
  });

  it('B: at least 20 (3 pages of 9), newest first, nothing hostile; the default type', async () => {
    const general = (await getAnnouncements()).notices;
    expect(general.length).toBeGreaterThanOrEqual(20);
    expect(Math.ceil(general.length / 9)).toBe(3);
    expect(general.some((notice) => /security test/i.test(notice.title) || /<script|onerror|javascript:|<iframe/i.test(notice.content))).toBe(false);
    expect(new Set(general.map((notice) => notice.id)).size).toBe(general.length);
  });

  it('hostileContent: the sanitiser’s hostile notice tops the list; the rest is the default list', async () => {
    const normal = (await getAnnouncements()).notices;
    selectScenario('hostileContent');
    const general = (await getAnnouncements()).notices;
    expect(general[0]?.title).toBe('Scheduled maintenance (security test)');
    expect(general[0]?.content).toBe(HOSTILE);
    expect(general.slice(1).map((notice) => notice.title)).toEqual(normal.map((notice) => notice.title));
  });

  it('H: at least 3 banners with art under /banners/ that the platform serves; PU: one popup', async () => {
    const { banners, popup, notices } = await getAnnouncements(['H', 'PU']);
    expect(notices).toEqual([]);
    expect(banners.length).toBeGreaterThanOrEqual(3);
    expect(popup).toHaveLength(1);
    for (const notice of [...banners, ...popup]) {
      expect(notice.imageUrl).toMatch(/^\/banners\/[a-z0-9-]+\.svg$/);
      const art = await fetch(`http://localhost/platform-assets/cdn-a${notice.imageUrl ?? ''}`);
      expect(art.status).toBe(200);
      expect(art.headers.get('content-type')).toContain('image/svg+xml');
      expect(await art.text()).toContain(notice.title.replace(/&/g, '&#38;'));
    }
    expect(banners.every((banner) => banner.linkUrl?.startsWith('/'))).toBe(true);
  });

  it('PL: at least 4 short one-line player notices for the marquee', async () => {
    const { player } = await getAnnouncements(['PL']);
    expect(player.length).toBeGreaterThanOrEqual(4);
    for (const notice of player) {
      expect(notice.title.length).toBeLessThanOrEqual(80);
      expect(notice.title).not.toMatch(/[<\n]/);
    }
  });

  it('PR: the promotions, each pointing at its promotion and its banner; the same for members', async () => {
    const { promotion } = await getAnnouncements(['PR']);
    expect(promotion.length).toBeGreaterThanOrEqual(6);
    expect(promotion.every((notice) => typeof notice.promotionId === 'number' && notice.imageUrl?.startsWith('/banners/promo-'))).toBe(true);
    await loginAs(DEMO_ACCOUNTS.player);
    expect((await getAnnouncements(['PR'])).promotion).toEqual(promotion);
  });
});
