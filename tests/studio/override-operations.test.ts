import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applyOverride } from '@/schema/overrides';
import type { MenuDocument, OverrideDocument } from '@/schema/types';
import { addOperation, buildOperation, describeOperation, emptyDraft, removeOperation } from '@/studio/override-operations';
import { moveEntry } from '@/studio/reorder';

const base = JSON.parse(readFileSync('schemas/menus/header-nav.json', 'utf8')) as MenuDocument;
const empty = `${JSON.stringify({ kind: 'override', schemaVersion: 2, id: 'acme-header-nav', target: 'menus/header-nav', operations: [] }, null, 2)}\n`;
const result = (text: string) => applyOverride(base, JSON.parse(text) as OverrideDocument, 'merchants/acme/menus/header-nav.json');

describe('merchant overrides edited as operations', () => {
  it('builds move, hide, set and insert from the form, and the result follows', () => {
    const move = buildOperation({ ...emptyDraft, op: 'move', id: 'sports', place: 'before', anchor: 'home' });
    const hide = buildOperation({ ...emptyDraft, op: 'hide', id: 'vip' });
    const set = buildOperation({ ...emptyDraft, op: 'set', id: 'live', label: 'nav_live_casino' });
    const insert = buildOperation({ ...emptyDraft, op: 'insert', place: 'after', anchor: 'fish', json: '{"id": "bingo", "label": "nav_bingo"}' });
    let text = empty;
    for (const built of [move, hide, set, insert]) {
      expect(built.ok).toBe(true);
      if (built.ok) text = addOperation(text, built.operation)!;
    }
    const applied = result(text);
    expect(applied.problems).toEqual([]);
    const items = (applied.document as MenuDocument).items;
    expect(items.map((item) => item.id)).toEqual(['sports', 'home', 'lottery', 'live', 'fish', 'bingo', 'rng', 'pvp', 'esports', 'promotions', 'point-mall']);
    expect(items.find((item) => item.id === 'live')?.label).toBe('nav_live_casino');
    expect(applied.explain).toContainEqual({ id: 'sports', layer: 'merchant', change: 'moved', detail: 'moved before "home"' });
  });

  it('says what a half-filled operation lacks instead of writing it', () => {
    expect(buildOperation({ ...emptyDraft, op: 'move', id: 'sports' })).toEqual({ ok: false, problem: { key: 'studio_operation_needs_anchor', operation: 'move', place: 'before' } });
    expect(buildOperation({ ...emptyDraft, op: 'hide' })).toEqual({ ok: false, problem: { key: 'studio_operation_needs_id', operation: 'hide' } });
    expect(buildOperation({ ...emptyDraft, op: 'set', id: 'hero', json: '[1]' })).toEqual({ ok: false, problem: { key: 'studio_operation_props_object' } });
    expect(buildOperation({ ...emptyDraft, op: 'insert', anchor: 'home', json: '{"label": "x"}' }).ok).toBe(false);
  });

  it('removes and reorders operations (they apply in file order)', () => {
    let text = addOperation(empty, { op: 'hide', id: 'vip' })!;
    text = addOperation(text, { op: 'move', id: 'fish', before: 'home' })!;
    expect((JSON.parse(moveEntry(text, '/operations', 1, 0)!) as OverrideDocument).operations.map((operation) => operation.op)).toEqual(['move', 'hide']);
    const removed = JSON.parse(removeOperation(text, 0)!) as OverrideDocument;
    expect(removed.operations).toEqual([{ op: 'move', id: 'fish', before: 'home' }]);
    expect(removeOperation(text, 5)).toBeUndefined();
  });

  it('describes each operation in one line', () => {
    expect(describeOperation({ op: 'move', id: 'sports', before: 'home' })).toBe('move "sports" before "home"');
    expect(describeOperation({ op: 'set', id: 'hero', props: { accent: 'violet' } })).toBe('set "hero": props.accent');
    expect(describeOperation({ op: 'insert', after: 'winners', node: { id: 'acme-welcome' } })).toBe('insert "acme-welcome" after "winners"');
  });
});
