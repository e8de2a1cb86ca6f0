// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SchemaLoader } from '@/schema/loader';
import { formatProblem, type SchemaProblem } from '@/schema/problem';
import type { SchemaSources } from '@/schema/schema-source';
import type * as UniqueIds from '@/schema/unique-ids';
import { fakeSources, repoSchema, type OriginEntry } from '../fixtures/fake-schema-sources';
import { nestedSectionsScreen, wideScreen } from './limits-fixtures';

const HOME = 'screens/home.json';
const MANIFEST = { kind: 'manifest', schemaVersion: 2, id: 'manifest', documents: { 'screens/home': HOME }, merchants: {} };
/** The real home screen is the bundled copy: what this build shipped with. */
const bundledHome = repoSchema(HOME);
const bundledIds = (bundledHome['body'] as { id: string }[]).map((node) => node.id);

function setup(home: OriginEntry, sources?: Partial<SchemaSources>) {
  const problems: SchemaProblem[] = [];
  const fake = fakeSources({ 'manifest.json': MANIFEST, [HOME]: home }, { 'manifest.json': MANIFEST, [HOME]: bundledHome });
  const loader = new SchemaLoader({ sources: { ...fake, ...sources }, merchant: 'croupier', report: (p) => problems.push(p) });
  return { loader, lines: () => problems.map(formatProblem) };
}

/** Makes the validator throw on the origin copy of the home screen, as it did on deep documents (finding 4). */
const validatorThrows = vi.hoisted(() => ({ on: false }));
vi.mock('@/schema/unique-ids', async (importOriginal) => {
  const actual = await importOriginal<typeof UniqueIds>();
  return {
    findDuplicateIds: (document: Record<string, unknown>, name: string) => {
      if (validatorThrows.on && name === 'screens/home.json') throw new RangeError('Maximum call stack size exceeded');
      return actual.findDuplicateIds(document, name);
    },
  };
});

afterEach(() => {
  vi.restoreAllMocks();
  validatorThrows.on = false;
});

describe('the loader and the document limits', () => {
  // Finding 4: the validator's RangeError escaped readFile and the page stayed blank, with no console line.
  it('a 300-level deep origin document is reported with file, pointer and limit, and the bundled copy serves', async () => {
    const { loader, lines } = setup(nestedSectionsScreen(300));
    const loaded = await loader.load('screens/home', 'screen');
    expect(loaded.source).toBe('bundled');
    expect(loaded.document.body.map((node) => node.id)).toEqual(bundledIds);
    expect(lines()).toEqual([`${HOME}#/body/0${'/children/0'.repeat(9)}: nested deeper than the document limit of 20 levels`, `${HOME}: using the bundled copy instead`]);
  });

  // Finding 5: 100,000 nodes used to be validated (and rendered) in full, hanging the page.
  it('a 100,000-node origin document is refused on its size before parsing; the bundled copy serves', async () => {
    const huge = JSON.stringify(wideScreen(100_000));
    const { loader, lines } = setup({ ok: true, text: huge });
    const parse = vi.spyOn(JSON, 'parse');
    const loaded = await loader.load('screens/home', 'screen');
    expect(parse.mock.calls.some(([parsed]) => parsed === huge)).toBe(false);
    expect(loaded.source).toBe('bundled');
    expect(lines()).toEqual([`${HOME}: the file is ${huge.length.toLocaleString('en-US')} characters, over the document limit of 1,000,000 characters`, `${HOME}: using the bundled copy instead`]);
  });

  it('100,000 values packed into a small file are refused at the value limit, with the pointer', async () => {
    const home = structuredClone(bundledHome);
    (home['body'] as { props: Record<string, unknown> }[])[0]!.props['items'] = Array.from({ length: 100_000 }, () => 0);
    const text = JSON.stringify(home);
    expect(text.length).toBeLessThan(1_000_000);
    const { loader, lines } = setup({ ok: true, text });
    const loaded = await loader.load('screens/home', 'screen');
    expect(loaded.source).toBe('bundled');
    expect(lines()[0]).toMatch(new RegExp(`^${HOME}#/body/0/props/items/\\d+: more than 5,000 values in one document \\(the document limit\\)$`));
  });

  it('a 20 MB origin file is refused on its length, before JSON.parse reads it', async () => {
    const text = JSON.stringify({ ...bundledHome, description: 'x'.repeat(20_000_000) });
    const parse = vi.spyOn(JSON, 'parse');
    const { loader, lines } = setup({ ok: true, text });
    const loaded = await loader.load('screens/home', 'screen');
    expect(loaded.source).toBe('bundled');
    expect(parse.mock.calls.some(([parsed]) => parsed === text)).toBe(false);
    expect(lines()[0]).toBe(`${HOME}: the file is ${text.length.toLocaleString('en-US')} characters, over the document limit of 1,000,000 characters`);
  });

  it('a string over the limit in a small file is refused at its pointer', async () => {
    const home = structuredClone(bundledHome);
    (home['body'] as { props: Record<string, unknown> }[])[0]!.props['text'] = 'x'.repeat(20_001);
    const { loader, lines } = setup(home);
    expect((await loader.load('screens/home', 'screen')).source).toBe('bundled');
    expect(lines()[0]).toBe(`${HOME}#/body/0/props/text: a string of 20,001 characters, over the document limit of 20,000`);
  });

  it('a bundled copy over the limits is refused too, and the loader says the document is unusable', async () => {
    const problems: SchemaProblem[] = [];
    const fake = fakeSources({ 'manifest.json': MANIFEST, [HOME]: { ok: false, reason: 'HTTP 404 from the schema origin' } }, { 'manifest.json': MANIFEST, [HOME]: nestedSectionsScreen(30) });
    const loader = new SchemaLoader({ sources: fake, merchant: 'croupier', report: (p) => problems.push(p) });
    await expect(loader.load('screens/home', 'screen')).rejects.toThrow(`${HOME} is unusable both on the origin and in the bundle`);
    expect(problems.map(formatProblem)).toContain(`${HOME} (bundled)#/body/0${'/children/0'.repeat(9)}: nested deeper than the document limit of 20 levels`);
  });
});

describe('nothing thrown while reading a file escapes unreported', () => {
  it('a throw inside the validator becomes a problem with the file, and the bundled copy serves', async () => {
    validatorThrows.on = true;
    const { loader, lines } = setup(repoSchema(HOME));
    const loaded = await loader.load('screens/home', 'screen');
    expect(loaded.source).toBe('bundled');
    expect(lines()).toEqual([`${HOME}: could not be checked (RangeError: Maximum call stack size exceeded)`, `${HOME}: using the bundled copy instead`]);
  });

  it('a bundled copy that fails to load (a chunk that did not download) is reported before the loader gives up', async () => {
    const { loader, lines } = setup({ ok: false, reason: 'HTTP 404 from the schema origin' }, {
      bundled: async (path) => {
        if (path === HOME) throw new TypeError('Failed to fetch dynamically imported module');
        return MANIFEST;
      },
    });
    await expect(loader.load('screens/home', 'screen')).rejects.toThrow(`${HOME} is unusable both on the origin and in the bundle`);
    expect(lines()).toEqual([`${HOME}: HTTP 404 from the schema origin`, `${HOME} (bundled): could not be loaded (TypeError: Failed to fetch dynamically imported module)`]);
  });
});

describe('a valid origin manifest naming the wrong file (found by the schema fuzzing)', () => {
  it.each([
    ['a file that does not exist', 'screens/hom.json'],
    ['a file of another kind', 'menus/header-nav.json'],
  ])('%s: reported, and the document is read from its usual place', async (_, wrong) => {
    const problems: SchemaProblem[] = [];
    const manifest = { ...MANIFEST, documents: { 'screens/home': wrong } };
    const menu = { kind: 'menu', schemaVersion: 2, id: 'header-nav', items: [] };
    const fake = fakeSources({ 'manifest.json': manifest, [HOME]: bundledHome, 'menus/header-nav.json': menu }, { 'manifest.json': MANIFEST, [HOME]: bundledHome, 'menus/header-nav.json': menu });
    const loader = new SchemaLoader({ sources: fake, merchant: 'croupier', report: (p) => problems.push(p) });
    const loaded = await loader.load('screens/home', 'screen');
    expect(loaded.source).toBe('origin');
    expect(loaded.document.body.map((node) => node.id)).toEqual(bundledIds);
    expect(problems.map(formatProblem).at(-1)).toBe(`manifest.json#/documents/screens~1home: names ${wrong}, which is unusable; using ${HOME} instead`);
  });
});
