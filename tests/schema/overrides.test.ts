// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { applyOverride } from '@/schema/overrides';
import type { MenuDocument, OverrideDocument, OverrideOperation, ScreenDocument } from '@/schema/types';
import { menu, registerForm, screen } from '../fixtures/schema-context';

const OVERRIDE_FILE = 'merchants/luckystar/menus/header-nav.json';

function override(operations: OverrideOperation[], target = 'menus/header-nav'): OverrideDocument {
  return { kind: 'override', schemaVersion: 2, id: 'test-override', target, operations };
}

function nav(): MenuDocument {
  return menu(
    ['home', 'rng', 'live', 'sports', 'esports'].map((id) => ({ id, label: `nav_${id}`, action: { type: 'navigate' as const, to: `/${id}` } })),
    'header-nav',
  );
}

function page(): ScreenDocument {
  return screen([
    { type: 'HeroBanner', id: 'hero', props: { title: 'home_hero_title', accent: 'gold' } },
    { type: 'Section', id: 'categories', props: { title: 'home_categories' }, children: [{ type: 'Text', id: 'cat-intro', props: { text: 'intro' } }] },
    { type: 'Text', id: 'footer-note', props: { text: 'note' } },
  ]);
}

const ids = (items: readonly { id: string }[]) => items.map((item) => item.id);

describe('applyOverride', () => {
  describe('move', () => {
    it('moves an item before another id', () => {
      const { document, problems } = applyOverride(nav(), override([{ op: 'move', id: 'live', before: 'rng' }]), OVERRIDE_FILE);
      expect(ids(document.items)).toEqual(['home', 'live', 'rng', 'sports', 'esports']);
      expect(problems).toEqual([]);
    });

    it('moves an item after another id', () => {
      const { document } = applyOverride(nav(), override([{ op: 'move', id: 'home', after: 'sports' }]), OVERRIDE_FILE);
      expect(ids(document.items)).toEqual(['rng', 'live', 'sports', 'home', 'esports']);
    });

    it('moves a screen node out of a section to sit next to a top-level node', () => {
      const { document } = applyOverride(page(), override([{ op: 'move', id: 'cat-intro', before: 'hero' }], 'screens/home'), 'o.json');
      expect(ids(document.body)).toEqual(['cat-intro', 'hero', 'categories', 'footer-note']);
      expect(document.body[2]?.children).toEqual([]);
    });

    it('leaves the item where it was when the anchor does not exist, and reports it', () => {
      const { document, problems } = applyOverride(nav(), override([{ op: 'move', id: 'live', before: 'casino' }]), OVERRIDE_FILE);
      expect(ids(document.items)).toEqual(['home', 'rng', 'live', 'sports', 'esports']);
      expect(problems).toEqual([{ document: OVERRIDE_FILE, pointer: '/operations/0', message: 'move: anchor id "casino" does not exist' }]);
    });

    it('refuses to move an item next to itself', () => {
      const { document, problems } = applyOverride(nav(), override([{ op: 'move', id: 'live', after: 'live' }]), OVERRIDE_FILE);
      expect(ids(document.items)).toEqual(['home', 'rng', 'live', 'sports', 'esports']);
      expect(problems[0]?.message).toBe('move: cannot move an item next to itself');
    });
  });

  it('hide removes the item', () => {
    const { document, explain } = applyOverride(nav(), override([{ op: 'hide', id: 'esports' }]), OVERRIDE_FILE);
    expect(ids(document.items)).toEqual(['home', 'rng', 'live', 'sports']);
    expect(explain).toContainEqual({ id: 'esports', layer: 'merchant', change: 'removed', detail: 'hidden by merchant override' });
  });

  it('hide removes a nested screen node', () => {
    const { document } = applyOverride(page(), override([{ op: 'hide', id: 'cat-intro' }], 'screens/home'), 'o.json');
    expect(document.body[1]?.children).toEqual([]);
  });

  describe('set', () => {
    it('merges props into the node, keeping the props it does not name', () => {
      const { document, explain } = applyOverride(page(), override([{ op: 'set', id: 'hero', props: { accent: 'violet', subtitle: 'lucky_sub' } }], 'screens/home'), 'o.json');
      expect(document.body[0]?.props).toEqual({ title: 'home_hero_title', accent: 'violet', subtitle: 'lucky_sub' });
      expect(explain.filter((e) => e.id === 'hero').map((e) => e.property)).toEqual(['props.accent', 'props.subtitle']);
    });

    it('relabels a menu item', () => {
      const { document } = applyOverride(nav(), override([{ op: 'set', id: 'rng', label: 'nav_slots_lucky' }]), OVERRIDE_FILE);
      expect(document.items[1]?.label).toBe('nav_slots_lucky');
    });

    it('relabels a form field through its JSON Schema title', () => {
      const { document } = applyOverride(registerForm(), override([{ op: 'set', id: 'username', label: 'field_member_id' }], 'forms/register'), 'o.json');
      expect(document.fields[0]?.schema.title).toBe('field_member_id');
      expect(document.fields[0]).not.toHaveProperty('label');
    });

    it('sets a condition and an action', () => {
      const { document, explain } = applyOverride(
        nav(),
        override([{ op: 'set', id: 'sports', when: { role: 'player' }, action: { type: 'navigate', to: '/sportsbook', gate: 'login' } }]),
        OVERRIDE_FILE,
      );
      expect(document.items[3]).toMatchObject({ when: { role: 'player' }, action: { type: 'navigate', to: '/sportsbook', gate: 'login' } });
      expect(explain.map((e) => [e.id, e.property, e.layer])).toEqual([
        ['sports', 'when', 'merchant'],
        ['sports', 'action', 'merchant'],
      ]);
    });
  });

  describe('insert', () => {
    const promo = { id: 'promo', label: 'nav_promo', action: { type: 'navigate' as const, to: '/promotions' } };

    it('inserts before an id', () => {
      const { document } = applyOverride(nav(), override([{ op: 'insert', node: promo, before: 'live' }]), OVERRIDE_FILE);
      expect(ids(document.items)).toEqual(['home', 'rng', 'promo', 'live', 'sports', 'esports']);
    });

    it('inserts after an id', () => {
      const { document, explain } = applyOverride(nav(), override([{ op: 'insert', node: promo, after: 'esports' }]), OVERRIDE_FILE);
      expect(ids(document.items)).toEqual(['home', 'rng', 'live', 'sports', 'esports', 'promo']);
      expect(explain).toContainEqual({ id: 'promo', layer: 'merchant', change: 'inserted', detail: 'inserted by merchant override' });
    });

    it('inserts into a node, as its last child', () => {
      const node = { type: 'Text', id: 'lucky-note', props: { text: 'lucky' } };
      const { document } = applyOverride(page(), override([{ op: 'insert', node, into: 'categories' }], 'screens/home'), 'o.json');
      expect(ids(document.body[1]?.children ?? [])).toEqual(['cat-intro', 'lucky-note']);
    });

    it('inserts into a node that had no children yet', () => {
      const node = { type: 'Text', id: 'hero-note', props: { text: 'x' } };
      const { document } = applyOverride(page(), override([{ op: 'insert', node, into: 'footer-note' }], 'screens/home'), 'o.json');
      expect(ids(document.body[2]?.children ?? [])).toEqual(['hero-note']);
    });

    it('refuses an id that already exists, and one without a place', () => {
      const { document, problems } = applyOverride(nav(), override([{ op: 'insert', node: { id: 'rng', label: 'x' }, after: 'home' }, { op: 'insert', node: promo }]), OVERRIDE_FILE);
      expect(ids(document.items)).toEqual(['home', 'rng', 'live', 'sports', 'esports']);
      expect(problems.map((p) => `${p.pointer}: ${p.message}`)).toEqual([
        '/operations/0: insert: id "rng" already exists',
        '/operations/1: insert: needs "before", "after" or "into"',
      ]);
    });
  });

  it('reports an operation naming an unknown id with the file and its pointer, and still applies the others', () => {
    const { document, problems } = applyOverride(
      nav(),
      override([
        { op: 'move', id: 'live', before: 'rng' },
        { op: 'hide', id: 'casino' },
        { op: 'set', id: 'lottery', label: 'x' },
        { op: 'hide', id: 'esports' },
      ]),
      OVERRIDE_FILE,
    );
    expect(ids(document.items)).toEqual(['home', 'live', 'rng', 'sports']);
    expect(problems).toEqual([
      { document: OVERRIDE_FILE, pointer: '/operations/1', message: 'hide: id "casino" does not exist in the base document' },
      { document: OVERRIDE_FILE, pointer: '/operations/2', message: 'set: id "lottery" does not exist in the base document' },
    ]);
  });

  it('applies operations in file order, so a later one sees the earlier ones', () => {
    const promo = { id: 'promo', label: 'nav_promo' };
    const { document, problems } = applyOverride(
      nav(),
      override([{ op: 'insert', node: promo, after: 'home' }, { op: 'move', id: 'sports', after: 'promo' }, { op: 'hide', id: 'promo' }, { op: 'set', id: 'promo', label: 'y' }]),
      OVERRIDE_FILE,
    );
    expect(ids(document.items)).toEqual(['home', 'sports', 'rng', 'live', 'esports']);
    expect(problems.map((p) => p.pointer)).toEqual(['/operations/3']);
  });

  it('never changes the base document (the next merchant gets it untouched)', () => {
    const base = nav();
    const before = structuredClone(base);
    applyOverride(base, override([{ op: 'hide', id: 'home' }, { op: 'set', id: 'rng', label: 'x' }, { op: 'insert', node: { id: 'n', label: 'n' }, before: 'live' }]), OVERRIDE_FILE);
    expect(base).toEqual(before);
  });
});
