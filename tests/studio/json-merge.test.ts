// @vitest-environment node
/**
 * The studio's "reapply my edit on theirs" (src/studio/json-merge.ts): two operators' edits of one document from the
 * same base combine node by node where they touch different nodes, lists of items with ids merge by id, and an edit
 * of the same node on both sides is named (its JSON pointer), never guessed.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mergeJson, mergeTexts, sameJson } from '@/studio/json-merge';

const menu = {
  kind: 'menu',
  id: 'header-nav',
  items: [
    { id: 'home', label: 'nav_home', to: '/' },
    { id: 'slots', label: 'nav_slots', to: '/slots' },
    { id: 'sports', label: 'nav_sports', to: '/sports' },
  ],
};
const text = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
const clone = <T>(value: T): T => structuredClone(value);

describe('reapplying an edit on a version published since', () => {
  it('keeps both edits when they change different nodes', () => {
    const mine = clone(menu);
    mine.items[0] = { ...menu.items[0]!, label: 'nav_home_new' };
    const theirs = clone(menu);
    theirs.items[2] = { ...menu.items[2]!, to: '/sportsbook' };
    expect(mergeJson(menu, mine, theirs)).toEqual({ ok: true, value: { ...menu, items: [mine.items[0], menu.items[1], theirs.items[2]] } });
  });

  it('merges lists of items by id: an item added on one side survives a reorder or a removal on the other', () => {
    const mine = { ...menu, items: [...menu.items, { id: 'live', label: 'nav_live', to: '/live' }] };
    const theirs = { ...menu, items: [menu.items[2], menu.items[0]] };
    // The new item goes after the one it followed in the operator's edit (sports), wherever that is now.
    expect(mergeJson(menu, mine, theirs)).toEqual({ ok: true, value: { ...menu, items: [menu.items[2], mine.items[3], menu.items[0]] } });
  });

  it('names the node both changed differently, and does not guess', () => {
    const mine = clone(menu);
    mine.items[1]!.label = 'nav_slots_mine';
    const theirs = clone(menu);
    theirs.items[1]!.label = 'nav_slots_theirs';
    expect(mergeJson(menu, mine, theirs)).toEqual({ ok: false, conflicts: ['/items/1/label'] });
    // An item edited on one side and removed on the other is a conflict too.
    const removed = { ...menu, items: [menu.items[0], menu.items[2]] };
    expect(mergeJson(menu, mine, removed)).toEqual({ ok: false, conflicts: ['/items/1'] });
  });

  it('works on file texts: an unchanged side keeps its text exactly, a merge is written as the studio writes files', () => {
    const theirs = text({ ...menu, id: 'header-nav' }).replace('\n', '\n\n');
    expect(mergeTexts(text(menu), text(menu), theirs)).toEqual({ ok: true, text: theirs });
    const mine = clone(menu);
    mine.items[0]!.to = '/home';
    const other = clone(menu);
    other.items[1]!.to = '/casino';
    const merged = mergeTexts(text(menu), text(mine), text(other));
    expect(merged).toEqual({ ok: true, text: text({ ...menu, items: [mine.items[0], other.items[1], menu.items[2]] }) });
    expect(mergeTexts(text(menu), '{"kind": ', text(other))).toEqual({ ok: false, reason: 'not-json', file: 'mine' });
  });

  // Arbitrary documents: objects of small JSON values; each side edits its own keys.
  const leaf = fc.oneof(fc.string({ maxLength: 6 }), fc.integer(), fc.boolean(), fc.constant(null));
  const json = fc.letrec((tie) => ({
    value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, leaf, fc.array(tie('value'), { maxLength: 3 }), fc.dictionary(fc.string({ minLength: 1, maxLength: 4 }), tie('value'), { maxKeys: 4 })),
  })).value;
  const document = fc.dictionary(fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'), json, { minKeys: 1 });

  it('changes nothing that only one side changed (property)', () => {
    fc.assert(
      fc.property(document, document, (base, edit) => {
        expect(mergeJson(base, edit, base)).toEqual({ ok: true, value: edit });
        const theirs = mergeJson(base, base, edit);
        expect(theirs.ok && sameJson(theirs.value, edit)).toBe(true);
        const same = mergeJson(base, edit, edit);
        expect(same.ok && sameJson(same.value, edit)).toBe(true);
      }),
    );
  });

  it('keeps both sides\' edits of different keys, whichever side is which (property)', () => {
    fc.assert(
      fc.property(document, fc.dictionary(fc.constantFrom('a', 'b', 'c'), json), fc.dictionary(fc.constantFrom('d', 'e', 'f'), json), fc.constantFrom('a', 'b', 'c'), (base, mineEdits, theirEdits, removed) => {
        const mine: Record<string, unknown> = { ...base, ...mineEdits };
        if (!(removed in mineEdits)) delete mine[removed];
        const theirs = { ...base, ...theirEdits };
        const expected: Record<string, unknown> = { ...base, ...mineEdits, ...theirEdits };
        if (!(removed in mineEdits)) delete expected[removed];
        const merged = mergeJson(base, mine, theirs);
        const swapped = mergeJson(base, theirs, mine);
        expect(merged.ok && sameJson(merged.value, expected)).toBe(true);
        expect(swapped.ok && sameJson(swapped.value, expected)).toBe(true);
      }),
    );
  });
});
