// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { kindOfDocument, SchemaLoader } from '@/schema/loader';
import { formatProblem, type SchemaProblem } from '@/schema/problem';
import { httpOrigin } from '@/schema/schema-source';
import { fakeSources, type OriginEntry } from '../fixtures/fake-schema-sources';

const NAV = 'menus/header-nav.json';
const HOME = 'screens/home.json';
const OVERRIDE = 'merchants/luckystar/menus/header-nav.json';

function manifest(merchants: Record<string, Record<string, string>> = {}) {
  return { kind: 'manifest', schemaVersion: 2, id: 'manifest', documents: { 'menus/header-nav': NAV, 'screens/home': HOME }, merchants };
}

/** Small inline copies of the real documents, so base-file edits don't move these tests. */
const navItem = (id: string) => ({ id, label: `nav_${id}`, action: { type: 'navigate', to: `/${id}` } });
const schemaFiles: Record<string, () => Record<string, unknown>> = {
  [NAV]: () => ({ kind: 'menu', schemaVersion: 2, id: 'header-nav', items: ['home', 'rng', 'live', 'sports', 'esports', 'promotions'].map(navItem) }),
  [HOME]: () => ({
    kind: 'screen',
    schemaVersion: 2,
    id: 'home',
    body: [
      { type: 'Heading', id: 'title', props: { text: 'home_hero_title', level: 1 } },
      { type: 'Section', id: 'why-us', props: { title: 'home_why_title', layout: 'grid', columns: 3 }, children: [{ type: 'Text', id: 'why-fast', props: { text: 'home_why_fast' } }] },
    ],
  }),
  [OVERRIDE]: () => ({
    kind: 'override',
    schemaVersion: 2,
    id: 'luckystar-header-nav',
    target: 'menus/header-nav',
    operations: [
      { op: 'move', id: 'live', before: 'rng' },
      { op: 'move', id: 'promotions', after: 'home' },
      { op: 'hide', id: 'esports' },
    ],
  }),
};
const repoSchema = (path: string) => schemaFiles[path]!();

/** The bundled copies: what this build shipped with. */
const bundled = { 'manifest.json': manifest(), [NAV]: repoSchema(NAV), [HOME]: repoSchema(HOME) };

/** The origin's copy of header-nav, visibly different from the bundled one (an operator reordered it). */
function editedNav(): Record<string, unknown> {
  const nav = repoSchema(NAV);
  (nav['items'] as unknown[]).reverse();
  return nav;
}

function setup(origin: Record<string, OriginEntry>, merchant = 'croupier', bundle: Record<string, unknown> = bundled) {
  const problems: SchemaProblem[] = [];
  const sources = fakeSources({ 'manifest.json': manifest(), ...origin }, bundle);
  const loader = new SchemaLoader({ sources, merchant, report: (p) => problems.push(p) });
  return { loader, problems, sources, lines: () => problems.map(formatProblem) };
}

const itemIds = (document: { items: { id: string }[] }) => document.items.map((i) => i.id);
const bundledNavIds = itemIds(repoSchema(NAV) as unknown as { items: { id: string }[] });

describe('SchemaLoader', () => {
  it('fetches the manifest first, then the document from the origin', async () => {
    const { loader, sources, problems } = setup({ [NAV]: editedNav() });
    const loaded = await loader.load('menus/header-nav', 'menu');
    expect(sources.requests).toEqual(['manifest.json', NAV]);
    expect(loaded.source).toBe('origin');
    expect(itemIds(loaded.document)).toEqual([...bundledNavIds].reverse());
    expect(problems).toEqual([]);
  });

  it('caches a loaded document and fetches the manifest once', async () => {
    const { loader, sources } = setup({ [NAV]: editedNav(), [HOME]: repoSchema(HOME) });
    const [first, second] = await Promise.all([loader.load('menus/header-nav', 'menu'), loader.load('menus/header-nav', 'menu')]);
    const third = await loader.load('menus/header-nav', 'menu');
    await loader.load('screens/home', 'screen');
    expect(second).toBe(first);
    expect(third).toBe(first);
    expect(sources.requests).toEqual(['manifest.json', NAV, HOME]);
  });

  it('uses the document name as path when the manifest does not list it', async () => {
    const { loader, sources } = setup({ 'screens/vip.json': { kind: 'screen', schemaVersion: 2, id: 'vip', body: [] } });
    expect((await loader.load('screens/vip', 'screen')).document.id).toBe('vip');
    expect(sources.requests).toContain('screens/vip.json');
  });

  describe('falls back to the bundled copy and reports file + pointer when the origin copy', () => {
    const broken: [string, OriginEntry, string][] = [
      ['is missing (HTTP 404)', { ok: false, reason: 'HTTP 404 from the schema origin' }, `${NAV}: HTTP 404 from the schema origin`],
      ['cannot be fetched (network failure)', { ok: false, reason: 'could not be fetched (Failed to fetch)' }, `${NAV}: could not be fetched (Failed to fetch)`],
      ['is not JSON', { ok: true, text: '{ "kind": "menu", ' }, `${NAV}: not valid JSON`],
      ['is a newer schemaVersion', { ...editedNav(), schemaVersion: 4 }, `${NAV}#/schemaVersion: schemaVersion 4 is newer than this build understands (3); update the site first`],
      ['has duplicate ids', { ...editedNav(), items: [{ id: 'home', label: 'a' }, { id: 'home', label: 'b' }] }, `${NAV}#/items/1/id: duplicate id "home" (first used at /items/0/id)`],
      ['fails its meta-schema', { ...editedNav(), items: [{ id: 'home', label: 42 }] }, `${NAV}#/items/0/label: must be string`],
    ];

    it.each(broken)('%s', async (_, entry, expected) => {
      const { loader, lines } = setup({ [NAV]: entry });
      const loaded = await loader.load('menus/header-nav', 'menu');
      expect(loaded.source).toBe('bundled');
      expect(itemIds(loaded.document)).toEqual(bundledNavIds);
      expect(lines().some((line) => line.startsWith(expected))).toBe(true);
      expect(lines().at(-1)).toBe(`${NAV}: using the bundled copy instead`);
    });

    it('names a widget type unknown to this build (no fallback)', async () => {
      const home = repoSchema(HOME);
      (home['body'] as unknown[]).push({ type: 'Carousel3D', id: 'new-widget' });
      const { loader, lines } = setup({ [HOME]: home });
      const loaded = await loader.load('screens/home', 'screen');
      expect(loaded.source).toBe('bundled');
      expect(loaded.document.body.map((n) => n.id)).not.toContain('new-widget');
      expect(lines()).toContain(`${HOME}#/body/2: widget type is unknown to this build: use a known type or give the node a "fallback"`);
    });

    it('has a prop of the wrong type', async () => {
      const home = repoSchema(HOME);
      ((home['body'] as Record<string, unknown>[])[1]!['props'] as Record<string, unknown>)['columns'] = 'three';
      const { loader, lines } = setup({ [HOME]: home });
      expect((await loader.load('screens/home', 'screen')).source).toBe('bundled');
      expect(lines()).toContain(`${HOME}#/body/1/props/columns: must be integer`);
    });
  });

  it('uses the bundled manifest when the origin manifest is broken', async () => {
    const { loader, lines, sources } = setup({ 'manifest.json': { ok: true, text: 'not json' }, [NAV]: editedNav() });
    expect((await loader.load('menus/header-nav', 'menu')).source).toBe('origin');
    expect(sources.requests[0]).toBe('manifest.json');
    expect(lines()).toContain('manifest.json: using the bundled copy instead');
  });

  it('throws, after reporting, only when neither the origin nor the bundle has a usable copy', async () => {
    const { loader, lines } = setup({ 'screens/vip.json': { ok: true, text: '' } });
    await expect(loader.load('screens/vip', 'screen')).rejects.toThrow('[croupier schema] screens/vip.json is unusable both on the origin and in the bundle');
    expect(lines()).toContain('screens/vip.json: no bundled copy in this build');
  });

  describe('merchant overrides', () => {
    const withOverride = manifest({ luckystar: { 'menus/header-nav': OVERRIDE } });

    function merchantSetup(override: OriginEntry, bundle: Record<string, unknown> = bundled) {
      return setup({ 'manifest.json': withOverride, [NAV]: repoSchema(NAV), [OVERRIDE]: override }, 'luckystar', bundle);
    }

    it('applies an override of operations on top of the base document', async () => {
      const { loader, problems } = merchantSetup(repoSchema(OVERRIDE));
      const loaded = await loader.load('menus/header-nav', 'menu');
      const ids = itemIds(loaded.document);
      expect(ids.indexOf('live')).toBeLessThan(ids.indexOf('rng'));
      expect(ids[1]).toBe('promotions');
      expect(ids).not.toContain('esports');
      expect(loaded.explain.map((e) => `${e.id} ${e.change} by ${e.layer}`)).toEqual(['live moved by merchant', 'promotions moved by merchant', 'esports removed by merchant']);
      expect(problems).toEqual([]);
    });

    it('only the merchant it belongs to gets it', async () => {
      const { loader } = setup({ 'manifest.json': withOverride, [NAV]: repoSchema(NAV), [OVERRIDE]: repoSchema(OVERRIDE) }, 'croupier');
      expect(itemIds((await loader.load('menus/header-nav', 'menu')).document)).toEqual(bundledNavIds);
    });

    it('replaces the base when the override is a whole document', async () => {
      const whole = { kind: 'menu', schemaVersion: 2, id: 'header-nav', items: [{ id: 'lucky-home', label: 'nav_home' }] };
      const { loader } = merchantSetup(whole);
      const loaded = await loader.load('menus/header-nav', 'menu');
      expect(itemIds(loaded.document)).toEqual(['lucky-home']);
      expect(loaded.explain).toEqual([{ id: 'header-nav', layer: 'merchant', change: 'set', detail: `whole document replaced by ${OVERRIDE}` }]);
    });

    it('reports an operation naming an unknown id with file and pointer, and applies the others', async () => {
      const override = repoSchema(OVERRIDE);
      (override['operations'] as unknown[]).splice(1, 0, { op: 'hide', id: 'casino' });
      const { loader, lines } = merchantSetup(override);
      const ids = itemIds((await loader.load('menus/header-nav', 'menu')).document);
      expect(lines()).toEqual([`${OVERRIDE}#/operations/1: hide: id "casino" does not exist in the base document`]);
      expect(ids).not.toContain('esports');
      expect(ids.indexOf('live')).toBeLessThan(ids.indexOf('rng'));
    });

    it('a broken override leaves the base document working', async () => {
      const { loader, lines } = merchantSetup({ ok: true, text: '{"kind": "override", oops' });
      const loaded = await loader.load('menus/header-nav', 'menu');
      expect(itemIds(loaded.document)).toEqual(bundledNavIds);
      expect(loaded.explain).toEqual([]);
      expect(lines()[0]).toMatch(new RegExp(`^${OVERRIDE}: not valid JSON`));
      expect(lines()).toContain(`${OVERRIDE}: no bundled copy in this build`);
    });

    it('an override that fails its meta-schema falls back to the bundled override', async () => {
      const { loader, lines } = merchantSetup({ ...repoSchema(OVERRIDE), operations: [{ op: 'explode', id: 'live' }] }, { ...bundled, [OVERRIDE]: repoSchema(OVERRIDE) });
      const ids = itemIds((await loader.load('menus/header-nav', 'menu')).document);
      expect(ids).not.toContain('esports');
      expect(lines().some((line) => line.startsWith(`${OVERRIDE}#/operations/0`))).toBe(true);
    });
  });
});

describe('kindOfDocument', () => {
  it('derives the kind from the folder', () => {
    expect(kindOfDocument('menus/header-nav')).toBe('menu');
    expect(kindOfDocument('screens/home')).toBe('screen');
    expect(kindOfDocument('forms/register')).toBe('form');
    expect(kindOfDocument('routes')).toBe('routes');
  });

  it('names the known folders for anything else', () => {
    expect(() => kindOfDocument('widgets/x')).toThrow('"widgets/x" is not in a known schema folder (screens, menus, forms, themes, routes, layouts)');
  });
});

describe('httpOrigin', () => {
  it('revalidates every request (no stale copy) and returns the text', async () => {
    const calls: [string, RequestInit | undefined][] = [];
    const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push([String(input), init]);
      return new Response('{"a":1}', { status: 200 });
    };
    const origin = httpOrigin('https://cdn.example.com/schemas', fetchImpl as typeof fetch);
    expect(await origin('menus/header-nav.json')).toEqual({ ok: true, text: '{"a":1}' });
    expect(calls[0]?.[0]).toBe('https://cdn.example.com/schemas/menus/header-nav.json');
    expect(calls[0]?.[1]?.cache).toBe('no-cache');
  });

  it('turns an HTTP error and a network failure into a reason', async () => {
    const notFound = httpOrigin('/schemas/', (async () => new Response('', { status: 404 })) as typeof fetch);
    expect(await notFound('x.json')).toEqual({ ok: false, reason: 'HTTP 404 from the schema origin' });
    const offline = httpOrigin('/schemas/', (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch);
    expect(await offline('x.json')).toEqual({ ok: false, reason: 'could not be fetched (Failed to fetch)' });
  });

  it('a network failure on the origin ends in the bundled copy through the loader', async () => {
    const problems: SchemaProblem[] = [];
    const origin = httpOrigin('/schemas/', (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch);
    const loader = new SchemaLoader({ merchant: 'croupier', report: (p) => problems.push(p), sources: { origin, bundled: fakeSources({}, bundled).bundled } });
    const loaded = await loader.load('menus/header-nav', 'menu');
    expect(loaded.source).toBe('bundled');
    expect(problems.map(formatProblem)).toEqual([
      'manifest.json: could not be fetched (Failed to fetch)',
      'manifest.json: using the bundled copy instead',
      `${NAV}: could not be fetched (Failed to fetch)`,
      `${NAV}: using the bundled copy instead`,
    ]);
  });
});
