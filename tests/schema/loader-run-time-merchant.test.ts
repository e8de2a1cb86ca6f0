// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { kindsAtPath, SchemaLoader } from '@/schema/loader';
import type { SchemaProblem } from '@/schema/problem';
import { fakeSources } from '../fixtures/fake-schema-sources';

const navItem = (id: string) => ({ id, label: `nav_${id}`, action: { type: 'navigate', to: `/${id}` } });
const copy = (id: string, language: string, texts: Record<string, string>) => ({ kind: 'copy', schemaVersion: 2, id, language, texts });
const origin = {
  'manifest.json': {
    kind: 'manifest', schemaVersion: 2, id: 'manifest',
    documents: { 'menus/header-nav': 'menus/header-nav.json', 'i18n/en': 'i18n/en.json' },
    merchants: { luckystar: { 'menus/header-nav': 'merchants/luckystar/menus/header-nav.json', 'i18n/en': 'merchants/luckystar/i18n/en.json' } },
  },
  'merchants.json': { kind: 'merchants', schemaVersion: 2, id: 'merchants', default: 'croupier', hosts: { '127.0.0.1': 'luckystar' }, merchants: ['croupier', 'luckystar'] },
  'menus/header-nav.json': { kind: 'menu', schemaVersion: 2, id: 'header-nav', items: ['home', 'live', 'esports'].map(navItem) },
  'merchants/luckystar/menus/header-nav.json': { kind: 'override', schemaVersion: 2, id: 'ls', target: 'menus/header-nav', operations: [{ op: 'hide', id: 'esports' }] },
  'i18n/en.json': copy('en', 'en', { home_hero_title: 'Site title', site_only: 'Site text' }),
  'merchants/luckystar/i18n/en.json': copy('ls-en', 'en', { home_hero_title: 'Lucky title' }),
};

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

function setup(merchant: string | PromiseLike<string>, files: Record<string, unknown> = origin) {
  const problems: SchemaProblem[] = [];
  const sources = fakeSources(files as Record<string, Record<string, unknown>>, {});
  return { loader: new SchemaLoader({ sources, merchant, report: (p) => problems.push(p) }), sources, problems };
}

describe('the loader with a merchant chosen at run time', () => {
  it('fetches the manifest while the merchant is still being chosen, then applies that merchant\'s override', async () => {
    const merchant = deferred<string>();
    const { loader, sources } = setup(merchant.promise);
    const nav = loader.load('menus/header-nav', 'menu');
    await new Promise((r) => setTimeout(r, 0));
    expect(sources.requests).toEqual(['manifest.json']); // in parallel with merchants.json, not after it
    merchant.resolve('luckystar');
    expect((await nav).document.items.map((i) => i.id)).toEqual(['home', 'live']);
  });

  it('hands out a delivered document synchronously (with the merchant applied), nothing before that', async () => {
    const merchant = deferred<string>();
    const { loader } = setup(merchant.promise);
    const nav = loader.load('menus/header-nav', 'menu');
    expect(loader.loaded('menus/header-nav')).toBeUndefined();
    merchant.resolve('luckystar');
    const delivered = await nav;
    expect(loader.loaded('menus/header-nav')).toBe(delivered.document);
    expect(loader.loaded('menus/footer-help')).toBeUndefined();
  });

  it('fetches a document the build bundles beside the manifest (a head start), and still applies the override', async () => {
    const merchant = deferred<string>();
    const problems: SchemaProblem[] = [];
    const sources = fakeSources(origin as Record<string, Record<string, unknown>>, {});
    const loader = new SchemaLoader({ sources, merchant: merchant.promise, report: (p) => problems.push(p), atUsualPath: (name) => name === 'menus/header-nav' });
    const nav = loader.load('menus/header-nav', 'menu');
    await new Promise((r) => setTimeout(r, 0));
    expect(sources.requests).toEqual(['menus/header-nav.json', 'manifest.json']);
    merchant.resolve('luckystar');
    expect((await nav).document.items.map((i) => i.id)).toEqual(['home', 'live']);
    expect(sources.requests.filter((path) => path === 'menus/header-nav.json')).toHaveLength(1);
    expect(problems).toEqual([]);
  });

  it('drops the head start when the manifest names another path (the manifest decides)', async () => {
    const moved = { ...origin, 'manifest.json': { ...origin['manifest.json'], documents: { 'menus/header-nav': 'menus/nav-v2.json' }, merchants: {} }, 'menus/nav-v2.json': origin['menus/header-nav.json'] };
    const sources = fakeSources(moved as Record<string, Record<string, unknown>>, {});
    const loader = new SchemaLoader({ sources, merchant: 'croupier', report: () => undefined, atUsualPath: () => true });
    expect((await loader.load('menus/header-nav', 'menu')).document.id).toBe('header-nav');
    expect(sources.requests).toContain('menus/nav-v2.json');
  });

  it('reads merchants.json itself without waiting for a merchant (it names the merchant)', async () => {
    const never = new Promise<string>(() => undefined);
    const { loader } = setup(never);
    expect(await loader.merchants()).toMatchObject({ default: 'croupier', hosts: { '127.0.0.1': 'luckystar' } });
  });

  it('layers run-time copy: site copy, then the merchant\'s on top, key by key', async () => {
    expect(await setup('luckystar').loader.copy('en')).toEqual({ home_hero_title: 'Lucky title', site_only: 'Site text' });
    expect(await setup(Promise.resolve('croupier')).loader.copy('en')).toEqual({ home_hero_title: 'Site title', site_only: 'Site text' });
  });

  it('fetches only the copy files the manifest lists (a probe that 404s would be a console error)', async () => {
    const { loader, sources } = setup('croupier');
    expect(await loader.copy('ty')).toEqual({});
    expect(sources.requests).toEqual(['manifest.json']);
  });

  it('leaves out a broken copy layer and reports it; the other layer still serves', async () => {
    const { loader, problems } = setup('luckystar', { ...origin, 'merchants/luckystar/i18n/en.json': copy('ls-en', 'en', { bad: '' }) });
    expect(await loader.copy('en')).toEqual({ home_hero_title: 'Site title', site_only: 'Site text' });
    expect(problems.map((p) => p.document)).toContain('merchants/luckystar/i18n/en.json');
  });

  it('knows the kinds at each path: a merchant\'s copy merges (never an override), its other files may be either', () => {
    expect(kindsAtPath('merchants.json')).toEqual(['merchants']);
    expect(kindsAtPath('i18n/en.json')).toEqual(['copy']);
    expect(kindsAtPath('merchants/luckystar/i18n/ty.json')).toEqual(['copy']);
    expect(kindsAtPath('merchants/luckystar/menus/header-nav.json')).toEqual(['menu', 'override']);
    expect(kindsAtPath('routes.json')).toEqual(['routes']);
    expect(kindsAtPath('elsewhere/x.json')).toBeUndefined();
  });
});
