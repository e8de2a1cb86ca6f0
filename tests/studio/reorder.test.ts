import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { moveEntry, reorderableLists } from '@/studio/reorder';

const headerNav = readFileSync('schemas/menus/header-nav.json', 'utf8');
const register = readFileSync('schemas/forms/register.json', 'utf8');
const ids = (text: string, pointer: (value: Record<string, unknown>) => unknown) => pointer(JSON.parse(text) as Record<string, unknown>);

describe('drag reorder → JSON', () => {
  it('lists a menu\'s items, a form\'s fields and each tab\'s, nothing for a screen', () => {
    expect(reorderableLists(JSON.parse(headerNav))[0]).toMatchObject({ pointer: '/items', title: { key: 'studio_reorder_menu_items' } });
    expect(reorderableLists(JSON.parse(headerNav))[0]?.entries.slice(0, 3)).toEqual(['home', 'lottery', 'live']);
    const tabs = reorderableLists(JSON.parse(register));
    expect(tabs.map((list) => list.pointer)).toEqual(['/fields', '/tabs/0/fields', '/tabs/1/fields', '/tabs/2/fields']);
    expect(tabs[0]?.title).toEqual({ key: 'studio_group_fields' });
    expect(tabs[1]?.title).toEqual({ key: 'studio_reorder_tab', values: { tab: 'tab-username' } });
    expect(reorderableLists(JSON.parse(readFileSync('schemas/screens/home.json', 'utf8')))).toEqual([]);
  });

  it('dropping sports on home puts sports first and home second, the rest unchanged', () => {
    const moved = moveEntry(headerNav, '/items', 3, 0)!;
    const items = ids(moved, (value) => (value['items'] as { id: string }[]).map((item) => item.id));
    expect(items).toEqual(['sports', 'home', 'lottery', 'live', 'fish', 'rng', 'pvp', 'esports', 'promotions', 'vip', 'point-mall']);
    // Only the order changed: the same items, written like the files in schemas/ (two spaces, final newline).
    expect(moved.endsWith('}\n')).toBe(true);
    expect(JSON.parse(moved)).toEqual({ ...JSON.parse(headerNav), items: [3, 0, 1, 2, 4, 5, 6, 7, 8, 9, 10].map((index) => (JSON.parse(headerNav) as { items: unknown[] }).items[index]) });
  });

  it('moves a field down inside one tab of the register form', () => {
    const moved = moveEntry(register, '/tabs/0/fields', 0, 2)!;
    expect(ids(moved, (value) => (value['tabs'] as { fields: string[] }[])[0]?.fields.slice(0, 3))).toEqual(['countryDialingCode', 'mobileNum', 'username']);
    expect(ids(moved, (value) => (value['tabs'] as { fields: string[] }[])[1]?.fields)).toEqual((JSON.parse(register) as { tabs: { fields: string[] }[] }).tabs[1]?.fields);
  });

  it('leaves text that does not parse, or a move out of range, alone', () => {
    expect(moveEntry('{"items": [', '/items', 0, 1)).toBeUndefined();
    expect(moveEntry(headerNav, '/items', 0, 99)).toBeUndefined();
    expect(moveEntry(headerNav, '/nothing', 0, 1)).toBeUndefined();
  });
});
