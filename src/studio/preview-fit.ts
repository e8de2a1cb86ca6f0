/**
 * "Fit to width" in the studio's preview: the site drawn as large as its column allows, but never so small that its
 * text cannot be read (a 1440 px page in a 560 px column would be drawn at 39 %, its 14 px text at 5 px). Below that
 * scale the column scrolls, and the entry being edited is scrolled into view.
 */

/** The smallest scale "Fit to width" draws at: the site's 14 px body text reads at 10.5 px, its 12 px small print at 9. */
export const LEGIBLE_SCALE = 0.75;

/** The scale that fits a frame `width` px wide in `available` px: at most 1 (never enlarged), at least legible. */
export function fitScale(available: number, width: number): number {
  if (!(available > 0) || !(width > 0)) return 1;
  return Math.max(LEGIBLE_SCALE, Math.min(1, available / width));
}

/**
 * Where a scroller (its position `scroll` and visible `size`) should scroll so that a span (`start`, `size` in the
 * scroller's content) shows: unchanged when it already shows whole, else the span centred (its start, when it is
 * larger than the view). Never below 0 nor past `total`, the content's size.
 */
export function scrollToShow(view: { scroll: number; size: number }, span: { start: number; size: number }, total: number): number {
  const max = Math.max(0, total - view.size);
  const clamp = (value: number) => Math.min(max, Math.max(0, value));
  if (span.start >= view.scroll && span.start + span.size <= view.scroll + view.size) return clamp(view.scroll);
  const wanted = span.size >= view.size ? span.start : span.start - (view.size - span.size) / 2;
  return clamp(Math.round(wanted));
}
