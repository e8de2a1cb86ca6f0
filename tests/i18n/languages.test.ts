import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { DEFAULT_LANGUAGE, languageTag, normalizeLanguage, SUPPORTED_LANGUAGES } from '@/schema/languages';
import { localizeProps } from '@/schema/localized-text';
import { createI18n } from '@/i18n/i18n';

describe('languages (spec §1)', () => {
  it('supports EN and TY and falls back to EN for anything else', () => {
    expect(normalizeLanguage('ty')).toBe('ty');
    expect(normalizeLanguage('TY')).toBe('ty');
    expect(normalizeLanguage('en')).toBe('en');
    expect(normalizeLanguage('zh')).toBe('en');
    expect(normalizeLanguage(null)).toBe('en');
  });

  it("gives each language a BCP 47 tag a screen reader knows: TY is Filipino, not BCP 47's ty (Tahitian); the offline page says the same", () => {
    expect(SUPPORTED_LANGUAGES.map(languageTag)).toEqual(['en', 'fil']);
    // public/offline.js is a plain script (no imports): its tag for TY is held equal here.
    expect(readFileSync('public/offline.js', 'utf8')).toContain(`language === 'ty' ? '${languageTag('ty')}' : '${languageTag('en')}'`);
  });

  it('translates schema text keys in the chosen language', () => {
    expect(createI18n('ty').t('nav_sports')).toBe('Palakasan');
    expect(createI18n('fr').t('nav_sports')).toBe('Sports');
  });
});

describe('the one list of languages', () => {
  const meta = (file: string): Record<string, unknown> => JSON.parse(readFileSync(`schemas/meta/${file}`, 'utf8')) as Record<string, unknown>;

  it('is the list the meta-schemas accept for run-time copy and for operator copy in a document', () => {
    const copy = meta('copy.schema.json') as { properties: { language: { enum: string[] } } };
    const common = meta('common.schema.json') as { definitions: { localizedText: { required: string[]; properties: Record<string, unknown> } } };
    expect(copy.properties.language.enum).toEqual([...SUPPORTED_LANGUAGES]);
    expect(Object.keys(common.definitions.localizedText.properties)).toEqual([...SUPPORTED_LANGUAGES]);
    expect(common.definitions.localizedText.required).toEqual([DEFAULT_LANGUAGE]);
  });

  it('is what operator copy may hold: a language it does not know leaves the text a translation key', () => {
    expect(localizeProps({ en: 'Hello', ty: 'Kumusta' }, 'ty')).toBe('Kumusta');
    expect(localizeProps({ en: 'Hello', fr: 'Bonjour' }, 'fr')).toEqual({ en: 'Hello', fr: 'Bonjour' });
  });
});
