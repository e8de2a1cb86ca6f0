// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applyOverride } from '@/schema/overrides';
import { validateDocument } from '@/schema/validate-document';
import type { FormDocument, MenuDocument, OverrideDocument, SchemaDocument } from '@/schema/types';
import { copyToOperations, hideFor, labelFor, merchantView, moveFor, newOverride, placeOfMove, resetFor, sameResult, showFor } from '@/studio/merchant-overrides';

const read = <D,>(path: string): D => JSON.parse(readFileSync(path, 'utf8')) as D;
const register = read<FormDocument>('schemas/forms/register.json');
const headerNav = read<MenuDocument>('schemas/menus/header-nav.json');
const fieldIds = (document: SchemaDocument) => (document as FormDocument).fields.map((field) => field.id);
const itemIds = (document: SchemaDocument) => (document as MenuDocument).items.map((item) => item.id);
const resolved = <D extends SchemaDocument>(base: D, override: OverrideDocument) => {
  const applied = applyOverride(base, override, 'merchants/luckystar/test.json');
  expect(applied.problems).toEqual([]);
  return applied.document;
};

describe("a merchant's changes are operations over the shared document", () => {
  it('a hide is one operation: the merchant lacks the field, and still follows a later change of the shared form', () => {
    const override = hideFor(newOverride('luckystar', 'forms/register'), 'payeeName');
    expect(override.operations).toEqual([{ op: 'hide', id: 'payeeName' }]);
    // The file it becomes is a valid override document, next to the merchant's other files.
    expect(validateDocument(JSON.parse(JSON.stringify(override)), 'merchants/luckystar/forms/register.json', ['override']).ok).toBe(true);
    expect(fieldIds(resolved(register, override))).not.toContain('payeeName');

    // The shared form changes afterwards (a field relabelled, two moved): the merchant shows those changes too.
    const changed: FormDocument = { ...register, fields: register.fields.map((field) => (field.id === 'email' ? { ...field, schema: { ...field.schema, title: 'account_email_new' } } : field)).reverse() };
    const merchant = resolved(changed, override) as FormDocument;
    expect(merchant.fields.find((field) => field.id === 'email')?.schema.title).toBe('account_email_new');
    expect(fieldIds(merchant)).toEqual(fieldIds(changed).filter((id) => id !== 'payeeName'));
  });

  it('the outline view keeps a hidden entry in place, marked, with every other change applied', () => {
    const override = moveFor(hideFor(newOverride('luckystar', 'menus/header-nav'), 'esports'), 'promotions', { after: 'home' });
    const view = merchantView(headerNav, override);
    expect(itemIds(view.document).slice(0, 2)).toEqual(['home', 'promotions']);
    expect(itemIds(view.document)).toContain('esports');
    expect([...view.hidden]).toEqual(['esports']);
    expect(view.changes.get('promotions')).toEqual(['moved']);
    expect(view.changes.get('esports')).toEqual(['hidden']);
  });

  it('a move replaces the entry\'s earlier move and stays before the hides (which may be its anchor)', () => {
    let override = hideFor(newOverride('luckystar', 'menus/header-nav'), 'sports');
    override = moveFor(override, 'live', { before: 'sports' });
    override = moveFor(override, 'live', { after: 'home' });
    expect(override.operations).toEqual([{ op: 'move', id: 'live', after: 'home' }, { op: 'hide', id: 'sports' }]);
    expect(itemIds(resolved(headerNav, override)).slice(0, 2)).toEqual(['home', 'live']);
    // Moving up places before the entry now at the target; moving down, after it.
    expect(placeOfMove(['a', 'b', 'c'], 2, 0)).toEqual({ before: 'a' });
    expect(placeOfMove(['a', 'b', 'c'], 0, 1)).toEqual({ after: 'b' });
  });

  it('a relabel is a set of the label: a field\'s title for this merchant only', () => {
    const override = labelFor(labelFor(newOverride('luckystar', 'forms/register'), 'email', 'luckystar_email_title'), 'email', 'luckystar_email_title_2');
    expect(override.operations).toEqual([{ op: 'set', id: 'email', label: 'luckystar_email_title_2' }]);
    expect((resolved(register, override) as FormDocument).fields.find((field) => field.id === 'email')?.schema.title).toBe('luckystar_email_title_2');
    expect(register.fields.find((field) => field.id === 'email')?.schema.title).toBe('account_email');
  });

  it('Show and Reset to shared take the merchant\'s operations on an entry away, and only those', () => {
    let override = hideFor(newOverride('luckystar', 'menus/header-nav'), 'esports');
    override = labelFor(moveFor(override, 'live', { before: 'home' }), 'live', 'luckystar_live_label');
    expect(showFor(override, 'esports').operations.map((operation) => operation.op)).toEqual(['move', 'set']);
    const reset = resetFor(override, 'live');
    expect(reset.operations).toEqual([{ op: 'hide', id: 'esports' }]);
    expect(sameResult(resolved(headerNav, resetFor(reset, 'esports')), headerNav)).toBe(true);
  });
});

describe("a merchant's full copy converted to operations", () => {
  it('gives the very result the copy gave, and then follows the shared document', () => {
    const items = [...headerNav.items];
    const copy: MenuDocument = {
      ...headerNav,
      description: 'Lucky Star copied the whole header navigation.',
      items: [
        items.find((item) => item.id === 'live')!,
        ...items.filter((item) => !['live', 'esports', 'vip'].includes(item.id)).map((item) => (item.id === 'sports' ? { ...item, label: 'luckystar_sports' } : item)),
        { id: 'bingo', label: 'nav_bingo', action: { type: 'navigate', to: '/bingo' } },
      ],
    };
    const converted = copyToOperations(headerNav, copy, 'luckystar', 'menus/header-nav');
    expect(converted.ok).toBe(true);
    if (!converted.ok) return;
    expect(converted.override.kind).toBe('override');
    expect(sameResult(resolved(headerNav, converted.override), copy)).toBe(true);
    expect(JSON.stringify(resolved(headerNav, converted.override))).not.toBe(JSON.stringify(headerNav));

    // A later shared change (a new item) now reaches the merchant; the copy never saw it.
    const later: MenuDocument = { ...headerNav, items: [...headerNav.items, { id: 'casino-night', label: 'nav_home', action: { type: 'navigate', to: '/' } }] };
    expect(itemIds(resolved(later, converted.override))).toContain('casino-night');
  });

  it('converts a copied register form without a field, one relabelled and two swapped', () => {
    const fields = register.fields.filter((field) => field.id !== 'payeeName').map((field) => (field.id === 'email' ? { ...field, schema: { ...field.schema, title: 'luckystar_email' } } : field));
    [fields[1], fields[2]] = [fields[2]!, fields[1]!];
    const copy: FormDocument = { ...register, fields };
    const converted = copyToOperations(register, copy, 'luckystar', 'forms/register');
    expect(converted).toMatchObject({ ok: true });
    if (converted.ok) expect(sameResult(resolved(register, converted.override), copy)).toBe(true);
  });

  it('is refused, in words, where operations cannot say the difference: the copy stays', () => {
    const copy: FormDocument = { ...register, fields: register.fields.map((field) => (field.id === 'email' ? { ...field, required: true } : field)) };
    expect(copyToOperations(register, copy, 'luckystar', 'forms/register')).toEqual({ ok: false, reason: '"email" differs in what operations cannot change (its rules, its type…)' });
    expect(copyToOperations(register, { ...register, title: 'luckystar_title' }, 'luckystar', 'forms/register')).toEqual({ ok: false, reason: 'the copy changes title, which operations cannot change' });
  });
});
