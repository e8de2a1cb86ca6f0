import { describe, expect, it } from 'vitest';
import { checkTranslationKeys } from '../../scripts/schemas/translation-keys';

describe('schemas:check translation keys', () => {
  it('reports a key missing from EN and TY with its pointer, and accepts known keys and operator copy', () => {
    const problems = checkTranslationKeys(
      {
        kind: 'screen',
        body: [
          { type: 'Text', id: 'a', props: { text: 'nav_home' } },
          { type: 'Text', id: 'b', props: { text: 'promo_brand_new_line' } },
          { type: 'Text', id: 'c', props: { text: { en: 'Fresh copy', ty: 'Bagong kopya' } } },
          { type: 'RecordTable', id: 'd', props: { columns: [{ field: 'x', label: 'txn_amount' }] } },
        ],
      },
      'screens/x.json',
    );
    expect(problems).toEqual([
      { document: 'screens/x.json', pointer: '/body/1/props/text', message: 'translation key "promo_brand_new_line" is missing from EN and TY (write the copy as {"en": "…", "ty": "…"}, or add the key to the bundle or to i18n/<lang>.json)' },
    ]);
  });

  it('counts a key that only run-time copy defines as defined for that language, and no other', () => {
    const document = { kind: 'screen', body: [{ type: 'Text', id: 'a', props: { text: 'promo_brand_new_line' } }] };
    expect(checkTranslationKeys(document, 'screens/x.json', { en: new Set(['promo_brand_new_line']), ty: new Set(['promo_brand_new_line']) })).toEqual([]);
    expect(checkTranslationKeys(document, 'screens/x.json', { en: new Set(['promo_brand_new_line']), ty: new Set() })).toEqual([
      expect.objectContaining({ pointer: '/body/0/props/text', message: expect.stringContaining('is missing from TY (') as unknown }),
    ]);
  });
});
