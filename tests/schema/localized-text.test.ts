import { describe, expect, it } from 'vitest';
import { resolveDocument } from '@/schema/resolve';
import type { ScreenDocument } from '@/schema/types';
import { contextWith } from '../fixtures/schema-context';

const screen: ScreenDocument = {
  kind: 'screen',
  schemaVersion: 2,
  id: 'copy',
  body: [
    { type: 'Text', id: 'welcome', props: { text: { en: 'Welcome, friend. Odds: great!', ty: 'Mabuhay, kaibigan.' } } },
    { type: 'Text', id: 'only-en', props: { text: { en: 'English only' } } },
    { type: 'Text', id: 'keyed', props: { text: 'nav_home' } },
    { type: 'RecordTable', id: 'table', props: { source: { query: 'bettingRecord' }, columns: [{ field: 'betId', label: { en: 'Ticket', ty: 'Tiket' } }] } },
  ],
};

function textsIn(lang: string) {
  const { document } = resolveDocument(screen, contextWith({ lang }), { documentName: 'screens/copy', knownTypes: new Set(['Text', 'RecordTable']) });
  return document.body.map((node) => node.props);
}

describe('operator copy written in a schema ({"en", "ty"})', () => {
  it('becomes the text of the visitor’s language, EN where the language has none; keys pass through', () => {
    const [welcome, onlyEn, keyed, table] = textsIn('ty');
    expect(welcome).toEqual({ text: 'Mabuhay, kaibigan.' });
    expect(onlyEn).toEqual({ text: 'English only' });
    expect(keyed).toEqual({ text: 'nav_home' });
    expect(table?.['columns']).toEqual([{ field: 'betId', label: 'Tiket' }]);
  });

  it('reads EN for EN visitors, punctuation and all', () => {
    const [welcome, , , table] = textsIn('en');
    expect(welcome).toEqual({ text: 'Welcome, friend. Odds: great!' });
    expect(table?.['columns']).toEqual([{ field: 'betId', label: 'Ticket' }]);
  });
});

describe('the meta-schema', () => {
  it('accepts operator copy in a text prop and refuses a language it does not know', async () => {
    const { validateDocument } = await import('@/schema/validate-document');
    const copy = (text: unknown) => ({ kind: 'screen', schemaVersion: 2, id: 'copy', body: [{ type: 'Text', id: 'welcome', props: { text } }] });
    expect(validateDocument(copy({ en: 'Hello', ty: 'Kumusta' }), 'screens/copy.json', ['screen']).ok).toBe(true);
    expect(validateDocument(copy({ en: 'Hello', fr: 'Bonjour' }), 'screens/copy.json', ['screen']).ok).toBe(false);
  });
});
