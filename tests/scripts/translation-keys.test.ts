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
      { document: 'screens/x.json', pointer: '/body/1/props/text', message: 'translation key "promo_brand_new_line" is missing from EN and TY (write the copy as {"en": "…", "ty": "…"} or add the key)' },
    ]);
  });
});
