import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from '@/renderer/after-paint';

describe('afterNextPaint: work that must not go out before the frame on its way to the screen', () => {
  afterEach(() => vi.useRealTimers());

  it('runs the task a task after the next animation frame, never inside the caller or the frame itself', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'] });
    const order: string[] = [];
    afterNextPaint(() => order.push('task'));
    requestAnimationFrame(() => order.push('frame'));
    expect(order).toEqual([]);
    // The frame (16 ms on the fake clock) runs the callbacks; the task waits for the one after it.
    vi.advanceTimersByTime(16);
    expect(order).toEqual(['frame']);
    vi.runOnlyPendingTimers();
    expect(order).toEqual(['frame', 'task']);
  });

  it('does nothing once cancelled, before the frame or between the frame and the task', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'] });
    const task = vi.fn();
    afterNextPaint(task)();
    const cancelLater = afterNextPaint(task);
    vi.advanceTimersByTime(16);
    cancelLater();
    vi.runAllTimers();
    expect(task).not.toHaveBeenCalled();
  });
});
