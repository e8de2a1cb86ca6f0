// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { applyOverride } from '@/schema/overrides';
import type { OverrideDocument, ScreenDocument, SchemaNode } from '@/schema/types';

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
}

const section = (s: number): SchemaNode => ({
  type: 'Section', id: `section-${s}`, props: { title: 'home_categories', columns: 3 },
  children: Array.from({ length: 20 }, (_, i) => ({ type: 'Text', id: `text-${s}-${i}`, props: { text: 'home_why_fast' } })),
});

const screen: ScreenDocument = deepFreeze({ kind: 'screen', schemaVersion: 2, id: 'bench', body: Array.from({ length: 50 }, (_, s) => section(s)) });

const override = (operations: OverrideDocument['operations']): OverrideDocument => ({ kind: 'override', schemaVersion: 2, id: 'o', target: 'screens/bench', operations });

describe('merchant overrides share what they do not touch (issue 15)', () => {
  it('never changes the base (it is frozen here) and copies only the path to each change', () => {
    const { document, problems } = applyOverride(screen, override([
      { op: 'set', id: 'text-7-3', props: { text: 'home_why_safe' } },
      { op: 'hide', id: 'text-9-0' },
      { op: 'move', id: 'section-49', before: 'section-0' },
      { op: 'insert', node: { type: 'Text', id: 'promo', props: { text: 'promo' } }, into: 'section-2' },
    ]), 'o');
    expect(problems).toEqual([]);
    expect(document.body[0]).toBe(screen.body[49]);
    // Untouched sections are the base's own objects, not deep copies.
    expect(document.body[6]).toBe(screen.body[5]);
    expect(document.body[40]).toBe(screen.body[39]);
    // The changed node and its ancestors are new; their untouched siblings are shared.
    const changed = document.body[8]!;
    expect(changed).not.toBe(screen.body[7]);
    expect(changed.children![3]!.props).toEqual({ text: 'home_why_safe' });
    expect(changed.children![4]).toBe(screen.body[7]!.children![4]);
    expect(document.body[10]!.children).toHaveLength(19);
    expect(document.body[3]!.children!.at(-1)!.id).toBe('promo');
    expect(screen.body[7]!.children![3]!.props).toEqual({ text: 'home_why_fast' });
  });

  it('a later operation on an inserted node copies it rather than changing the override document', () => {
    const insert = override([
      { op: 'insert', node: { type: 'Text', id: 'promo', props: { text: 'promo' } }, after: 'section-0' },
      { op: 'set', id: 'promo', props: { tone: 'muted' } },
    ]);
    deepFreeze(insert);
    const { document, problems } = applyOverride(screen, insert, 'o');
    expect(problems).toEqual([]);
    expect(document.body[1]!.props).toEqual({ text: 'promo', tone: 'muted' });
  });
});
