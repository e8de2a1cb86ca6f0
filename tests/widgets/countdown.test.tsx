import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { TranslationProvider } from '@/i18n/use-translation';
import { Countdown } from '@/widgets/data-kit/countdown';
import { memberI18n } from '../fixtures/data-widgets';

/**
 * spec §4/§9: a paid withdrawal counts as received after the platform's minutes; the player sees the time left.
 * It ticks by the second (by the minute with prefers-reduced-motion), a screen reader reads it by the minute with
 * the deadline and nothing is announced by itself, and at the deadline the table is told once.
 */
const START = new Date('2026-11-29T02:00:00Z').getTime();

function prefersReducedMotion(reduce: boolean): void {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query.includes('reduce'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
}

function show(deadline: number, onElapsed = vi.fn()) {
  render(
    <TranslationProvider i18n={memberI18n()}>
      <Countdown deadline={deadline} elapsedText="withdraw_auto_received_now" onElapsed={onElapsed} />
    </TranslationProvider>,
  );
  return onElapsed;
}

/** Time passes a second at a time (each step lets React schedule the countdown's next timer). */
function pass(ms: number): void {
  for (let done = 0; done < ms; done += 1000) act(() => vi.advanceTimersByTime(1000));
}

const visibleText = () => document.querySelector('.countdown [aria-hidden="true"]')?.textContent;
const spokenText = () => document.querySelector('.countdown .visually-hidden')?.textContent;

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Countdown (a paid withdrawal\'s automatic receipt)', () => {
  it('ticks by the second; a screen reader gets the minutes and the deadline, in no live region', () => {
    vi.useFakeTimers({ now: START });
    prefersReducedMotion(false);
    show(START + 25 * 60_000);
    expect(visibleText()).toBe('25 min 00 s left');
    pass(1000);
    expect(visibleText()).toBe('24 min 59 s left');
    expect(spokenText()).toMatch(/^About 25 min left, until \d{4}-\d\d-\d\d \d\d:\d\d$/);
    pass(59_000);
    expect(visibleText()).toBe('24 min 00 s left');
    expect(spokenText()).toMatch(/^About 24 min left/);
    expect(document.querySelector('[aria-live], [role="status"], [role="alert"], [role="timer"]')).toBeNull();
    expect(screen.getByText('24 min 00 s left').closest('time')?.getAttribute('datetime')).toBe(new Date(START + 25 * 60_000).toISOString());
  });

  it('with prefers-reduced-motion it moves by the minute only', () => {
    vi.useFakeTimers({ now: START });
    prefersReducedMotion(true);
    show(START + 90 * 60_000);
    expect(visibleText()).toBe('1 h 30 min left');
    pass(30_000);
    expect(visibleText()).toBe('1 h 30 min left');
    pass(30_000);
    expect(visibleText()).toBe('1 h 29 min left');
  });

  it('at the deadline it says the withdrawal counts as received and tells the table once', () => {
    vi.useFakeTimers({ now: START });
    prefersReducedMotion(false);
    const onElapsed = show(START + 2000);
    expect(onElapsed).not.toHaveBeenCalled();
    pass(2000);
    expect(screen.getByText('Counts as received now')).toBeTruthy();
    pass(5000);
    expect(onElapsed).toHaveBeenCalledTimes(1);
  });
});
