import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import {
  flagParam,
  listParam,
  numberParam,
  pageOf,
  rowOf,
  textParam,
  type CommandDefinition,
  type ParamValues,
  type ParamsSchema,
  type QueryDefinition,
  type QueryResult,
} from '../data-types';

/**
 * What every group of the data catalogue (`./index.ts`) is written with: `defineQuery` and `defineCommand` take
 * the entry's params as a JSON Schema written in place (`params({...})`, literal types kept) and hand its `run`
 * a reader typed from that schema (`FromSchema`): `run` can read only a declared param, and only as what the
 * schema lets it be (a number from an integer or amount, text from a string, a flag from a boolean), so the
 * params schema and the run function cannot drift apart.
 */

type Properties = Readonly<Record<string, Exclude<JSONSchema, boolean>>>;

/** The params schema of an entry: its properties, the required ones, nothing else. */
export function params<const P extends Properties>(properties: P): { readonly type: 'object'; readonly properties: P; readonly required: readonly []; readonly additionalProperties: false };
export function params<const P extends Properties, const R extends readonly (keyof P & string)[]>(properties: P, required: R): { readonly type: 'object'; readonly properties: P; readonly required: R; readonly additionalProperties: false };
export function params(properties: Properties, required: readonly string[] = []): ParamsSchema {
  return { type: 'object', properties, required, additionalProperties: false };
}

export const none = params({});

export const date = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'yyyy-MM-dd' } as const;
export const page = {
  pageNo: { type: 'integer', minimum: 1, description: '1-based page number' },
  pageSize: { type: 'integer', minimum: 1, maximum: 100, description: 'rows per page' },
} as const;
export const period = { startDate: date, endDate: date } as const;
export const amount = { type: ['number', 'string'], description: 'an amount of money' } as const;
export const secret = { type: 'string', description: 'never logged, stored or echoed back' } as const;
/** An id the platform gives as a number; a form hands it over as text. */
export const numericId = { type: ['integer', 'string'] } as const;
export const text = { type: 'string' } as const;

/** The declared params whose schema lets them hold a value of type T. */
type NamesHolding<P, T> = { [K in keyof P]-?: [Extract<NonNullable<P[K]>, T>] extends [never] ? never : K }[keyof P] & string;

/**
 * The params a run reads, by name, typed from the entry's params schema (`P` = `FromSchema` of it). The values
 * are the binding's and the form's as they come (forms hand over text), read as the platform call needs them.
 */
export interface ParamReader<P> {
  /** Text, `undefined` for none or ''; a number is read as its text. */
  readonly text: (name: NamesHolding<P, string>) => string | undefined;
  /** A number, from a number or its text; `undefined` for none or text that is not one. */
  readonly number: (name: NamesHolding<P, number>) => number | undefined;
  /** `true`, `'true'` or `'1'`. */
  readonly flag: (name: NamesHolding<P, boolean>) => boolean;
  /** A JSON list of strings in one text value (chosen images); anything else is an empty list. */
  readonly list: (name: NamesHolding<P, string>) => string[];
  /** The value as it came, '' included. */
  readonly value: (name: keyof P & string) => string | number | boolean | undefined;
}

/** What a shared helper reads of an entry's params: these names, as numbers. An entry whose schema lacks one cannot hand it its reader. */
export interface ReadsNumbers<N extends string> {
  readonly number: (name: N) => number | undefined;
}

/** What a shared helper reads of an entry's params: these names, as text. */
export interface ReadsTexts<N extends string> {
  readonly text: (name: N) => string | undefined;
}

function reader<P>(input: ParamValues): ParamReader<P> {
  return {
    text: (name) => textParam(input, name),
    number: (name) => numberParam(input, name),
    flag: (name) => flagParam(input, name),
    list: (name) => listParam(input, name),
    value: (name) => input[name],
  };
}

/** The params an entry's schema declares, as `FromSchema` types them. */
type ParamsOf<S> = S extends JSONSchema ? FromSchema<S> : never;

export function defineQuery<const S extends ParamsSchema>(definition: { description: string; params: S; fields: readonly string[]; run: (params: ParamReader<ParamsOf<S>>) => Promise<QueryResult> }): QueryDefinition {
  const { run, ...rest } = definition;
  return { ...rest, run: (input) => run(reader(input)) };
}

export function defineCommand<const S extends ParamsSchema>(definition: { description: string; params: S; secrets?: readonly (keyof ParamsOf<S> & string)[]; run: (params: ParamReader<ParamsOf<S>>) => Promise<unknown> }): CommandDefinition {
  const { run, ...rest } = definition;
  return { ...rest, run: (input) => run(reader(input)) };
}

/** Paging params every paged record list reads. */
export function paged(params: ReadsNumbers<'pageNo' | 'pageSize'>): { pageNo?: number; pageSize?: number } {
  const pageNo = params.number('pageNo');
  const pageSize = params.number('pageSize');
  return { ...(pageNo ? { pageNo } : {}), ...(pageSize ? { pageSize } : {}) };
}

/** The period params (`period`) a dated record list reads. */
export function dated(params: ReadsTexts<'startDate' | 'endDate'>): { startDate?: string; endDate?: string } {
  const startDate = params.text('startDate');
  const endDate = params.text('endDate');
  return { ...(startDate ? { startDate } : {}), ...(endDate ? { endDate } : {}) };
}

/** A page of platform records: its rows and where it stands among the pages. */
export function pagedRows(page: { list: readonly object[]; pageNum: number; totalPages: number; totalCount: number }): QueryResult {
  return { rows: page.list.map(rowOf), facts: {}, page: pageOf(page) };
}

export function rowsOnly(rows: readonly object[]): QueryResult {
  return { rows: rows.map(rowOf), facts: {} };
}

export function factsOnly(facts: object): QueryResult {
  return { rows: [], facts: rowOf(facts) };
}

export function required<T>(value: T | undefined, name: string): T {
  if (value === undefined) throw new RangeError(`[croupier data] missing value for "${name}"`);
  return value;
}

