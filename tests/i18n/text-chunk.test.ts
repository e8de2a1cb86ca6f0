import { describe, expect, it, vi } from 'vitest';
import { Translator } from '@/i18n/translator';
import { followLanguage, textChunk } from '@/i18n/text-chunk';

const translator = () => new Translator({ language: 'en', fallbackLanguage: 'en', texts: { en: { hello: 'Hello' } } });

describe('a chunk of texts loaded on demand (the member and account texts)', () => {
  it('is fetched once, and callers asking at the same moment share one addition to their translator', async () => {
    const load = vi.fn(() => Promise.resolve({ data_empty: 'Nothing to show yet.' }));
    const chunk = textChunk('member', { en: load });
    const i18n = translator();
    const add = vi.spyOn(i18n, 'addBundle');
    expect(chunk.isIn(i18n)).toBe(false);
    await Promise.all([chunk.ensure(i18n), chunk.ensure(i18n), chunk.ensure(i18n)]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(add).toHaveBeenCalledTimes(1);
    expect(chunk.isIn(i18n)).toBe(true);
    expect(i18n.t('data_empty')).toBe('Nothing to show yet.');

    // Another translator gets the texts from the same fetch.
    const other = translator();
    await chunk.ensure(other);
    expect(load).toHaveBeenCalledTimes(1);
    expect(other.t('data_empty')).toBe('Nothing to show yet.');
  });

  it('is asked for again after a fetch that failed, and a translator built holding it asks for nothing', async () => {
    const load = vi.fn<() => Promise<Record<string, string>>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ data_empty: 'Nothing to show yet.' });
    const chunk = textChunk('member', { en: load });
    const i18n = translator();
    await expect(chunk.ensure(i18n)).rejects.toThrow('offline');
    expect(chunk.isIn(i18n)).toBe(false);
    await chunk.ensure(i18n);
    expect(load).toHaveBeenCalledTimes(2);
    expect(i18n.t('data_empty')).toBe('Nothing to show yet.');

    const built = new Translator({ language: 'en', fallbackLanguage: 'en', bundles: ['member:en'] });
    await chunk.ensure(built);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('comes in the language the translator shows, and follows it to another language before that language shows', async () => {
    const en = vi.fn(() => Promise.resolve({ data_saved: 'Done.' }));
    const ty = vi.fn(() => Promise.resolve({ data_saved: 'Tapos na.' }));
    const chunk = textChunk('rewards-test', { en, ty });
    const i18n = new Translator({ language: 'ty', fallbackLanguage: 'en', texts: { en: {}, ty: {} } });
    await chunk.ensure(i18n);
    // A TY page asks for the TY texts only: every TY text is there (the typecheck holds TY to every EN key).
    expect([en.mock.calls.length, ty.mock.calls.length]).toEqual([0, 1]);
    expect(i18n.t('data_saved')).toBe('Tapos na.');
    expect(chunk.isIn(i18n)).toBe(true);

    const other = new Translator({ language: 'en', fallbackLanguage: 'en', texts: { en: {}, ty: {} } });
    await chunk.ensure(other);
    await followLanguage(other, 'ty');
    expect(ty).toHaveBeenCalledTimes(1);
    await other.changeLanguage('ty');
    expect(chunk.isIn(other)).toBe(true);
    expect(other.t('data_saved')).toBe('Tapos na.');
    // A translator that never held the chunk does not get it with a language change.
    const bare = new Translator({ language: 'en', fallbackLanguage: 'en', texts: { en: {} } });
    await followLanguage(bare, 'ty');
    await bare.changeLanguage('ty');
    expect(chunk.isIn(bare)).toBe(false);
  });

  it('asked for in one language and switched before it arrives: it comes in the new language too, and the wait ends only then', async () => {
    let arriveEn: (texts: Record<string, string>) => void = () => undefined;
    const en = vi.fn(() => new Promise<Record<string, string>>((resolve) => (arriveEn = resolve)));
    const ty = vi.fn(() => Promise.resolve({ data_saved: 'Tapos na.' }));
    const chunk = textChunk('switch-test', { en, ty });
    const i18n = new Translator({ language: 'en', fallbackLanguage: 'en', texts: { en: {}, ty: {} } });
    let waited = false;
    const waiting = chunk.ensure(i18n).then(() => (waited = true));
    // The visitor switches to TY while the EN texts are on their way: the switch brings TY's first.
    await followLanguage(i18n, 'ty');
    expect(ty).toHaveBeenCalledTimes(1);
    await i18n.changeLanguage('ty');
    arriveEn({ data_saved: 'Done.' });
    await waiting;
    expect(waited).toBe(true);
    expect(chunk.isIn(i18n)).toBe(true);
    expect(i18n.t('data_saved')).toBe('Tapos na.');
  });

  it("a wait that began in one language ends in the language on screen, even when the switch did not follow it", async () => {
    const en = vi.fn(() => Promise.resolve({ data_saved: 'Done.' }));
    const ty = vi.fn(() => Promise.resolve({ data_saved: 'Tapos na.' }));
    const chunk = textChunk('late-switch-test', { en, ty });
    const i18n = new Translator({ language: 'en', fallbackLanguage: 'en', texts: { en: {}, ty: {} } });
    const waiting = chunk.ensure(i18n);
    await i18n.changeLanguage('ty');
    await waiting;
    expect(ty).toHaveBeenCalledTimes(1);
    expect(chunk.isIn(i18n)).toBe(true);
  });
});
