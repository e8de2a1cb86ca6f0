import { describe, expect, it } from 'vitest';
import { visibleGameCount, visibleGames } from '@/widgets/game-kit/visible-games';
import { pageItems } from '@/widgets/game-kit/page-range';
import { cachedImageCount, isImageCached, preloadMargin, rememberImage } from '@/widgets/game-kit/image-cache';

const page = Array.from({ length: 24 }, (_, i) => `game-${i + 1}`);

describe('games shown per page (spec §9)', () => {
  it('shows 21 of the 24 requested on first view and 18 after a page change', () => {
    expect(visibleGameCount(false)).toBe(21);
    expect(visibleGameCount(true)).toBe(18);
    expect(visibleGames(page, false)).toEqual(page.slice(0, 21));
    expect(visibleGames(page, true)).toEqual(page.slice(0, 18));
  });

  it('a short last page shows what there is', () => {
    expect(visibleGames(page.slice(0, 5), true)).toHaveLength(5);
  });
});

describe('pagination (spec §9: page range 3, margin pages 1)', () => {
  const labels = (current: number, total: number) => pageItems(current, total).map((item) => (item.kind === 'gap' ? '…' : item.page));

  it('keeps the first and last page and three around the current one', () => {
    expect(labels(5, 10)).toEqual([1, '…', 4, 5, 6, '…', 10]);
    expect(labels(1, 10)).toEqual([1, 2, 3, '…', 10]);
    expect(labels(10, 10)).toEqual([1, '…', 8, 9, 10]);
  });

  it('shows a single skipped page instead of a gap, and every page when few', () => {
    expect(labels(4, 10)).toEqual([1, 2, 3, 4, 5, '…', 10]);
    expect(labels(2, 3)).toEqual([1, 2, 3]);
    expect(labels(1, 0)).toEqual([]);
  });
});

describe('lazy image cache (spec §9: 200 images, preload 1.3)', () => {
  it('keeps the 200 most recent images', () => {
    for (let i = 0; i < 210; i++) rememberImage(`/img/${i}.svg`);
    expect(cachedImageCount()).toBe(200);
    expect(isImageCached('/img/0.svg')).toBe(false);
    expect(isImageCached('/img/209.svg')).toBe(true);
  });

  it('starts loading 30% of a screen ahead', () => {
    expect(preloadMargin()).toBe('30% 0px');
  });
});
