import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from '@/renderer/after-paint';

const FRAME_MS = 16;

describe('afterNextPaint: work that must not go out before the frame on its way to the screen', () => {
  afterEach(() => vi.useRealTimers());

  it('runs the task after the frame that follows the one being prepared, never inside the caller or those frames', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'] });
    const order: string[] = [];
    afterNextPaint(() => order.push('task'));
    requestAnimationFrame(() => {
      order.push('frame 1');
      requestAnimationFrame(() => order.push('frame 2'));
    });
    expect(order).toEqual([]);
    vi.advanceTimersByTime(FRAME_MS);
    expect(order).toEqual(['frame 1']);
    vi.advanceTimersByTime(FRAME_MS);
    expect(order).toEqual(['frame 1', 'frame 2']);
    vi.runOnlyPendingTimers();
    expect(order).toEqual(['frame 1', 'frame 2', 'task']);
  });

  it('does nothing once cancelled: before the first frame, between the frames, or between the second frame and the task', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'] });
    const task = vi.fn();
    afterNextPaint(task)();
    const cancelBetweenFrames = afterNextPaint(task);
    const cancelBeforeTask = afterNextPaint(task);
    vi.advanceTimersByTime(FRAME_MS);
    cancelBetweenFrames();
    vi.advanceTimersByTime(FRAME_MS);
    cancelBeforeTask();
    vi.runAllTimers();
    expect(task).not.toHaveBeenCalled();
  });
});
