import { describe, expect, it } from 'vitest';
import { BASE, call, usePlatform } from './support/platform-client';

type PromotionList = { promotionId: number; title: string; bannerUrl: string }[];

/** Georgia bold, as the art sizes it: about 0.56 em per character. */
const widthOf = (text: string, size: number) => 0.56 * size * text.length;

/**
 * A promotion's picture is also its card's (issue 26: headlines never clipped): the card is 16:9 and shows the middle
 * of the 1200×400 picture (`object-fit: cover`), about 711 px of it. The headline stays inside the middle 640 px.
 */
describe('embedded platform: promotion pictures', () => {
  usePlatform();

  it.each(['en', 'ty'])('in %s, every headline is centred, fits the middle of the picture and reads in full', async (language) => {
    const promotions = (await call('/wps/promotion/list', { headers: { Language: language.toUpperCase() } })).body.value as PromotionList;
    expect(promotions.length).toBeGreaterThan(5);
    for (const promotion of promotions) {
      const svg = await (await fetch(`${BASE}/platform-assets/cdn-a${promotion.bannerUrl}`)).text();
      const lines = [...svg.matchAll(/<text x="(\d+)"[^>]*text-anchor="middle" font-family="Georgia, serif" font-size="(\d+)"[^>]*>([^<]*)<\/text>/g)];
      expect(lines.length, promotion.title).toBeGreaterThan(0);
      expect(lines.map((line) => line[3]).join(' ')).toBe(promotion.title.replace(/&/g, '&#38;'));
      for (const [, x, size, text] of lines) {
        expect(x).toBe('600');
        expect(Number(size), text).toBeGreaterThanOrEqual(32);
        expect(widthOf(text ?? '', Number(size)), text).toBeLessThanOrEqual(640);
      }
    }
  });

  it('no picture states a minimum age: the same picture shows on every merchant, and luckystar asks 21 where croupier asks 18', async () => {
    const ages = new Set<number>();
    for (const merchantHost of ['croupier', 'luckystar']) {
      const promotions = (await call('/wps/promotion/list', { headers: { Merchant: merchantHost } })).body.value as PromotionList;
      const promotion = promotions[0];
      if (!promotion) throw new Error('no promotion');
      const detail = (await call(`/wps/promotion/detail?promotionId=${promotion.promotionId}`, { headers: { Merchant: merchantHost } })).body.value as { ageLimit: number };
      ages.add(detail.ageLimit);
      const svg = await (await fetch(`${BASE}/platform-assets/cdn-a${promotion.bannerUrl}`)).text();
      expect(svg).toContain('Play responsibly');
      expect(svg).not.toMatch(/\b(18|21)\+/);
    }
    expect([...ages].sort()).toEqual([18, 21]);
  });
});
