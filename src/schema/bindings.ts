import { pointerSegment, type SchemaProblem } from './problem';

/**
 * Data in schemas (docs/architecture.md "Data in schemas"): a node names a query or a command the
 * build registered, never a URL. The names and each one's params JSON Schema come from the data
 * catalogue (src/renderer/data); this module only finds and checks bindings, so it stays pure.
 */

/** Where one param's value comes from. A bare JSON value is a literal. */
export type ParamSource =
  | string
  | number
  | boolean
  | { filter: string }
  | { route: string }
  | { session: SessionParam }
  /** A field of the table row the action belongs to (row actions only). */
  | { row: string };

/** Facts about the signed-in member a param may take (never a token or a password). */
export const SESSION_PARAMS = ['account', 'customerId', 'merchant', 'language'] as const;
export type SessionParam = (typeof SESSION_PARAMS)[number];

export interface QueryBinding {
  query: string;
  params?: Record<string, ParamSource>;
}

export interface CommandBinding {
  command: string;
  params?: Record<string, ParamSource>;
}

export type FoundBinding =
  | { kind: 'query'; pointer: string; binding: QueryBinding }
  | { kind: 'command'; pointer: string; binding: CommandBinding };

/** What the checker knows of one registered name: its params as JSON Schema. */
export interface CatalogueEntry {
  params: { properties?: Record<string, unknown>; required?: readonly string[] };
}

export interface BindingCatalogue {
  queries: Readonly<Record<string, CatalogueEntry>>;
  commands: Readonly<Record<string, CatalogueEntry>>;
  /** Validates literal params against a name's params schema; returns messages (empty when valid). */
  validateLiterals: (kind: 'query' | 'command', name: string, literals: Record<string, unknown>) => string[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function paramsOf(value: Record<string, unknown>): Record<string, ParamSource> | undefined {
  const params = value['params'];
  return isRecord(params) ? (params as Record<string, ParamSource>) : undefined;
}

/**
 * Every binding in a document: any object with a string `query` or `command` member. Those two
 * keys are reserved for bindings in widget props, menu items and form documents.
 */
export function findBindings(document: unknown, pointer = ''): FoundBinding[] {
  const found: FoundBinding[] = [];
  const visit = (value: unknown, at: string): void => {
    if (Array.isArray(value)) {
      value.forEach((entry, index) => visit(entry, `${at}/${index}`));
      return;
    }
    if (!isRecord(value)) return;
    const params = paramsOf(value);
    if (typeof value['query'] === 'string') found.push({ kind: 'query', pointer: at, binding: { query: value['query'], ...(params ? { params } : {}) } });
    else if (typeof value['command'] === 'string') found.push({ kind: 'command', pointer: at, binding: { command: value['command'], ...(params ? { params } : {}) } });
    for (const [key, entry] of Object.entries(value)) visit(entry, `${at}/${pointerSegment(key)}`);
  };
  visit(document, pointer);
  return found;
}

export function isLiteralParam(source: ParamSource): source is string | number | boolean {
  return typeof source !== 'object';
}

/** `pageNo ← filter "page"`: how `--explain` and the studio describe one binding. */
export function describeBinding(found: FoundBinding): string {
  const name = found.kind === 'query' ? found.binding.query : found.binding.command;
  const params = Object.entries(found.binding.params ?? {}).map(([param, source]) => {
    if (isLiteralParam(source)) return `${param}=${JSON.stringify(source)}`;
    if ('filter' in source) return `${param}←filter ${source.filter}`;
    if ('route' in source) return `${param}←route query ${source.route}`;
    if ('row' in source) return `${param}←row ${source.row}`;
    return `${param}←session ${source.session}`;
  });
  return `${found.kind} ${name}(${params.join(', ')})`;
}

/**
 * `schemas:check`: every binding names a registered query or command, names only params that
 * one declares, gives every required param, and literals match their schema.
 */
export function checkBindings(document: unknown, documentName: string, catalogue: BindingCatalogue): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  for (const found of findBindings(document)) {
    const name = found.kind === 'query' ? found.binding.query : found.binding.command;
    const entries = found.kind === 'query' ? catalogue.queries : catalogue.commands;
    const entry = entries[name];
    const at = `${found.pointer}/${found.kind}`;
    if (!entry) {
      problems.push({ document: documentName, pointer: at, message: `unknown ${found.kind} "${name}"; known: ${Object.keys(entries).sort().join(', ')}` });
      continue;
    }
    const declared = entry.params.properties ?? {};
    const params = found.binding.params ?? {};
    const literals: Record<string, unknown> = {};
    for (const [param, source] of Object.entries(params)) {
      const paramPointer = `${found.pointer}/params/${pointerSegment(param)}`;
      if (!(param in declared)) {
        problems.push({ document: documentName, pointer: paramPointer, message: `${found.kind} "${name}" has no param "${param}"; it takes: ${Object.keys(declared).join(', ') || 'none'}` });
        continue;
      }
      if (isLiteralParam(source)) literals[param] = source;
      else if (!isRecord(source) || Object.keys(source).length !== 1 || !('filter' in source || 'route' in source || 'session' in source || 'row' in source)) {
        problems.push({ document: documentName, pointer: paramPointer, message: 'a param is a literal, {"filter": name}, {"route": name}, {"session": name} or {"row": field}' });
      } else if ('session' in source && !SESSION_PARAMS.includes(source.session)) {
        problems.push({ document: documentName, pointer: paramPointer, message: `unknown session value "${String(source.session)}"; known: ${SESSION_PARAMS.join(', ')}` });
      }
    }
    // A command's other params come from its form's fields; a query has only its binding.
    for (const required of found.kind === 'query' ? (entry.params.required ?? []) : []) {
      if (!(required in params)) problems.push({ document: documentName, pointer: found.pointer, message: `${found.kind} "${name}" needs the param "${required}"` });
    }
    for (const message of catalogue.validateLiterals(found.kind, name, literals)) {
      problems.push({ document: documentName, pointer: `${found.pointer}/params`, message });
    }
  }
  return problems;
}
