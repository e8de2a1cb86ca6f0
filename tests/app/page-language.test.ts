import { afterEach, describe, expect, it } from 'vitest';
import { createAppI18n, switchLanguage } from '@/i18n/app-i18n';
import { followPageLanguage } from '@/app/page-language';

describe('the page language (WCAG 3.1.1)', () => {
  afterEach(() => {
    localStorage.clear();
    document.documentElement.lang = 'en';
  });

  it('is Filipino (fil) for TY, never the site code "ty" (Tahitian), and follows each switch', async () => {
    const i18n = await createAppI18n('ty');
    const root = document.createElement('html');
    root.lang = 'en';
    const stop = followPageLanguage(i18n, root);
    expect(root.lang).toBe('fil');
    await switchLanguage(i18n, 'en');
    expect(root.lang).toBe('en');
    await switchLanguage(i18n, 'ty');
    expect(root.lang).toBe('fil');
    // A language the site does not have falls back to EN, and the page says so.
    await switchLanguage(i18n, 'fr');
    expect(root.lang).toBe('en');
    stop();
    await switchLanguage(i18n, 'ty');
    expect(root.lang).toBe('en');
  });

  it("is set on the page's own <html> by default", async () => {
    const i18n = await createAppI18n('en');
    const stop = followPageLanguage(i18n);
    expect(document.documentElement.lang).toBe('en');
    await switchLanguage(i18n, 'ty');
    expect(document.documentElement.lang).toBe('fil');
    stop();
  });
});
