// @vitest-environment node
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SchemaLoader } from '@/schema/loader';
import { documentHash, VERIFIED_LIST, verifiedByBuild, verifiedHashesOf } from '@/schema/build-verified';
import * as lightValidation from '@/schema/validate-light';
import * as validation from '@/schema/validate-by-widget';
import { hashText, verifiedDocumentHashes } from '../../scripts/vite/verified-documents-plugin';
import { validatorsFingerprint } from '../../scripts/schemas/verified-list';
import type { SchemaProblem } from '@/schema/problem';

vi.mock('@/schema/validate-by-widget', async (original) => {
  const actual = await original<typeof validation>();
  return { ...actual, validateScreenOrLayout: vi.fn(actual.validateScreenOrLayout) };
});

vi.mock('@/schema/validate-light', async (original) => {
  const actual = await original<typeof lightValidation>();
  return { ...actual, validateDocument: vi.fn(actual.validateDocument) };
});

const repoText = (path: string) => readFileSync(resolve(process.cwd(), 'schemas', path), 'utf8');
const HOME = 'screens/home.json';

/** The real manifest and home screen on the origin, with the hashes this build computes for them. */
function loaderWith(originHome: string) {
  const texts: Record<string, string> = { 'manifest.json': repoText('manifest.json'), [HOME]: originHome };
  const problems: SchemaProblem[] = [];
  const loader = new SchemaLoader({
    sources: {
      origin: async (path) => (path in texts ? { ok: true, text: texts[path]! } : { ok: false, reason: 'HTTP 404 from the schema origin' }),
      bundled: async (path) => JSON.parse(repoText(path)) as unknown,
    },
    merchant: 'croupier',
    report: (problem) => problems.push(problem),
    verified: verifiedByBuild(async () => buildHashes),
  });
  return { loader, problems };
}

let buildHashes: Record<string, string>;
beforeAll(() => {
  buildHashes = { ...verifiedDocumentHashes() };
});

const validated = () => vi.mocked(validation.validateScreenOrLayout).mock.calls.map(([, name]) => name);

describe('documents the build validated are not validated again (issue 15)', () => {
  beforeEach(() => vi.mocked(validation.validateScreenOrLayout).mockClear());

  it('the build hashes every bundled document that passes, the same way the browser hashes it', async () => {
    const hashes = buildHashes;
    expect(Object.keys(hashes)).toEqual(expect.arrayContaining(['manifest.json', 'routes.json', HOME, 'menus/header-nav.json', 'merchants/luckystar/menus/header-nav.json']));
    expect(Object.keys(hashes).some((path) => path.startsWith('meta/'))).toBe(false);
    expect(await documentHash(repoText(HOME))).toBe(hashes[HOME]);
    expect(hashText(`${repoText(HOME)} `)).not.toBe(hashes[HOME]);
  });

  it('an unchanged bundled document from the origin is only parsed: the validators are not used', async () => {
    const { loader, problems } = loaderWith(repoText(HOME));
    const home = await loader.load('screens/home', 'screen');
    expect(home.source).toBe('origin');
    expect(home.document.id).toBe('home');
    expect(validated()).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('a document an operator edited on the origin is validated, and a broken edit falls back to the bundled copy', async () => {
    const edited = JSON.parse(repoText(HOME)) as { body: unknown[] };
    edited.body = [{ type: 'Heading', id: 'only', props: { text: 'home_hero_title', level: 1 } }];
    const good = loaderWith(JSON.stringify(edited));
    expect((await good.loader.load('screens/home', 'screen')).document.body).toHaveLength(1);
    expect(validated()).toEqual([HOME]);

    vi.mocked(validation.validateScreenOrLayout).mockClear();
    edited.body = [{ type: 'Heading', id: 'only', props: { text: 'home_hero_title', level: 'huge' } }];
    const broken = loaderWith(JSON.stringify(edited));
    const home = await broken.loader.load('screens/home', 'screen');
    expect(home.source).toBe('bundled');
    expect(validated()).toEqual([HOME, `${HOME} (bundled)`]);
    expect(broken.problems.map((problem) => problem.pointer)).toContain('/body/0/props/level');
  });

  it('a path the build did not validate, or a browser without Web Crypto, falls back to validation', async () => {
    const check = verifiedByBuild(async () => ({ [HOME]: hashText('{}') }));
    expect(await check(HOME, '{}')).toBe(true);
    expect(await check('screens/other.json', '{}')).toBe(false);
    vi.stubGlobal('crypto', {});
    try {
      expect(await check(HOME, '{}')).toBe(false);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

/** A published home screen: the hero alone, a text the build never saw. */
function publishedHome(): string {
  const home = JSON.parse(repoText(HOME)) as { body: unknown[] };
  return `${JSON.stringify({ ...home, body: home.body.slice(0, 1) }, null, 2)}\n`;
}

/**
 * The origin as the publish service leaves it: its texts and its `verified.json` (the site reads the list from the
 * origin, as schema-runtime.ts does); the build's own list is a function that counts its calls.
 */
function publishedOrigin(served: Record<string, string>, list: string | undefined) {
  const texts: Record<string, string> = { 'manifest.json': repoText('manifest.json'), ...served, ...(list === undefined ? {} : { [VERIFIED_LIST]: list }) };
  const origin = async (path: string) => (path in texts ? { ok: true as const, text: texts[path]! } : { ok: false as const, reason: 'HTTP 404 from the schema origin' });
  const buildList = vi.fn(async () => buildHashes);
  const problems: SchemaProblem[] = [];
  const loader = new SchemaLoader({
    sources: { origin, bundled: async (path) => JSON.parse(repoText(path)) as unknown },
    merchant: 'croupier',
    report: (problem) => problems.push(problem),
    verified: verifiedByBuild(() => verifiedHashesOf(origin, validatorsFingerprint(), buildList)),
  });
  return { loader, problems, buildList };
}

const lightValidated = () => vi.mocked(lightValidation.validateDocument).mock.calls.map(([, name]) => name);

describe('documents the publish service validated are not validated again (issue 37)', () => {
  beforeEach(() => {
    vi.mocked(validation.validateScreenOrLayout).mockClear();
    vi.mocked(lightValidation.validateDocument).mockClear();
  });

  const listFor = (documents: Record<string, string>, validators = validatorsFingerprint()) => JSON.stringify({ validators, documents });

  it('a published document the list names is only parsed: no validator runs, and the build\'s list is not even loaded', async () => {
    const text = publishedHome();
    const { loader, problems, buildList } = publishedOrigin({ [HOME]: text }, listFor({ 'manifest.json': buildHashes['manifest.json']!, [HOME]: hashText(text) }));
    const home = await loader.load('screens/home', 'screen');
    expect(home.source).toBe('origin');
    expect(home.document.body).toHaveLength(1);
    expect(validated()).toEqual([]);
    expect(lightValidated()).toEqual([]);
    expect(buildList).not.toHaveBeenCalled();
    expect(problems).toEqual([]);
  });

  it('a document edited on the origin by hand after the publish is validated (a broken edit falls back to the bundled copy)', async () => {
    const list = listFor({ 'manifest.json': buildHashes['manifest.json']!, [HOME]: hashText(publishedHome()) });
    const edited = JSON.parse(publishedHome()) as { body: { props: Record<string, unknown> }[] };
    edited.body[0]!.props['level'] = 'huge';
    const { loader, problems } = publishedOrigin({ [HOME]: JSON.stringify(edited) }, list);
    const home = await loader.load('screens/home', 'screen');
    expect(validated()).toEqual([HOME, `${HOME} (bundled)`]);
    expect(home.source).toBe('bundled');
    expect(problems.map((problem) => problem.document)).toContain(HOME);
  });

  it('a list made by other validators, or none on the origin, counts for nothing: the build\'s list decides', async () => {
    const text = publishedHome();
    const stale = publishedOrigin({ [HOME]: text }, listFor({ [HOME]: hashText(text) }, '0123456789abcdef'));
    expect((await stale.loader.load('screens/home', 'screen')).document.body).toHaveLength(1);
    expect(stale.buildList).toHaveBeenCalledTimes(1);
    expect(validated()).toEqual([HOME]);

    vi.mocked(validation.validateScreenOrLayout).mockClear();
    const none = publishedOrigin({ [HOME]: repoText(HOME) }, undefined);
    expect((await none.loader.load('screens/home', 'screen')).source).toBe('origin');
    expect(none.buildList).toHaveBeenCalledTimes(1);
    expect(validated()).toEqual([]);
  });
});
