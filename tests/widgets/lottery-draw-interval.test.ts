import { describe, expect, it } from 'vitest';
import { createI18n } from '@/i18n/i18n';
import { drawIntervalText } from '@/widgets/lottery-lobby/draw-interval';

const say = (language: string, minutes: number) => {
  const { key, count } = drawIntervalText(minutes);
  return createI18n(language).t(key, { count });
};

describe('a lottery card says how often it draws in the unit a player reads', () => {
  it.each([
    [1, 'A draw every minute', 'May bola bawat minuto'],
    [5, 'A draw every 5 minutes', 'May bola bawat 5 minuto'],
    [90, 'A draw every 90 minutes', 'May bola bawat 90 minuto'],
    [60, 'A draw every hour', 'May bola bawat oras'],
    [180, 'A draw every 3 hours', 'May bola bawat 3 oras'],
    [1440, 'A draw every day', 'May bola araw-araw'],
    [10080, 'A draw every 7 days', 'May bola bawat 7 araw'],
  ])('%i minutes: "%s", in TY "%s"', (minutes, en, ty) => {
    expect(say('en', minutes)).toBe(en);
    expect(say('ty', minutes)).toBe(ty);
  });
});
