import { describe, expect, it } from 'vitest';
import { normalizeLanguage } from '@/i18n/languages';
import { createI18n } from '@/i18n/i18n';

describe('languages (spec §1)', () => {
  it('supports EN and TY and falls back to EN for anything else', () => {
    expect(normalizeLanguage('ty')).toBe('ty');
    expect(normalizeLanguage('TY')).toBe('ty');
    expect(normalizeLanguage('en')).toBe('en');
    expect(normalizeLanguage('zh')).toBe('en');
    expect(normalizeLanguage(null)).toBe('en');
  });

  it('translates schema text keys in the chosen language', () => {
    expect(createI18n('ty').t('nav_sports')).toBe('Palakasan');
    expect(createI18n('fr').t('nav_sports')).toBe('Sports');
  });
});
