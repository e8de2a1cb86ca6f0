import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { TFunction } from '@/i18n/translator';
import { formatCell } from './format';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/** Whether the player asked for less motion: then the countdown moves by the minute, not by the second. */
function reducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

/** What is left, in words: "1 h 05 min", "24 min 59 s", or (by the minute) "25 min", rounded up so 0 never shows early. */
export function timeLeft(ms: number, bySecond: boolean, t: TFunction): string {
  if (!bySecond || ms >= 60 * MINUTE) {
    const minutes = Math.ceil(ms / MINUTE);
    if (minutes >= 60) return t('countdown_hours_minutes', { hours: Math.floor(minutes / 60), minutes: String(minutes % 60).padStart(2, '0') });
    return t('countdown_minutes', { minutes });
  }
  const seconds = Math.ceil(ms / SECOND);
  return t('countdown_minutes_seconds', { minutes: Math.floor(seconds / 60), seconds: String(seconds % 60).padStart(2, '0') });
}

/**
 * The time left until `deadline` (epoch ms): "24 min 59 s left", by the second, or by the minute when the player
 * prefers reduced motion. A screen reader reads it by the minute with the deadline ("About 25 min left, until
 * 2026-11-29 02:15"), never announced by itself (no live region). At the deadline it says `elapsedText` and calls
 * `onElapsed` once (the table loads its rows again: the platform has decided by then).
 */
export function Countdown({ deadline, elapsedText, onElapsed }: { deadline: number; elapsedText?: string | undefined; onElapsed?: (() => void) | undefined }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  const [bySecond] = useState(() => !reducedMotion());
  const elapsedCalled = useRef(false);
  const elapsed = useRef(onElapsed);
  elapsed.current = onElapsed;
  const left = deadline - now;
  useEffect(() => {
    if (left <= 0) {
      if (!elapsedCalled.current) {
        elapsedCalled.current = true;
        elapsed.current?.();
      }
      return;
    }
    const step = bySecond ? SECOND : MINUTE;
    // The next change of the text: at the next whole second (or minute) left, or the deadline itself.
    const wait = Math.min(left, left % step || step);
    const timer = window.setTimeout(() => setNow(Date.now()), wait);
    return () => window.clearTimeout(timer);
  }, [left, bySecond]);
  const until = formatCell(deadline, 'datetime', { t });
  const iso = new Date(deadline).toISOString();
  if (left <= 0) return <time dateTime={iso} className="countdown countdown--elapsed">{t(elapsedText ?? 'countdown_elapsed')}</time>;
  return (
    <time dateTime={iso} className="countdown" title={until}>
      <span aria-hidden="true">{t('countdown_left', { time: timeLeft(left, bySecond, t) })}</span>
      <span className="visually-hidden">{t('countdown_left_until', { time: timeLeft(left, false, t), until })}</span>
    </time>
  );
}
