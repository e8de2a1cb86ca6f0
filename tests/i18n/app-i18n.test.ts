import { describe, expect, it } from 'vitest';
import { createAppI18n, switchLanguage } from '@/i18n/app-i18n';

describe('the app\'s languages (spec §1)', () => {
  it('starts in EN when nothing or an unsupported language was saved', async () => {
    expect((await createAppI18n(null)).language).toBe('en');
    expect((await createAppI18n('zh')).t('nav_sports')).toBe('Sports');
  });

  it('loads TY on demand and saves the choice as lang and hisLang', async () => {
    const i18n = await createAppI18n('en');
    expect(i18n.hasResourceBundle('ty', 'translation')).toBe(false);
    await switchLanguage(i18n, 'ty');
    expect(i18n.t('nav_sports')).toBe('Palakasan');
    expect(localStorage.getItem('lang')).toBe('ty');
    expect(localStorage.getItem('hisLang')).toBe('ty');
  });

  it('opens in the saved language', async () => {
    expect((await createAppI18n('ty')).t('nav_fish')).toBe('Pangingisda');
  });
});
