import { useEffect, useRef, type RefObject } from 'react';
import type { Row } from '@/renderer/data/data-types';

interface InfiniteScrollOptions {
  /** Whether there is a next page to ask for now (not while one loads). */
  active: boolean;
  /** How many rows show: a new count observes again, so a short page that leaves the end in view asks for the next. */
  rows: number;
  /** The least time between two loads, ms (spec §9: 200). */
  throttle: number;
  /** How close to the end the next page starts, px (spec §9: 0). */
  distance: number;
  onMore: () => void;
}

/**
 * spec §9 infinite scroll: calls `onMore` when the returned element (put after the list) comes into view, at most
 * once per `throttle` ms. The element is watched in the viewport, so it works in a scrolling panel (the centres) too.
 */
export function useInfiniteScroll({ active, rows, throttle, distance, onMore }: InfiniteScrollOptions): RefObject<HTMLDivElement | null> {
  const sentinel = useRef<HTMLDivElement | null>(null);
  const last = useRef(0);
  const more = useRef(onMore);
  useEffect(() => {
    more.current = onMore;
  });
  useEffect(() => {
    const element = sentinel.current;
    if (!active || !element || typeof IntersectionObserver === 'undefined') return;
    let timer: number | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting) || timer !== undefined) return;
        const wait = Math.max(0, last.current + throttle - Date.now());
        timer = window.setTimeout(() => {
          last.current = Date.now();
          more.current();
        }, wait);
      },
      { rootMargin: `0px 0px ${distance}px 0px` },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      if (timer !== undefined) window.clearTimeout(timer);
    };
  }, [active, rows, throttle, distance]);
  return sentinel;
}

/**
 * The rows shown once the next page joins those already shown, without showing a row twice. The platform pages by
 * position: a row that arrives on its first page meanwhile (a bet settled, a deposit credited while the player scrolls)
 * pushes the next page down by one, whose first row is then the last one already shown. Rows are known by `rowKey`;
 * without one (or a row without a value) nothing is left out.
 */
export function joinedRows(shown: readonly Row[], next: readonly Row[], rowKey: string | undefined): Row[] {
  const seen = new Set(shown.map((row) => rowKeyOf(row, rowKey)).filter((key) => key !== undefined));
  return [...shown, ...next.filter((row) => {
    const key = rowKeyOf(row, rowKey);
    return key === undefined || !seen.has(key);
  })];
}

/** A row's `rowKey` value as text, or `undefined` when there is no key or the row has no value for it. */
export function rowKeyOf(row: Row, rowKey: string | undefined): string | undefined {
  const value = rowKey ? row[rowKey] : undefined;
  return value === undefined || value === null ? undefined : String(value);
}
