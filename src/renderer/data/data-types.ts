/** One value a table cell or a fact shows. */
export type Cell = string | number | boolean | null;
export type Row = Readonly<Record<string, Cell>>;

/** Values a query or command receives, after its binding's params were looked up. */
export type ParamValues = Readonly<Record<string, string | number | boolean>>;

export interface PageInfo {
  pageNum: number;
  totalPages: number;
  totalCount: number;
}

/**
 * What every query answers, whatever its platform call returns: rows for tables and grids, facts
 * for key/value lists, a count for badges, paging when the call pages.
 */
export interface QueryResult {
  rows: Row[];
  facts: Row;
  count?: number;
  page?: PageInfo;
}

/** A params or row declaration: a JSON Schema object, as the studio and `schemas:check` read it. */
export interface ParamsSchema {
  readonly type: 'object';
  readonly properties: Readonly<Record<string, object>>;
  readonly required?: readonly string[];
  readonly additionalProperties: false;
}

export interface QueryDefinition {
  description: string;
  params: ParamsSchema;
  /** The fields of each row (and of the facts), for columns and the studio. */
  fields: readonly string[];
  run: (params: ParamValues) => Promise<QueryResult>;
}

export interface CommandDefinition {
  description: string;
  params: ParamsSchema;
  /** Fields that hold a secret: never logged, stored, or put back into a form after a failure. */
  secrets?: readonly string[];
  run: (input: ParamValues) => Promise<unknown>;
}

/** Keeps the JSON-friendly members of a parsed platform value: a row. */
export function rowOf(value: object): Row {
  const row: Record<string, Cell> = {};
  for (const [key, entry] of Object.entries(value)) {
    if (entry === null || typeof entry === 'string' || typeof entry === 'number' || typeof entry === 'boolean') row[key] = entry;
  }
  return row;
}

export function pageOf(page: { pageNum: number; totalPages: number; totalCount: number }): PageInfo {
  return { pageNum: page.pageNum, totalPages: page.totalPages, totalCount: page.totalCount };
}

/** Reads a param as a number; forms hand over text. */
export function numberParam(input: ParamValues, name: string): number | undefined {
  const value = input[name];
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return undefined;
}

export function textParam(input: ParamValues, name: string): string | undefined {
  const value = input[name];
  if (typeof value === 'string') return value === '' ? undefined : value;
  if (typeof value === 'number') return String(value);
  return undefined;
}

export function flagParam(input: ParamValues, name: string): boolean {
  const value = input[name];
  return value === true || value === 'true' || value === '1';
}

/** Image uploads travel as a JSON array of data URLs in one form value. */
export function listParam(input: ParamValues, name: string): string[] {
  return stringList(input[name]);
}

/** A form value holding a JSON list of strings (chosen images); anything else is an empty list. */
export function stringList(value: unknown): string[] {
  if (typeof value !== 'string' || value === '') return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.filter((entry): entry is string => typeof entry === 'string') : [];
  } catch {
    return [];
  }
}
