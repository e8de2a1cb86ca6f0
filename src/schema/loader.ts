import { checkFileSize } from './document-limits';
import type { ExplainEntry } from './explain';
import { applyOverride } from './overrides';
import { pointerSegment, type SchemaProblem } from './problem';
import type { SchemaFetchResult, SchemaSources } from './schema-source';
import type { DocumentKind, DocumentOfKind, ManifestDocument, MerchantsDocument, OverrideDocument } from './types';
import type { Validation } from './validate-with';
import { allLightKinds } from './light-kinds';

export interface LoadedDocument<K extends DocumentKind> {
  document: DocumentOfKind<K>;
  /** Where the base document came from: the origin, or the bundled copy after a problem. */
  source: 'origin' | 'bundled';
  explain: ExplainEntry[];
}

export interface LoaderOptions {
  sources: SchemaSources;
  /**
   * The merchant whose overrides and copy apply. A promise when it is chosen at run time (the page's host in
   * `merchants.json`): documents wait for it in parallel with the manifest, never in series before it.
   */
  merchant: string | PromiseLike<string>;
  /** Every problem goes here (console, the studio). */
  report: (problem: SchemaProblem) => void;
  /** Whether the build already validated exactly this text for this path (`build-verified.ts`); then it is only parsed. */
  verified?: (path: string, text: string) => Promise<boolean>;
  /**
   * Whether the build bundles this document (at its usual place, `<name>.json`): its fetch then starts beside the
   * manifest's instead of after it (only a head start: the manifest still decides the path). A document it does not
   * bundle will be validated, so its validators start downloading at once.
   */
  atUsualPath?: (name: string) => boolean;
}

const MANIFEST = 'manifest.json';
/** Which host serves which merchant; read before the merchant is known, so never overridden by one. */
export const MERCHANTS = 'merchants.json';
const KIND_BY_FOLDER: Record<string, DocumentKind> = { screens: 'screen', menus: 'menu', forms: 'form', themes: 'theme', routes: 'routes', layouts: 'layout' };
/** Run-time copy is no document a page loads by name: `copy(language)` reads it. */
const COPY_FOLDER = 'i18n';

/** `menus/header-nav` → `menu`. */
export function kindOfDocument(name: string): DocumentKind {
  const kind = KIND_BY_FOLDER[name.split('/')[0] ?? ''];
  if (!kind) throw new Error(`[croupier schema] "${name}" is not in a known schema folder (${Object.keys(KIND_BY_FOLDER).join(', ')})`);
  return kind;
}

/**
 * The kinds a file may hold at `path` (relative to the schema origin), or undefined outside the known folders:
 * the loader, `schemas:check` and the build's verified hashes agree on it. A merchant's file is a whole
 * document or an override, except its copy, which always merges over the site's (never replaces it).
 */
export function kindsAtPath(path: string): readonly DocumentKind[] | undefined {
  if (path === MANIFEST) return ['manifest'];
  if (path === MERCHANTS) return ['merchants'];
  const merchant = /^merchants\/[^/]+\/(.+)$/.exec(path);
  const folder = (merchant ? merchant[1]! : path).split('/')[0] ?? '';
  const kind = folder === COPY_FOLDER ? 'copy' : KIND_BY_FOLDER[folder.replace(/\.json$/, '')];
  if (!kind) return undefined;
  return merchant && kind !== 'copy' ? [kind, 'override'] : [kind];
}

/**
 * The load step: manifest first, then each document on demand, each validated; a broken remote
 * file falls back to the bundled copy and is reported; then the merchant's override applies.
 */
export class SchemaLoader {
  private manifestPromise: Promise<ManifestDocument> | undefined;
  private readonly cache = new Map<string, Promise<unknown>>();
  /** The documents whose load has finished, by name: a page that mounts after that renders them at once. */
  private readonly settled = new Map<string, unknown>();

  constructor(private readonly options: LoaderOptions) {}

  manifest(): Promise<ManifestDocument> {
    this.manifestPromise ??= this.readFile(MANIFEST, 'manifest').then((loaded) => loaded.document);
    return this.manifestPromise;
  }

  load<K extends DocumentKind>(name: string, kind: K): Promise<LoadedDocument<K>> {
    const cached = this.cache.get(name);
    if (cached) return cached as Promise<LoadedDocument<K>>; // keyed by name, and a name has one kind
    const pending = this.loadUncached(name, kind);
    this.cache.set(name, pending);
    pending.then((loaded) => this.settled.set(name, loaded.document), () => undefined);
    return pending;
  }

  /**
   * The document `load(name)` already delivered (of the kind its name says), else undefined (not started, on its
   * way, or failed). A render that finds it here skips the round of effect, promise and state update a load takes.
   */
  loaded(name: string): unknown {
    return this.settled.get(name);
  }

  /** `merchants.json`: the one document read before the merchant is known (it names the merchant). */
  merchants(): Promise<MerchantsDocument> {
    return this.readFile(MERCHANTS, 'merchants').then((loaded) => loaded.document);
  }

  /**
   * The run-time copy of one language: the site's `i18n/<lang>.json` with the merchant's own on top
   * (key by key). Only files the manifest lists are fetched (a probe that 404s would be a console
   * error); an unusable file is reported and leaves its layer out.
   */
  async copy(language: string): Promise<Record<string, string>> {
    const name = `${COPY_FOLDER}/${language}`;
    const [manifest, merchant] = await Promise.all([this.manifest(), this.options.merchant]);
    const paths = [manifest.documents[name], manifest.merchants[merchant]?.[name]].filter((path): path is string => path !== undefined);
    const layers = await Promise.all(paths.map((path) => this.readFile(path, 'copy').then((loaded) => loaded.document.texts, () => ({}))));
    return layers.reduce<Record<string, string>>((all, texts) => ({ ...all, ...texts }), {});
  }

  private async loadUncached<K extends DocumentKind>(name: string, kind: K): Promise<LoadedDocument<K>> {
    const usual = `${name}.json`;
    const bundled = this.options.atUsualPath?.(name);
    // A file the manifest will almost surely name at its usual place is fetched now, not one round trip later.
    const early = bundled ? this.options.sources.origin(usual) : undefined;
    // A document the build never saw (an operator's new screen) is surely validated: its validators download now.
    if (bundled === false) validatorsFor(kind).catch(() => undefined);
    const [manifest, merchant] = await Promise.all([this.manifest(), this.options.merchant]);
    const path = manifest.documents[name] ?? usual;
    const base = early && path === usual ? await this.readFile(usual, kind, early) : await this.readBase(name, path, kind);
    const overridePath = manifest.merchants[merchant]?.[name];
    if (!overridePath) return { ...base, explain: [] };
    return this.applyMerchant(base, overridePath, kind);
  }

  /**
   * The base document at the path the manifest names. A manifest that names a missing or wrong file
   * (a typo on the origin) must not cost the page its document: the file's usual place serves instead.
   */
  private async readBase<K extends DocumentKind>(name: string, path: string, kind: K): Promise<{ document: DocumentOfKind<K>; source: 'origin' | 'bundled' }> {
    const usual = `${name}.json`;
    if (path === usual) return this.readFile(path, kind);
    try {
      return await this.readFile(path, kind);
    } catch {
      this.options.report({ document: MANIFEST, pointer: `/documents/${pointerSegment(name)}`, message: `names ${path}, which is unusable; using ${usual} instead` });
      return this.readFile(usual, kind);
    }
  }

  private async applyMerchant<K extends DocumentKind>(base: { document: DocumentOfKind<K>; source: 'origin' | 'bundled' }, path: string, kind: K): Promise<LoadedDocument<K>> {
    let override;
    try {
      override = await this.readFile(path, [kind, 'override']);
    } catch {
      return { ...base, explain: [] }; // already reported; the base document still serves
    }
    const document = override.document;
    if (document.kind !== 'override') {
      const whole = document as DocumentOfKind<K>;
      return { document: whole, source: override.source, explain: [{ id: whole.id, layer: 'merchant', change: 'set', detail: `whole document replaced by ${path}` }] };
    }
    const applied = applyOverride(base.document, document as OverrideDocument, path);
    applied.problems.forEach(this.options.report);
    return { document: applied.document, source: base.source, explain: applied.explain };
  }

  /**
   * One file: origin first; anything wrong with it is reported and the bundled copy used. Nothing
   * the fetch, the limits, the parser or the validator throws escapes: it becomes a reported problem.
   */
  private async readFile<K extends DocumentKind>(path: string, kind: K | readonly K[], started?: Promise<SchemaFetchResult>): Promise<{ document: DocumentOfKind<K>; source: 'origin' | 'bundled' }> {
    const fetched = await (started ?? this.options.sources.origin(path));
    // The very file the build checked (same SHA-256) is only parsed; an oversized text is never hashed.
    const unchanged = fetched.ok && !checkFileSize(fetched.text, path) ? await this.parseVerified<K>(path, fetched.text) : undefined;
    if (unchanged) return { document: unchanged, source: 'origin' };
    // The precompiled validators are separate chunks, downloaded only for a file the build did not check: the
    // small one for the kinds without widget nodes (routes, menus, the manifest…), the large one for screens and layouts.
    const validate = await validatorsFor(kind);
    const origin = fetched.ok ? await guarded(path, () => parseAndValidate(fetched.text, path, kind, validate)) : { ok: false as const, problems: [{ document: path, pointer: '', message: fetched.reason }] };
    if (origin.ok) return { document: origin.document, source: 'origin' };
    origin.problems.forEach(this.options.report);
    const bundledName = `${path} (bundled)`;
    let bundled: unknown;
    try {
      bundled = await this.options.sources.bundled(path);
    } catch (error) {
      this.options.report({ document: bundledName, pointer: '', message: `could not be loaded (${errorMessage(error)})` });
      throw new Error(`[croupier schema] ${path} is unusable both on the origin and in the bundle`);
    }
    const checked = bundled === undefined ? undefined : await guarded(bundledName, () => validate(bundled, bundledName, kind));
    if (checked?.ok) {
      this.options.report({ document: path, pointer: '', message: 'using the bundled copy instead' });
      return { document: checked.document, source: 'bundled' };
    }
    const problems: SchemaProblem[] = checked ? checked.problems : [{ document: path, pointer: '', message: 'no bundled copy in this build' }];
    problems.forEach(this.options.report);
    throw new Error(`[croupier schema] ${path} is unusable both on the origin and in the bundle`);
  }

  /** The very text the build validated for this path: the hash proves its shape, so parsing is the whole check. */
  private async parseVerified<K extends DocumentKind>(path: string, text: string): Promise<DocumentOfKind<K> | undefined> {
    if (!this.options.verified || !(await this.options.verified(path, text))) return undefined;
    const parsed = parseJson(text);
    return parsed.ok ? (parsed.value as DocumentOfKind<K>) : undefined;
  }
}

type Validate = <K extends DocumentKind>(data: unknown, documentName: string, expectedKind: K | readonly K[]) => Promise<Validation<K>>;

/**
 * The chunk that validates these kinds: the light one when no expected kind holds widget nodes (`light-kinds.ts`);
 * else the structure of screens and layouts, with each widget type's props validator loaded for the types the
 * document holds (`validate-by-widget.ts`), never the whole node meta-schema.
 */
function validatorsFor(kind: DocumentKind | readonly DocumentKind[]): Promise<Validate> {
  if (allLightKinds(kind)) return import('./validate-light').then((module) => (data, name, kinds) => Promise.resolve(module.validateDocument(data, name, kinds)));
  return import('./validate-by-widget').then((module) => module.validateScreenOrLayout);
}

/** Size limit on the text, then parse, then limits, kind, version, meta-schema and ids (validateDocument). */
async function parseAndValidate<K extends DocumentKind>(text: string, path: string, kind: K | readonly K[], validate: Validate): Promise<Validation<K>> {
  const tooBig = checkFileSize(text, path);
  if (tooBig) return { ok: false, problems: [tooBig] };
  const parsed = parseJson(text);
  if (!parsed.ok) return { ok: false, problems: [{ document: path, pointer: '', message: parsed.message }] };
  return validate(parsed.value, path, kind);
}

/** A throw (a stack overflow, a bug) is one more problem with the file, never an escape. */
async function guarded<K extends DocumentKind>(document: string, check: () => Promise<Validation<K>>): Promise<Validation<K>> {
  try {
    return await check();
  } catch (error) {
    return { ok: false, problems: [{ document, pointer: '', message: `could not be checked (${errorMessage(error)})` }] };
  }
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false; message: string } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, message: `not valid JSON: ${error instanceof Error ? error.message : String(error)}` };
  }
}
