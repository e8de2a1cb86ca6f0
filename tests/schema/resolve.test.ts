// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applyOverride } from '@/schema/overrides';
import { resolveDocument } from '@/schema/resolve';
import type { ResolvedForm, ResolvedMenu, ResolvedScreen } from '@/schema/resolved';
import type { MenuItem, OverrideDocument, RoutesDocument, ScreenDocument } from '@/schema/types';
import { contextWith, menu, registerForm, screen } from '../fixtures/schema-context';

const KNOWN = new Set(['HeroBanner', 'Heading', 'Section', 'Text']);
const options = { documentName: 'screens/test', knownTypes: KNOWN };

function home(): ScreenDocument {
  return screen([
    { type: 'HeroBanner', id: 'hero', when: { role: 'visitor' }, props: { title: 'hero_title' }, action: { type: 'modal', modal: 'register' } },
    { type: 'HeroBanner', id: 'hero-member', when: { auth: true }, props: { title: 'hero_title' } },
    {
      type: 'Section',
      id: 'games',
      props: { title: 'games' },
      children: [
        { type: 'Text', id: 'slots', props: { text: 'slots' } },
        { type: 'Text', id: 'livechat', when: { resource: 'LIVECHAT2' }, props: { text: 'chat' } },
      ],
    },
  ]);
}

const ids = (nodes: readonly { id: string; children?: readonly { id: string }[] }[]): string[] => nodes.flatMap((n) => [n.id, ...ids(n.children ?? [])]);

describe('resolveDocument: screens', () => {
  it('removes nodes whose condition is false, at any depth', () => {
    const visitor = resolveDocument(home(), contextWith(), options).document as ResolvedScreen;
    expect(ids(visitor.body)).toEqual(['hero', 'games', 'slots']);
    const player = resolveDocument(home(), contextWith({ role: 'player', resources: ['LIVECHAT2'] }), options).document as ResolvedScreen;
    expect(ids(player.body)).toEqual(['hero-member', 'games', 'slots', 'livechat']);
  });

  it('explains each condition with the condition layer', () => {
    const { explain } = resolveDocument(home(), contextWith(), options);
    expect(explain).toContainEqual({ id: 'hero-member', property: 'when', layer: 'condition', change: 'removed', detail: '{"auth":true} is false' });
    expect(explain).toContainEqual({ id: 'hero', property: 'when', layer: 'condition', change: 'kept', detail: '{"role":"visitor"} is true' });
  });

  it('gives every resolved node props and children even when the document omits them', () => {
    const { document } = resolveDocument(screen([{ type: 'Heading', id: 'h' }]), contextWith(), options);
    expect(document.body).toEqual([{ type: 'Heading', id: 'h', props: {}, children: [] }]);
  });

  it('replaces a node of an unknown type by its fallback', () => {
    const doc = screen([{ type: 'Carousel3D', id: 'fancy', props: { speed: 3 }, fallback: { type: 'Heading', id: 'fancy-fallback', props: { text: 'plain' } } }]);
    const { document, problems } = resolveDocument(doc, contextWith(), options);
    expect(document.body).toEqual([{ type: 'Heading', id: 'fancy-fallback', props: { text: 'plain' }, children: [] }]);
    expect(problems).toEqual([]);
  });

  it('drops a node of an unknown type without fallback and reports its pointer', () => {
    const doc = screen([{ type: 'Section', id: 's', children: [{ type: 'Text', id: 'ok', props: { text: 'a' } }, { type: 'Carousel3D', id: 'fancy' }] }]);
    const { document, problems } = resolveDocument(doc, contextWith(), options);
    expect(ids(document.body)).toEqual(['s', 'ok']);
    expect(problems).toEqual([{ document: 'screens/test', pointer: '/body/0/children/1/type', message: 'unknown widget type "Carousel3D" and no fallback' }]);
  });

  it('keeps a known fallback on a known node, for the renderer to swap in if the widget throws', () => {
    const doc = screen([{ type: 'HeroBanner', id: 'hero', props: { title: 't' }, fallback: { type: 'Heading', id: 'hero-fallback', props: { text: 't' } } }]);
    const { document } = resolveDocument(doc, contextWith(), options);
    expect(document.body[0]?.fallback).toEqual({ type: 'Heading', id: 'hero-fallback', props: { text: 't' }, children: [] });
  });

  it('drops actions that would leave the site unsafely and reports them', () => {
    const doc = screen([
      { type: 'Text', id: 'bad-link', props: { text: 'x' }, action: { type: 'external', url: 'javascript:alert(1)' } },
      { type: 'Text', id: 'bad-nav', props: { text: 'x' }, action: { type: 'navigate', to: '//evil.com' } },
      { type: 'Text', id: 'good', props: { text: 'x' }, action: { type: 'external', url: 'https://help.example.com' } },
    ]);
    const { document, problems } = resolveDocument(doc, contextWith(), options);
    expect(document.body.map((n) => n.action)).toEqual([undefined, undefined, { type: 'external', url: 'https://help.example.com' }]);
    expect(problems.map((p) => p.pointer)).toEqual(['/body/0/action', '/body/1/action']);
  });

  it('is pure: same input, same output, and the document is untouched', () => {
    const doc = home();
    const before = structuredClone(doc);
    const context = contextWith({ role: 'agent', resources: ['LIVECHAT2'] });
    const first = resolveDocument(doc, context, options);
    const second = resolveDocument(doc, context, options);
    expect(JSON.stringify(first)).toBe(JSON.stringify(second));
    expect(doc).toEqual(before);
    (first.document as ResolvedScreen).body[0]!.props['title'] = 'mutated';
    expect(doc.body[1]?.props?.['title']).toBe('hero_title');
  });
});

describe('resolveDocument: menus and routes', () => {
  it('filters menu items by condition and drops unsafe item actions', () => {
    const doc = menu([
      { id: 'home', label: 'nav_home', action: { type: 'navigate', to: '/' } },
      { id: 'vip', label: 'nav_vip', when: { not: { role: 'trial' } }, children: [{ id: 'vip-agent', label: 'x', when: { role: 'agent' } }] },
      { id: 'evil', label: 'x', icon: 'warn', badge: 'new', action: { type: 'external', url: 'javascript:void(0)' } },
    ]);
    const trial = resolveDocument(doc, contextWith({ role: 'trial' }), options).document as ResolvedMenu;
    expect(trial.items.map((i) => i.id)).toEqual(['home', 'evil']);
    expect(trial.items[1]).toEqual({ id: 'evil', label: 'x', icon: 'warn', badge: 'new', children: [] });
    const agent = resolveDocument(doc, contextWith({ role: 'agent' }), options).document as ResolvedMenu;
    expect(agent.items[1]?.children.map((i) => i.id)).toEqual(['vip-agent']);
  });

  it('keeps every field an item may have (menu.schema.json) but its condition, as a copy of the file', () => {
    // Every field the type has (Required), and its keys are the meta-schema's: the three cannot drift apart.
    const item: Required<MenuItem> = {
      id: 'deposit',
      label: 'nav_deposit',
      when: { auth: true },
      action: { type: 'navigate', to: '/deposit' },
      icon: 'wallet',
      badge: 'new',
      badgeCount: { query: 'missionCount', params: { kind: 'open' } },
      vendorCategories: ['LIVE'],
      resource: 'FACEBOOK',
      placement: 'beside',
      quick: 'primary',
      look: 'ghost',
      children: [],
    };
    const itemProperties = (JSON.parse(readFileSync('schemas/meta/menu.schema.json', 'utf8')) as { definitions: { item: { properties: Record<string, unknown> } } }).definitions.item.properties;
    expect(Object.keys(item).sort()).toEqual(Object.keys(itemProperties).sort());
    const file = menu([structuredClone(item)]);
    const [resolved] = (resolveDocument(file, contextWith({ role: 'player' }), options).document as ResolvedMenu).items;
    const { when: _when, ...kept } = item;
    expect(resolved).toEqual(kept);
    expect(resolved?.badgeCount).not.toBe(file.items[0]?.badgeCount);
    expect(resolved?.vendorCategories).not.toBe(file.items[0]?.vendorCategories);
  });

  it('keeps only the routes whose condition holds', () => {
    const routes: RoutesDocument = {
      kind: 'routes',
      schemaVersion: 2,
      id: 'routes',
      loginPath: '/login',
      publicPaths: ['/', '/login'],
      routes: [
        { id: 'home', paths: ['/'], screen: 'screens/home', layout: 'header-footer' },
        { id: 'esports', paths: ['/esports'], screen: 'screens/esports', layout: 'layouts/header-footer', when: { flag: 'ESPORTS' } },
      ],
    };
    expect(resolveDocument(routes, contextWith(), options).document.routes.map((r) => [r.id, r.layout])).toEqual([['home', 'layouts/header-footer']]);
    expect(resolveDocument(routes, contextWith({ flags: { ESPORTS: true } }), options).document.routes.map((r) => r.id)).toEqual(['home', 'esports']);
  });
});

describe('layer order: base → merchant → conditions → server config', () => {
  const target = (operations: OverrideDocument['operations'], name: string): OverrideDocument => ({ kind: 'override', schemaVersion: 2, id: 'o', target: name, operations });

  it('a merchant `set` of a node\'s `when` is then evaluated by the condition layer', () => {
    const merged = applyOverride(home(), target([{ op: 'set', id: 'slots', when: { lang: 'ty' } }, { op: 'set', id: 'hero', when: { flag: 'HERO' } }], 'screens/home'), 'o.json').document;
    const en = resolveDocument(merged, contextWith(), options);
    expect(ids(en.document.body)).toEqual(['games']);
    const ty = resolveDocument(merged, contextWith({ lang: 'ty', flags: { HERO: true } }), options);
    expect(ids(ty.document.body)).toEqual(['hero', 'games', 'slots']);
  });

  it('a condition cannot bring back a node the merchant hid', () => {
    const merged = applyOverride(home(), target([{ op: 'hide', id: 'hero' }], 'screens/home'), 'o.json').document;
    expect(ids(resolveDocument(merged, contextWith(), options).document.body)).toEqual(['games', 'slots']);
  });

  it('a merchant-inserted form field is then merged with server config', () => {
    const insert = target([{ op: 'insert', node: { id: 'wechat', name: 'wechat', schema: { type: 'string', title: 'field_wechat' }, config: 'weChat' }, after: 'email' }], 'forms/register');
    const merged = applyOverride(registerForm(), insert, 'o.json').document;
    const context = contextWith({ fieldConfig: { weChat: { required: true, acceptedPattern: '^[a-z0-9_]+$', minLength: 6, maxLength: 20, patternId: 7 } } });
    const { document, explain } = resolveDocument(merged, context, options);
    const form = document as ResolvedForm;
    expect(form.schema.properties['wechat']).toEqual({ type: 'string', title: 'field_wechat', pattern: '^[a-z0-9_]+$', minLength: 6, maxLength: 20 });
    expect(form.schema.required).toContain('wechat');
    expect(form.fields.at(-1)).toEqual({ id: 'wechat', name: 'wechat', required: true, ruleMessage: { key: 'reg_pattern_7', min: 6, max: 20 } });
    expect(explain.filter((e) => e.id === 'wechat').every((e) => e.layer === 'server-config')).toBe(true);
  });

  it('server config disabling a field wins over a merchant relabel of it', () => {
    const merged = applyOverride(registerForm(), target([{ op: 'set', id: 'email', label: 'field_mail' }], 'forms/register'), 'o.json').document;
    const form = resolveDocument(merged, contextWith({ fieldConfig: { email: { enabled: false } } }), options).document as ResolvedForm;
    expect(form.fields.map((f) => f.id)).not.toContain('email');
  });
});
