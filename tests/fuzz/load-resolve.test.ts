// @vitest-environment node
/**
 * Schema fuzzing, load → resolve: thousands of mutated real documents and generated ones of every kind
 * are published on the origin, with the real files as the bundled copy. The loader must always give a
 * document (the origin's when valid, else the bundled one, with the file's problems reported), resolve
 * must never throw on what the loader gives, and no `__proto__` key may reach the shared prototypes.
 * Seed and replay: README "Schema fuzzing".
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ResolveContext } from '@/schema/context';
import type { LoadedDocument } from '@/schema/loader';
import { formatProblem, type SchemaProblem } from '@/schema/problem';
import { resolveDocument, type ResolvableDocument } from '@/schema/resolve';
import type { DocumentKind } from '@/schema/types';
import { widgetLoaders } from '@/widgets/loaders.generated';
import { contextArbitrary, fuzzParameters, FUZZ_TIMEOUT, loaderWith, mutate, mutationArbitrary, prototypesPolluted, REAL_FILES, realFileAt, RESOLVABLE, targetOf, type RealFile } from './support';

const knownTypes: ReadonlySet<string> = new Set(Object.keys(widgetLoaders));
const DOCUMENT_NAMES = REAL_FILES.filter((file) => file.kind !== 'manifest' && !file.merchant).map((file) => file.name);

/** What the loader gives with every origin file intact: what a fallback must equal. */
const baselines = new Map<string, Promise<LoadedDocument<DocumentKind>>>();
function baseline(name: string, kind: DocumentKind, merchant: string): Promise<LoadedDocument<DocumentKind>> {
  const key = `${merchant}:${name}`;
  let pending = baselines.get(key);
  if (!pending) {
    pending = loaderWith({}, merchant).loader.load(name, kind);
    baselines.set(key, pending);
  }
  return pending;
}

/**
 * Publishes `text` as the origin copy of `file`, loads the document it belongs to and checks the
 * boundaries: a document always comes back, a fallback is reported and equals the bundled result,
 * resolve does not throw, no prototype changed.
 */
async function publishAndLoad(file: RealFile, text: string, context: ResolveContext, otherName: string): Promise<{ fellBack: boolean }> {
  const target = targetOf(file, otherName);
  const { loader, problems } = loaderWith({ [file.path]: text }, target.merchant);
  let loaded: LoadedDocument<DocumentKind>;
  try {
    loaded = await loader.load(target.name, target.kind);
  } catch (error) {
    throw new Error(`the loader gave up on ${target.name} (${String(error)}); reported:\n${problems.map(formatProblem).join('\n')}`);
  }
  const lines = problems.map(formatProblem);
  for (const problem of problems) checkProblem(problem);
  const fellBack = lines.includes(`${file.path}: using the bundled copy instead`);
  if (fellBack) {
    // The file's own problems come first, then the fallback line, and the page gets the bundled result.
    expect(lines.findIndex((line) => line.startsWith(file.path))).toBeLessThan(lines.indexOf(`${file.path}: using the bundled copy instead`));
    expect(loaded.document).toEqual((await baseline(target.name, target.kind, target.merchant)).document);
  } else if (!file.merchant && file.kind !== 'manifest') {
    expect(loaded.source).toBe('origin');
  }
  if (RESOLVABLE.has(target.kind)) {
    const resolved = resolveDocument(loaded.document as ResolvableDocument, context, { documentName: target.name, knownTypes });
    for (const problem of resolved.problems) checkProblem(problem);
  }
  expect(prototypesPolluted()).toEqual([]);
  return { fellBack };
}

function checkProblem(problem: SchemaProblem): void {
  expect(typeof problem.document === 'string' && problem.document.length > 0).toBe(true);
  expect(typeof problem.pointer).toBe('string');
  expect(problem.pointer === '' || problem.pointer.startsWith('/')).toBe(true);
  expect(typeof problem.message === 'string' && problem.message.length > 0).toBe(true);
}

/** Paths, not files: a counterexample then prints `screens/home.json`, not the whole file. */
const realPath = fc.constantFrom(...REAL_FILES.map((file) => file.path));
const otherName = fc.constantFrom(...DOCUMENT_NAMES);

describe('schema fuzzing: load → resolve', () => {
  it(
    'mutated real documents of every kind on the origin: the origin copy or the bundled one, never a throw',
    async () => {
      await fc.assert(
        fc.asyncProperty(realPath, fc.array(mutationArbitrary, { minLength: 1, maxLength: 4 }), contextArbitrary, otherName, async (path, mutations, context, other) => {
          const file = realFileAt(path);
          await publishAndLoad(file, JSON.stringify(mutate(file.value, mutations)), context, other);
        }),
        fuzzParameters(1_000),
      );
    },
    FUZZ_TIMEOUT,
  );

  it(
    'generated documents of every kind (well-formed skeletons with random content) on the origin',
    async () => {
      const skeleton = fc.record(
        {
          kind: fc.oneof(fc.constantFrom<unknown>('screen', 'menu', 'form', 'routes', 'theme', 'override', 'manifest', 'Screen', ''), fc.jsonValue({ maxDepth: 1 })),
          schemaVersion: fc.oneof(fc.constantFrom<unknown>(1, 2, 3, 0, '2', 2.5), fc.jsonValue({ maxDepth: 1 })),
          id: fc.oneof(fc.constantFrom<unknown>('home', 'header-nav', '1x', ''), fc.string()),
          body: fc.array(fc.jsonValue({ maxDepth: 4 }), { maxLength: 4 }),
          items: fc.array(fc.jsonValue({ maxDepth: 4 }), { maxLength: 4 }),
          fields: fc.array(fc.jsonValue({ maxDepth: 3 }), { maxLength: 3 }),
          routes: fc.array(fc.jsonValue({ maxDepth: 3 }), { maxLength: 3 }),
          operations: fc.array(fc.jsonValue({ maxDepth: 3 }), { maxLength: 3 }),
          documents: fc.dictionary(fc.string(), fc.string(), { maxKeys: 3 }),
          extra: fc.jsonValue({ maxDepth: 3 }),
        },
        { requiredKeys: [] },
      );
      await fc.assert(
        fc.asyncProperty(realPath, skeleton, contextArbitrary, otherName, async (path, document, context, other) => {
          const file = realFileAt(path);
          // The skeleton may claim the file's own kind and version, so the meta-schema (not the kind check) must refuse it.
          const claimed = { ...document, kind: document.kind ?? file.value['kind'], schemaVersion: document.schemaVersion ?? 2 };
          await publishAndLoad(file, JSON.stringify(claimed), context, other);
        }),
        fuzzParameters(400),
      );
    },
    FUZZ_TIMEOUT,
  );

  it(
    'generated screens and menus built from the known widget types, valid or nearly so',
    async () => {
      const id = fc.oneof({ weight: 5, arbitrary: fc.stringMatching(/^[A-Za-z][A-Za-z0-9_.-]{0,6}$/) }, { weight: 1, arbitrary: fc.constantFrom('', '1x', '__proto__', 'constructor') });
      const condition = fc.letrec<{ when: unknown }>((tie) => ({
        when: fc.oneof(
          { depthSize: 'small', withCrossShrink: true },
          fc.record({ flag: fc.constantFrom('X', 'FREEPLAY3', 'MOBILENUMREG3') }),
          fc.record({ role: fc.constantFrom('visitor', 'player', 'agent', 'trial', 'admin') }),
          fc.record({ auth: fc.boolean() }),
          fc.record({ lang: fc.constantFrom('en', 'ty') }),
          fc.record({ not: tie('when') }),
          fc.record({ all: fc.array(tie('when'), { maxLength: 3 }) }),
          fc.record({ any: fc.array(tie('when'), { maxLength: 3 }) }),
          fc.jsonValue({ maxDepth: 2 }),
        ),
      })).when;
      const action = fc.oneof(
        fc.record({ type: fc.constant('navigate'), to: fc.constantFrom('/rng', 'https://evil.example', 'javascript:alert(1)', '//x', '') }),
        fc.record({ type: fc.constant('external'), url: fc.constantFrom('https://example.com', 'javascript:alert(1)', 'data:text/html,x', 'http://x') }),
        fc.record({ type: fc.constantFrom('modal', 'memberCenter', 'logout', 'launchGame', 'explode'), modal: fc.string(), vendor: fc.string() }, { requiredKeys: ['type'] }),
      );
      const type = fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...knownTypes) }, { weight: 1, arbitrary: fc.constantFrom('Carousel3D', '__proto__', 'constructor', '') });
      const props = fc.dictionary(fc.oneof(fc.constantFrom('text', 'title', 'level', 'layout', 'columns', 'items', 'source', 'href', 'src', '__proto__'), fc.string()), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 });
      // Trees up to 4 levels: deeper ones are the mutations' job (and the limits').
      const tree = fc.letrec<{ node: unknown }>((tie) => ({
        node: fc.oneof(
          { maxDepth: 4, depthSize: 'small' },
          fc.record({ type, id, props, when: condition }, { requiredKeys: ['type', 'id'] }),
          fc.record({ type, id, props, when: condition, action, children: fc.array(tie('node'), { maxLength: 3 }), fallback: tie('node') }, { requiredKeys: ['type', 'id'] }),
        ),
      })).node;
      const menuItem = fc.letrec<{ item: unknown }>((tie) => ({
        item: fc.oneof(
          { maxDepth: 3, depthSize: 'small' },
          fc.record({ id, label: fc.string() }),
          fc.record({ id, label: fc.oneof(fc.string(), fc.jsonValue({ maxDepth: 1 })), when: condition, action, icon: fc.string(), children: fc.array(tie('item'), { maxLength: 3 }) }, { requiredKeys: ['id', 'label'] }),
        ),
      })).item;
      const screens = REAL_FILES.filter((file) => file.kind === 'screen' && !file.merchant).map((file) => file.path);
      const menus = REAL_FILES.filter((file) => file.kind === 'menu' && !file.merchant).map((file) => file.path);
      const generated = fc.oneof(
        fc.record({ path: fc.constantFrom(...screens), document: fc.record({ kind: fc.constant('screen'), schemaVersion: fc.constant(2), id: fc.constant('generated'), body: fc.array(tree, { maxLength: 5 }) }) }),
        fc.record({ path: fc.constantFrom(...menus), document: fc.record({ kind: fc.constant('menu'), schemaVersion: fc.constant(2), id: fc.constant('generated'), items: fc.array(menuItem, { maxLength: 5 }) }) }),
      );
      let accepted = 0;
      await fc.assert(
        fc.asyncProperty(generated, contextArbitrary, otherName, async ({ path, document }, context, other) => {
          const { fellBack } = await publishAndLoad(realFileAt(path), JSON.stringify(document), context, other);
          if (!fellBack) accepted += 1;
        }),
        fuzzParameters(400),
      );
      // The generator is not all noise: some of its documents pass the meta-schema and get resolved.
      expect(accepted).toBeGreaterThan(0);
    },
    FUZZ_TIMEOUT,
  );

  it(
    'a valid origin manifest that names the wrong file for a document (an operator typo)',
    async () => {
      const manifestFile = REAL_FILES.find((file) => file.kind === 'manifest')!;
      const paths = REAL_FILES.map((file) => file.path);
      const wrongPath = fc.oneof(fc.constantFrom(...paths), fc.stringMatching(/^[a-z]{1,6}(\/[a-z]{1,6}){0,2}\.json$/));
      await fc.assert(
        fc.asyncProperty(otherName, wrongPath, contextArbitrary, async (name, path, context) => {
          const manifest = structuredClone(manifestFile.value) as { documents: Record<string, string> };
          manifest.documents[name] = path;
          await publishAndLoad(manifestFile, JSON.stringify(manifest), context, name);
        }),
        // Kept case: the manifest that once cost the page its document (the fix of commit e4479f2): it names a file
        // that does not exist for the home screen.
        fuzzParameters<[string, string, ResolveContext]>(150, [['screens/home', 'nope/missing.json', { flags: {}, settings: {}, role: 'visitor', merchant: 'croupier', lang: 'en', resources: [] }]]),
      );
    },
    FUZZ_TIMEOUT,
  );

  it(
    'text that is not a JSON document at all',
    async () => {
      const text = fc.oneof(fc.string(), fc.constantFrom('', 'null', '[]', '"screen"', '{', '{"kind": "screen",}', '\uFEFF{}', '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]', '9'.repeat(400)));
      await fc.assert(
        fc.asyncProperty(realPath, text, contextArbitrary, otherName, async (path, origin, context, other) => {
          await publishAndLoad(realFileAt(path), origin, context, other);
        }),
        fuzzParameters(200),
      );
    },
    FUZZ_TIMEOUT,
  );
});
