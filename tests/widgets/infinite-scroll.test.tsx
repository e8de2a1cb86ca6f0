import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { joinedRows, useInfiniteScroll } from '@/widgets/data-kit/infinite-scroll';

/** spec §9: infinite scroll's throttle (200 ms) and distance (0): what the hook asks of IntersectionObserver, and when it loads. */
type Callback = (entries: { isIntersecting: boolean }[]) => void;
const observers: { callback: Callback; options: IntersectionObserverInit | undefined; disconnected: boolean }[] = [];

class FakeObserver {
  record: (typeof observers)[number];
  constructor(callback: Callback, options?: IntersectionObserverInit) {
    this.record = { callback, options, disconnected: false };
    observers.push(this.record);
  }
  observe() {}
  disconnect() {
    this.record.disconnected = true;
  }
}

function List({ active, rows, onMore }: { active: boolean; rows: number; onMore: () => void }) {
  const sentinel = useInfiniteScroll({ active, rows, throttle: 200, distance: 0, onMore });
  return <div ref={sentinel} />;
}

afterEach(() => {
  observers.length = 0;
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useInfiniteScroll', () => {
  it('loads once the end is in view, at most once per 200 ms, and never while there is no next page', () => {
    vi.useFakeTimers({ now: 10_000 });
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const onMore = vi.fn();
    const view = render(<List active rows={10} onMore={onMore} />);
    const current = () => observers.filter((observer) => !observer.disconnected).at(-1)!;
    expect(current().options?.rootMargin).toBe('0px 0px 0px 0px');
    current().callback([{ isIntersecting: false }]);
    act(() => vi.advanceTimersByTime(500));
    expect(onMore).not.toHaveBeenCalled();
    current().callback([{ isIntersecting: true }]);
    current().callback([{ isIntersecting: true }]);
    act(() => vi.advanceTimersByTime(0));
    expect(onMore).toHaveBeenCalledTimes(1);
    // The page arrived (20 rows) and the end is still in view: the next load waits out the 200 ms.
    view.rerender(<List active rows={20} onMore={onMore} />);
    current().callback([{ isIntersecting: true }]);
    act(() => vi.advanceTimersByTime(199));
    expect(onMore).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(1));
    expect(onMore).toHaveBeenCalledTimes(2);
    // The last page: nothing is watched any more.
    view.rerender(<List active={false} rows={30} onMore={onMore} />);
    expect(observers.every((observer) => observer.disconnected)).toBe(true);
  });
});

describe('joinedRows: the next page joins the rows shown', () => {
  const row = (transactionId: string | null, amount = 1) => ({ transactionId, amount });

  it('below them, in its order', () => {
    expect(joinedRows([row('T1'), row('T2')], [row('T3'), row('T4')], 'transactionId').map((entry) => entry.transactionId)).toEqual(['T1', 'T2', 'T3', 'T4']);
  });

  it('without the row a new one pushed onto it: a transaction that arrived meanwhile shifts the pages by one', () => {
    // Page 1 was T10..T1; T11 arrived, so page 2 starts with T1 again.
    const shown = Array.from({ length: 10 }, (_, index) => row(`T${10 - index}`));
    const next = [row('T1'), row('T0'), row('T-1')];
    const joined = joinedRows(shown, next, 'transactionId');
    expect(joined.map((entry) => entry.transactionId)).toEqual([...shown.map((entry) => entry.transactionId), 'T0', 'T-1']);
  });

  it('leaves every row when there is no key to know them by, or a row has none', () => {
    expect(joinedRows([row('T1')], [row('T1')], undefined)).toHaveLength(2);
    expect(joinedRows([row(null)], [row(null)], 'transactionId')).toHaveLength(2);
  });
});
