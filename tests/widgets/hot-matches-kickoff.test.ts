import { describe, expect, it } from 'vitest';
import { kickoffText } from '@/widgets/hot-matches/hot-matches';

const texts: Record<string, string> = { hot_matches_today: 'Today {{time}}', hot_matches_tomorrow: 'Tomorrow {{time}}' };
const t = (key: string, options: { time: string }) => (texts[key] ?? key).replace('{{time}}', options.time);
const at = (day: number, hour: number, minute: number) => new Date(2026, 10, day, hour, minute).getTime();

describe('a hot match\'s kick-off, as its card says it (spec §2)', () => {
  const now = at(29, 14, 0);

  it('says today and tomorrow with the clock time, from 00:00 to 23:59', () => {
    expect(kickoffText(at(29, 19, 30), now, 'en', t)).toBe('Today 19:30');
    expect(kickoffText(at(29, 9, 3), now, 'en', t)).toBe('Today 09:03');
    // Just after midnight is 00:05, never 24:05 (what `hour12: false` wrote).
    expect(kickoffText(at(30, 0, 5), now, 'en', t)).toBe('Tomorrow 00:05');
    expect(kickoffText(at(30, 23, 59), now, 'en', t)).toBe('Tomorrow 23:59');
  });

  it('says a later day by its date, in the visitor\'s language, and its time after midnight as 00:05', () => {
    expect(kickoffText(at(31, 19, 30), now, 'en', t)).toBe('Dec 1, 19:30');
    expect(kickoffText(at(31, 19, 30), now, 'ty', t)).toBe('Dis 1, 19:30');
    expect(kickoffText(at(32, 0, 5), now, 'en', t)).toBe('Dec 2, 00:05');
  });
});
