/**
 * Shared pieces of the schema fuzz suite: the seed, the run counts, the real documents of schemas/
 * and the mutations applied to them. See README "Schema fuzzing" for how to run and replay.
 */
import fc from 'fast-check';
import { kindOfDocument, kindsAtPath, SchemaLoader } from '@/schema/loader';
import type { SchemaProblem } from '@/schema/problem';
import type { DocumentKind } from '@/schema/types';
import type { ResolveContext } from '@/schema/context';
import { documentNameOf, listSchemaFiles, readSchemaText } from '../../scripts/schemas/schema-files';

/** `DEEP=1` multiplies every run count (the long variant; CI does not set it). */
export const DEEP = process.env['DEEP'] === '1';
const DEEP_FACTOR = 20;

/**
 * One seed for the whole suite: `FUZZ_SEED`; else, in CI (`CI` set), a new seed each run, so every run explores
 * documents no run saw before (issue 40); else the fixed default, so a developer's `npm test` is reproducible. The seed
 * is printed at the start of each fuzz file. fast-check prints `seed` and `path` of a failure;
 * `FUZZ_SEED=<seed> FUZZ_PATH=<path>` replays exactly it, and its counterexample becomes a kept case (KEPT_CASES).
 */
export const SEED = process.env['FUZZ_SEED'] ? Number(process.env['FUZZ_SEED']) : process.env['CI'] ? Math.floor(Math.random() * 2 ** 31) : 20_261_116;
const PATH = process.env['FUZZ_PATH'];
console.info(`[fuzz] seed ${SEED}${process.env['FUZZ_SEED'] ? ' (FUZZ_SEED)' : process.env['CI'] ? ' (new for this CI run; FUZZ_SEED=' + String(SEED) + ' replays it)' : ' (the fixed default)'}`);

/**
 * `examples`: counterexamples that once failed (fast-check's "Counterexample: […]", pasted as they print), run before
 * the random ones on every run whatever the seed: a seed that found a bug keeps testing it once CI draws another.
 */
export function fuzzParameters<T>(numRuns: number, examples: readonly T[] = []): fc.Parameters<T> {
  const runs = DEEP ? numRuns * DEEP_FACTOR : numRuns;
  const kept = { examples: [...examples] };
  return PATH ? { seed: SEED, path: PATH, numRuns: runs, endOnFailure: true, ...kept } : { seed: SEED, numRuns: runs, endOnFailure: true, ...kept };
}

/** Time for one `it` holding a whole property (the deep variant runs far longer). */
export const FUZZ_TIMEOUT = DEEP ? 1_800_000 : 60_000;

type Json = Record<string, unknown>;

export interface RealFile {
  /** Path under schemas/, e.g. `screens/home.json`. */
  path: string;
  /** The document name the app loads, e.g. `screens/home`. */
  name: string;
  /** The kind the loader expects of the base document (`manifest` for the manifest). */
  kind: DocumentKind;
  /** The merchant of an override file. */
  merchant?: string;
  text: string;
  value: Json;
}

/** Every schema document of the repository, parsed once. */
export const REAL_FILES: readonly RealFile[] = listSchemaFiles().map((path) => {
  const text = readSchemaText(path);
  const value = JSON.parse(text) as Json;
  if (path === 'manifest.json') return { path, name: 'manifest', kind: 'manifest', text, value };
  const { name, merchant } = documentNameOf(path);
  // Run-time documents (merchants.json, i18n copy) are known by their place, not by a document folder.
  return { path, name, kind: kindsAtPath(path)?.[0] ?? kindOfDocument(name), ...(merchant ? { merchant } : {}), text, value };
});

const BY_PATH = new Map<string, RealFile>();

/** A real file by its path (arbitraries draw paths, so a counterexample prints a path, not the whole file). */
export function realFileAt(path: string): RealFile {
  const file = BY_PATH.get(path);
  if (!file) throw new Error(`no schema file ${path}`);
  return file;
}

for (const file of REAL_FILES) BY_PATH.set(file.path, file);

export const BUNDLED: Readonly<Record<string, unknown>> = Object.fromEntries(REAL_FILES.map((file) => [file.path, file.value]));
const ORIGIN_TEXT: Readonly<Record<string, string>> = Object.fromEntries(REAL_FILES.map((file) => [file.path, file.text]));

/** The kinds the app resolves (themes and the manifest are read as they are). */
export const RESOLVABLE = new Set<DocumentKind>(['screen', 'menu', 'form', 'routes']);

/**
 * A loader whose origin serves the real files with `path` replaced by `text`, and whose bundled copy
 * is the real one: exactly the app's situation when an operator publishes a broken file.
 */
export function loaderWith(replaced: Readonly<Record<string, string>>, merchant: string): { loader: SchemaLoader; problems: SchemaProblem[] } {
  const problems: SchemaProblem[] = [];
  const loader = new SchemaLoader({
    merchant,
    report: (problem) => problems.push(problem),
    sources: {
      origin: async (path) => {
        const text = replaced[path] ?? ORIGIN_TEXT[path];
        return text === undefined ? { ok: false, reason: 'HTTP 404 from the schema origin' } : { ok: true, text };
      },
      bundled: async (path) => (path in BUNDLED ? structuredClone(BUNDLED[path]) : undefined),
    },
  });
  return { loader, problems };
}

/** What the loader is asked for when `file` is the broken one: the document it belongs to, for its merchant. */
export function targetOf(file: RealFile, fallbackName: string): { name: string; kind: DocumentKind; merchant: string } {
  if (file.kind === 'manifest') {
    const other = REAL_FILES.find((candidate) => candidate.name === fallbackName) ?? REAL_FILES.find((candidate) => candidate.kind === 'screen')!;
    return { name: other.name, kind: other.kind, merchant: 'luckystar' };
  }
  return { name: file.name, kind: file.kind, merchant: file.merchant ?? 'croupier' };
}

// ---------------------------------------------------------------------------------------------
// Mutations

/** Values of every JSON type, and a few that are valid elsewhere in the schemas. */
const ODD_VALUES: readonly unknown[] = [0, -1, 1.5, 1e308, '', ' ', 'x', 'javascript:alert(1)', '//evil.example', true, false, null, [], {}, [1, 'a'], { flag: 'X' }, { not: null }];

const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__'] as const;

const BAD_CONDITIONS: readonly unknown[] = [
  { flag: 5 },
  { flag: '' },
  { all: 'x' },
  { any: [] },
  { not: [] },
  { role: 'admin' },
  { setting: 'x', equals: { a: 1 } },
  { lang: [] },
  { merchant: null },
  { flag: 'A', role: 'player' },
  { unknownCondition: true },
  JSON.parse('{"__proto__": {"flag": "X"}}') as unknown,
  { constructor: { flag: 'X' } },
];

export type Mutation =
  | { op: 'delete'; at: number }
  | { op: 'replace'; at: number; value: unknown }
  | { op: 'swapString'; at: number; from: number }
  | { op: 'nest'; at: number; levels: number; shape: 'children' | 'array' | 'not' | 'fallback' }
  | { op: 'hugeString'; at: number; length: number }
  | { op: 'unknownType'; at: number; type: string }
  | { op: 'badCondition'; at: number; when: unknown }
  | { op: 'prototypeKey'; at: number; key: string; value: unknown }
  | { op: 'duplicateId'; at: number; from: number }
  | { op: 'repeat'; at: number; times: number };

const index = fc.nat({ max: 1_000_000 });

export const mutationArbitrary: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ op: fc.constant('delete' as const), at: index }) },
  { weight: 3, arbitrary: fc.record({ op: fc.constant('replace' as const), at: index, value: fc.oneof(fc.constantFrom(...ODD_VALUES), fc.jsonValue({ maxDepth: 3 })) }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('swapString' as const), at: index, from: index }) },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('nest' as const),
      at: index,
      levels: fc.oneof(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 13, max: 30 }), fc.integer({ min: 31, max: 400 })),
      shape: fc.constantFrom('children' as const, 'array' as const, 'not' as const, 'fallback' as const),
    }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('hugeString' as const), at: index, length: fc.constantFrom(19_999, 20_001, 200_000, 1_000_001) }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('unknownType' as const), at: index, type: fc.oneof(fc.constantFrom('Carousel3D', '', '__proto__', 'constructor', 'toString', 'Section ', 'section'), fc.string()) }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('badCondition' as const), at: index, when: fc.oneof(fc.constantFrom(...BAD_CONDITIONS), fc.jsonValue({ maxDepth: 3 })) }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('prototypeKey' as const), at: index, key: fc.constantFrom(...PROTOTYPE_KEYS), value: fc.oneof(fc.constantFrom<unknown>({ polluted: 'yes' }, 'x', 1, null, []), fc.jsonValue({ maxDepth: 2 })) }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('duplicateId' as const), at: index, from: index }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('repeat' as const), at: index, times: fc.oneof(fc.integer({ min: 2, max: 50 }), fc.integer({ min: 900, max: 1_500 })) }) },
);

interface Place {
  parent: Json | unknown[];
  key: string | number;
}

/** Every place in a document (each object entry and array element), found without recursion. */
function placesOf(document: Json): Place[] {
  const places: Place[] = [];
  const stack: (Json | unknown[])[] = [document];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const entries: [string | number, unknown][] = Array.isArray(next) ? next.map((value, key) => [key, value]) : Object.entries(next);
    for (const [key, value] of entries) {
      places.push({ parent: next, key });
      if (typeof value === 'object' && value !== null) stack.push(value as Json);
    }
  }
  return places;
}

const objectsOf = (places: Place[], has: (object: Json) => boolean): Json[] =>
  places.map((place) => valueAt(place)).filter((value): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value) && has(value as Json));

function valueAt(place: Place): unknown {
  return (place.parent as Record<string | number, unknown>)[place.key];
}

function setAt(place: Place, value: unknown): void {
  // defineProperty: a key named `__proto__` stays an own key, as JSON.parse would make it.
  if (Array.isArray(place.parent)) place.parent[place.key as number] = value;
  else Object.defineProperty(place.parent, place.key, { value, enumerable: true, writable: true, configurable: true });
}

function nested(value: unknown, levels: number, shape: 'children' | 'array' | 'not' | 'fallback'): unknown {
  let current = value;
  for (let level = 0; level < levels; level++) {
    if (shape === 'array') current = [current];
    else if (shape === 'not') current = { not: current };
    else if (shape === 'children') current = { type: 'Section', id: `nest-${level}`, children: [current] };
    else current = { type: 'Text', id: `nest-${level}`, props: { text: 'x' }, fallback: current };
  }
  return current;
}

/** Applies the mutations to a copy of the document; indexes wrap around the places that exist. */
export function mutate(document: Json, mutations: readonly Mutation[]): Json {
  const copy = structuredClone(document);
  for (const mutation of mutations) {
    const places = placesOf(copy);
    if (places.length === 0) break;
    const place = places[mutation.at % places.length]!;
    switch (mutation.op) {
      case 'delete':
        if (Array.isArray(place.parent)) place.parent.splice(place.key as number, 1);
        else delete place.parent[place.key as string];
        break;
      case 'replace':
        setAt(place, structuredClone(mutation.value));
        break;
      case 'swapString': {
        const strings = places.filter((candidate) => typeof valueAt(candidate) === 'string');
        if (strings.length) setAt(place, valueAt(strings[mutation.from % strings.length]!));
        break;
      }
      case 'nest':
        setAt(place, nested(valueAt(place), mutation.levels, mutation.shape));
        break;
      case 'hugeString':
        setAt(place, 'x'.repeat(mutation.length));
        break;
      case 'unknownType': {
        const nodes = objectsOf(places, (object) => typeof object['type'] === 'string');
        if (nodes.length) nodes[mutation.at % nodes.length]!['type'] = mutation.type;
        break;
      }
      case 'badCondition': {
        const items = objectsOf(places, (object) => typeof object['id'] === 'string');
        if (items.length) setAt({ parent: items[mutation.at % items.length]!, key: 'when' }, structuredClone(mutation.when));
        break;
      }
      case 'prototypeKey': {
        const objects = objectsOf(places, () => true);
        const target = objects.length ? objects[mutation.at % objects.length]! : copy;
        setAt({ parent: target, key: mutation.key }, structuredClone(mutation.value));
        break;
      }
      case 'duplicateId': {
        const items = objectsOf(places, (object) => typeof object['id'] === 'string');
        if (items.length > 1) items[mutation.at % items.length]!['id'] = items[mutation.from % items.length]!['id'];
        break;
      }
      case 'repeat': {
        const lists = places.map(valueAt).filter((value): value is unknown[] => Array.isArray(value) && value.length > 0);
        if (lists.length) {
          const list = lists[mutation.at % lists.length]!;
          // At most ~20 MB of copies: a document the origin could serve, not one JSON.stringify cannot write.
          const size = JSON.stringify(list[0])?.length ?? 1;
          const times = Math.min(mutation.times, Math.floor(20_000_000 / Math.max(size, 1)));
          for (let copy = 0; copy < times; copy++) list.push(structuredClone(list[0]));
        }
        break;
      }
    }
  }
  return copy;
}

// ---------------------------------------------------------------------------------------------
// Contexts

const ROLES = ['visitor', 'player', 'agent', 'trial'] as const;

/** The whitelabel flags and settings the real documents name, so conditions go both ways. */
const NAMED = (() => {
  const flags = new Set<string>(['X']);
  const settings = new Set<string>();
  for (const file of REAL_FILES) {
    for (const match of file.text.matchAll(/"flag":\s*"([^"]+)"/g)) flags.add(match[1]!);
    for (const match of file.text.matchAll(/"setting":\s*"([^"]+)"/g)) settings.add(match[1]!);
  }
  return { flags: [...flags], settings: [...settings, 'x'] };
})();

export const contextArbitrary: fc.Arbitrary<ResolveContext> = fc.record({
  flags: fc.dictionary(fc.constantFrom(...NAMED.flags), fc.boolean()),
  settings: fc.dictionary(fc.constantFrom(...NAMED.settings), fc.oneof(fc.boolean(), fc.integer(), fc.string())),
  role: fc.constantFrom(...ROLES),
  merchant: fc.constantFrom('croupier', 'luckystar', 'other'),
  lang: fc.constantFrom('en', 'ty', 'xx'),
  resources: fc.subarray(['LIVECHAT2', 'FACEBOOK', 'TELEGRAM', 'APP_DOWNLOAD_IOS']),
});

/** Whether anything was written onto the shared prototypes (a `__proto__` key taken as an assignment). */
export function prototypesPolluted(): string[] {
  const probes: [string, object][] = [['Object.prototype', Object.prototype], ['Array.prototype', Array.prototype]];
  return probes.flatMap(([name, proto]) => (['polluted', 'flag', 'type', 'id', 'x'].some((key) => Object.prototype.hasOwnProperty.call(proto, key)) ? [name] : []));
}
