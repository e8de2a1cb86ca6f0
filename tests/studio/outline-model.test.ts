// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { emptyHistory, record, redo, undo } from '@/studio/history';
import { changedTexts, withCopyText } from '@/studio/copy-texts';
import { isHiddenCondition, newTextKey, outlineOf, toggleHidden, uniqueId } from '@/studio/outline-model';

const screen = {
  kind: 'screen',
  body: [
    { type: 'Heading', id: 'title', when: { role: 'player' }, props: { text: 'nav_home' } },
    { type: 'Section', id: 'box', children: [{ type: 'Text', id: 'line', props: { text: { en: 'Hello', ty: 'Kumusta' } } }], fallback: { type: 'Text', id: 'box-fallback', props: { text: 'x' } } },
  ],
};
const props = () => ({ type: 'object', properties: { text: { type: 'string', description: 'i18n key' }, title: { type: 'string', description: 'i18n key' } }, additionalProperties: false });

describe('the outline model', () => {
  it('reads nodes with their naming text, their list and place; a fallback cannot be moved', () => {
    const [title, box] = outlineOf(screen, props);
    expect(title).toMatchObject({ pointer: '/body/0', id: 'title', type: 'Heading', text: 'nav_home', list: '/body', index: 0, conditional: true, hidden: false });
    expect(box?.children.map((child) => [child.id, child.list, child.text])).toEqual([['line', '/body/1/children', { en: 'Hello', ty: 'Kumusta' }], ['box-fallback', undefined, 'x']]);
  });

  it('hides by wrapping the own condition, and shows by restoring it', () => {
    const hidden = toggleHidden(screen, '/body/0');
    expect(outlineOf(hidden, props)[0]?.hidden).toBe(true);
    expect(isHiddenCondition((hidden as typeof screen).body[0]?.when)).toBe(true);
    expect((toggleHidden(hidden, '/body/0') as typeof screen).body[0]?.when).toEqual({ role: 'player' });
    const plain = toggleHidden(screen, '/body/1') as typeof screen;
    expect(plain.body[1]).toHaveProperty('when', { any: [] });
    expect((toggleHidden(plain, '/body/1') as typeof screen).body[1]).not.toHaveProperty('when');
  });

  it('makes new ids and text keys the document and copy do not use', () => {
    expect(uniqueId(screen, 'Heading')).toBe('heading');
    expect(uniqueId({ body: [{ id: 'heading' }] }, 'Heading')).toBe('heading-2');
    expect(newTextKey('hero-2', 'ctaLabel', (key) => key === 'hero_2_ctalabel')).toBe('hero_2_ctalabel_2');
  });
});

describe('copy edits', () => {
  const copy = '{"kind": "copy", "texts": {"a": "A"}}';
  it('writes and removes a key, and says which keys a draft changes', () => {
    const written = withCopyText(copy, 'b', 'B') ?? '';
    expect(JSON.parse(written)).toEqual({ kind: 'copy', texts: { a: 'A', b: 'B' } });
    expect(JSON.parse(withCopyText(written, 'a', '') ?? '')).toEqual({ kind: 'copy', texts: { b: 'B' } });
    expect(changedTexts(written, copy)).toEqual({ b: 'B' });
    expect(withCopyText('{ not json', 'a', 'x')).toBeUndefined();
  });
});

describe('the undo history', () => {
  it('keeps typing in one place as one entry, undoes every file of an entry, and drops the redo on a new edit', () => {
    let history = record(emptyHistory, [{ path: 'doc', before: '1', after: '12' }], 'typing', 0);
    history = record(history, [{ path: 'doc', before: '12', after: '123' }], 'typing', 500);
    history = record(history, [{ path: 'doc', before: '123', after: '4' }, { path: 'copy', before: 'a', after: 'b' }], undefined, 600);
    expect(history.past).toHaveLength(2);
    const first = undo(history);
    expect(first?.write).toEqual([{ path: 'doc', text: '123' }, { path: 'copy', text: 'a' }]);
    const second = undo(first!.history);
    expect(second?.write).toEqual([{ path: 'doc', text: '1' }]);
    expect(redo(second!.history)?.write).toEqual([{ path: 'doc', text: '123' }]);
    expect(record(second!.history, [{ path: 'doc', before: '1', after: '9' }], undefined, 700).future).toEqual([]);
    expect(record(emptyHistory, [{ path: 'doc', before: 'same', after: 'same' }], undefined, 0)).toBe(emptyHistory);
  });
});
