import { describe, expect, it } from 'vitest';
import { BASE, call, usePlatform } from './support/platform-client';

interface RewardList {
  goods: { goodsId: number; name: string; imageUrl: string }[];
}

/** The point mall's pictures (issue 26, demo content a player could believe): the product, not the name's initials. */
describe('embedded platform: point-mall reward pictures', () => {
  usePlatform();

  it('each reward’s picture is a 16:9 drawing of the product; a bonus voucher shows its amount', async () => {
    const list = (await call('/wps/points/reward')).body.value as RewardList;
    expect(list.goods.length).toBeGreaterThanOrEqual(5);
    for (const goods of list.goods) {
      const response = await fetch(`${BASE}/platform-assets/cdn-a${goods.imageUrl}`);
      expect(response.headers.get('content-type')).toContain('image/svg+xml');
      const svg = await response.text();
      // The card's picture box is 320×180: a square tile would be cropped to its middle.
      expect(svg, goods.name).toContain('viewBox="0 0 320 180"');
      expect(svg).toContain(`aria-label="${goods.name}"`);
      const amount = /^P(\d+) bonus credit$/.exec(goods.name)?.[1];
      if (amount) expect(svg).toContain(`>P${amount}</text>`);
    }
  });
});
