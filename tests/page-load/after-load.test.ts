import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterLoadWhenIdle, afterPageSettled, SETTLED_AT_THE_LATEST_MS, SETTLED_QUIET_MS } from '@/page-load/after-load';

/** A Resource Timing observer the test drives: `finished()` is a file (a picture, a data answer) done loading. */
function resourceObserver() {
  const observers = new Set<() => void>();
  class FakeObserver {
    static supportedEntryTypes = ['resource', 'mark'];
    private readonly callback: () => void;
    constructor(callback: () => void) {
      this.callback = callback;
    }
    observe(): void {
      observers.add(this.callback);
    }
    disconnect(): void {
      observers.delete(this.callback);
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return {
    finished: () => {
      for (const callback of [...observers]) callback();
    },
    watching: () => observers.size,
  };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the work that waits until the page has settled (after-load.ts)', () => {
  it('starts only once no file has finished loading for a second, however late the page’s pictures come', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.stubGlobal('requestIdleCallback', (run: () => void) => setTimeout(run, 0));
    const files = resourceObserver();
    const start = vi.fn();
    afterPageSettled(start, 2_000, 500);
    // The data answer, then the lobby's pictures, each within the quiet window of the one before.
    for (let burst = 0; burst < 5; burst += 1) {
      vi.advanceTimersByTime(SETTLED_QUIET_MS - 100);
      files.finished();
    }
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(SETTLED_QUIET_MS + 1);
    expect(start).toHaveBeenCalledTimes(1);
    expect(files.watching()).toBe(0);
    // Files loading later (a picture scrolled into view) start nothing again.
    files.finished();
    vi.advanceTimersByTime(SETTLED_AT_THE_LATEST_MS);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at the latest some seconds after the load on a page that never stops loading', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    vi.stubGlobal('requestIdleCallback', (run: () => void) => setTimeout(run, 0));
    const files = resourceObserver();
    const start = vi.fn();
    afterPageSettled(start, 2_000, 500);
    const polling = setInterval(() => files.finished(), SETTLED_QUIET_MS / 2);
    vi.advanceTimersByTime(SETTLED_AT_THE_LATEST_MS - 10);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(20);
    expect(start).toHaveBeenCalledTimes(1);
    clearInterval(polling);
  });

  it('waits only for the load where the browser cannot observe its files', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.stubGlobal('PerformanceObserver', undefined);
    vi.stubGlobal('requestIdleCallback', undefined);
    const start = vi.fn();
    afterPageSettled(start, 2_000, 500);
    vi.advanceTimersByTime(499);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('the analytics\' moment waits for the load and an idle moment only, not for the files to stop', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.stubGlobal('requestIdleCallback', (run: () => void) => setTimeout(run, 0));
    const files = resourceObserver();
    const start = vi.fn();
    afterLoadWhenIdle(start, 2_000, 500);
    files.finished();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
    expect(files.watching()).toBe(0);
  });
});
