// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MIGRATIONS, migrateDocument, type Migration } from '@/schema/migrations';
import { validateDocument } from '@/schema/validate-document';
import { CURRENT_SCHEMA_VERSION } from '@/schema/version';
import { v1Menu, v1Screen } from '../fixtures/v1-documents';

describe('migrateDocument', () => {
  it('migrates a v1 screen (component / visible) to the current version', () => {
    const outcome = migrateDocument(v1Screen());
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.document['schemaVersion']).toBe(CURRENT_SCHEMA_VERSION);
    expect(outcome.document['body']).toEqual([
      {
        type: 'Section',
        id: 'welcome',
        when: { role: 'visitor' },
        props: { title: 'home_why_title' },
        children: [{ type: 'Text', id: 'welcome-text', props: { text: 'home_why_fast' }, when: { not: { flag: 'HIDE_WELCOME' } } }],
        fallback: { type: 'Heading', id: 'welcome-fallback', props: { text: 'home_why_title' } },
      },
    ]);
    expect(outcome.applied).toEqual(['v1→v2: rename component → type, visible → when, menu item title → label']);
  });

  it('migrates a v1 menu (item title → label) but keeps the screen title as it is', () => {
    const menu = migrateDocument(v1Menu());
    expect(menu.ok && menu.document['items']).toEqual([
      { id: 'home', label: 'nav_home', action: { type: 'navigate', to: '/' } },
      { id: 'vip', label: 'nav_vip', when: { not: { role: 'trial' } }, children: [{ id: 'vip-club', label: 'nav_vip_club' }] },
    ]);
    const screen = migrateDocument(v1Screen());
    expect(screen.ok && screen.document['title']).toBe('nav_home');
  });

  it('never renames keys inside widget props', () => {
    const document = v1Screen();
    (document['body'] as Record<string, unknown>[])[0]!['props'] = { title: 'x', visible: true, component: 'kept' };
    const outcome = migrateDocument(document);
    expect(outcome.ok && (outcome.document['body'] as Record<string, unknown>[])[0]!['props']).toEqual({ title: 'x', visible: true, component: 'kept' });
  });

  it('leaves a current document as it is', () => {
    const document = { kind: 'menu', schemaVersion: CURRENT_SCHEMA_VERSION, id: 'm', items: [{ id: 'a', label: 'title' }] };
    expect(migrateDocument(document)).toEqual({ ok: true, document, applied: [] });
  });

  it('refuses a document from a newer build with a clear message', () => {
    expect(migrateDocument({ schemaVersion: CURRENT_SCHEMA_VERSION + 1 })).toEqual({
      ok: false,
      message: `schemaVersion ${CURRENT_SCHEMA_VERSION + 1} is newer than this build understands (${CURRENT_SCHEMA_VERSION}); update the site first`,
    });
  });

  it.each([0, -1, 1.5, '2', undefined])('refuses schemaVersion %s', (schemaVersion) => {
    expect(migrateDocument({ schemaVersion })).toEqual({ ok: false, message: 'schemaVersion must be a positive integer' });
  });

  it('chains registered migrations in order and refuses a gap', () => {
    const chain: Migration[] = [
      { from: 1, description: 'a', migrate: (d) => ({ ...d, steps: ['a'] }) },
      { from: 2, description: 'b', migrate: (d) => ({ ...d, steps: [...(d['steps'] as string[]), 'b'] }) },
    ];
    const outcome = migrateDocument({ schemaVersion: 1 }, chain, 3);
    expect(outcome).toEqual({ ok: true, document: { schemaVersion: 3, steps: ['a', 'b'] }, applied: ['v1→v2: a', 'v2→v3: b'] });
    expect(migrateDocument({ schemaVersion: 1 }, [chain[1]!], 3)).toEqual({ ok: false, message: 'no migration registered from schemaVersion 1' });
  });

  it('has a registered migration for every version below the current one', () => {
    for (let from = 1; from < CURRENT_SCHEMA_VERSION; from++) expect(MIGRATIONS.some((m) => m.from === from)).toBe(true);
  });
});

describe('v2 → v3: routes name their layout document', () => {
  const v2Routes = () => ({
    kind: 'routes',
    schemaVersion: 2,
    id: 'routes',
    loginPath: '/login',
    publicPaths: ['/login'],
    routes: [
      { id: 'home', paths: ['/'], screen: 'screens/home', layout: { header: true, footer: true, sideMenu: true } },
      { id: 'rng', paths: ['/rng'], screen: 'screens/rng', layout: { header: true, footer: true, sideMenu: false } },
      { id: 'game', paths: ['/game'], screen: 'screens/game', layout: { header: true, footer: false, sideMenu: false } },
      { id: 'helpmc', paths: ['/helpmc'], screen: 'screens/helpmc', layout: { header: false, footer: false, sideMenu: false } },
    ],
  });

  it('an old routes file still loads: its booleans become the matching layout names', () => {
    const result = validateDocument(v2Routes(), 'routes.json', 'routes');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.document.routes.map((route) => [route.id, route.layout])).toEqual([
      ['home', 'default'],
      ['rng', 'header-footer'],
      ['game', 'header-only'],
      ['helpmc', 'bare'],
    ]);
    expect(result.migrations).toEqual(['v2→v3: route layout booleans {header, footer, sideMenu} → the name of the matching layout document']);
  });

  it('other kinds pass v2 → v3 unchanged and count as current (no migration reported)', () => {
    const menu = { kind: 'menu', schemaVersion: 2, id: 'm', items: [{ id: 'a', label: 'nav_home' }] };
    expect(migrateDocument(menu)).toEqual({ ok: true, document: { ...menu, schemaVersion: 3 }, applied: [] });
  });

  it('a v3 routes file with the old booleans is refused with a pointer', () => {
    const result = validateDocument({ ...v2Routes(), schemaVersion: 3 }, 'routes.json', 'routes');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems[0]).toMatchObject({ document: 'routes.json', pointer: '/routes/0/layout' });
  });
});

describe('v1 documents load like v2 ones', () => {
  it('a migrated v1 screen passes the current meta-schema', () => {
    const result = validateDocument(v1Screen(), 'screens/home.json', 'screen');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.document.schemaVersion).toBe(CURRENT_SCHEMA_VERSION);
    expect(result.document.body[0]?.type).toBe('Section');
    expect(result.migrations).toHaveLength(1);
  });

  it('a migrated v1 menu passes the current meta-schema', () => {
    const result = validateDocument(v1Menu(), 'menus/header-nav.json', 'menu');
    expect(result.ok && result.document.items.map((i) => i.label)).toEqual(['nav_home', 'nav_vip']);
  });
});
