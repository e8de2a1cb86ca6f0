/** spec §9 pagination defaults. */
export const PAGE_RANGE = 3;
export const MARGIN_PAGES = 1;

export type PageItem = { kind: 'page'; page: number } | { kind: 'gap'; key: string };

/**
 * The page buttons to show: `margin` pages at each end, `range` pages around the current one,
 * and a gap wherever pages are skipped (a single skipped page is shown instead of a gap).
 */
export function pageItems(current: number, total: number, range = PAGE_RANGE, margin = MARGIN_PAGES): PageItem[] {
  if (total < 1) return [];
  const pages = new Set<number>();
  for (let page = 1; page <= Math.min(margin, total); page++) pages.add(page);
  for (let page = Math.max(1, total - margin + 1); page <= total; page++) pages.add(page);
  const clamped = Math.min(Math.max(1, current), total);
  let start = Math.max(1, clamped - Math.floor(range / 2));
  const end = Math.min(total, start + range - 1);
  start = Math.max(1, end - range + 1);
  for (let page = start; page <= end; page++) pages.add(page);
  const sorted = [...pages].sort((a, b) => a - b);
  const items: PageItem[] = [];
  let previous = 0;
  for (const page of sorted) {
    if (page - previous === 2) items.push({ kind: 'page', page: page - 1 });
    else if (page - previous > 2) items.push({ kind: 'gap', key: `gap-${previous}` });
    items.push({ kind: 'page', page });
    previous = page;
  }
  return items;
}
