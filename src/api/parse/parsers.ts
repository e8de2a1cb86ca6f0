import { ApiError } from '../errors/api-error';

/**
 * Tiny response parsers: each checks one shape and returns a typed value, or throws a
 * malformed-response ApiError naming the JSON path. Values past the boundary are never cast.
 */
export type Parser<T> = (input: unknown, path: string) => T;
export type Parsed<P> = P extends Parser<infer T> ? T : never;

function describe(input: unknown): string {
  if (input === null) return 'null';
  if (Array.isArray(input)) return 'array';
  return typeof input;
}

function fail(path: string, expected: string, input: unknown): never {
  throw ApiError.malformed(path, `expected ${expected}, got ${describe(input)}`);
}

export function isRecord(input: unknown): input is Record<string, unknown> {
  return typeof input === 'object' && input !== null && !Array.isArray(input);
}

export const string: Parser<string> = (input, path) => (typeof input === 'string' ? input : fail(path, 'string', input));

/** Platforms send amounts and ids as numbers or numeric strings depending on the service. */
export const number: Parser<number> = (input, path) => {
  if (typeof input === 'number' && Number.isFinite(input)) return input;
  if (typeof input === 'string' && input.trim() !== '' && Number.isFinite(Number(input))) return Number(input);
  return fail(path, 'number', input);
};

/** Flags arrive as booleans, "1"/"0", "true"/"false" or 1/0. */
export const boolean: Parser<boolean> = (input, path) => {
  if (typeof input === 'boolean') return input;
  if (input === 1 || input === '1' || input === 'true') return true;
  if (input === 0 || input === '0' || input === 'false') return false;
  return fail(path, 'boolean', input);
};

/** An id or code that may be numeric on the wire but is used as text. */
export const text: Parser<string> = (input, path) => {
  if (typeof input === 'string') return input;
  if (typeof input === 'number' && Number.isFinite(input)) return String(input);
  return fail(path, 'string or number', input);
};

export const unknownValue: Parser<unknown> = (input) => input;

export function literal<const T extends string | number>(...allowed: readonly T[]): Parser<T> {
  return (input, path) => {
    const match = allowed.find((candidate) => candidate === input);
    return match ?? fail(path, allowed.map((a) => JSON.stringify(a)).join(' | '), input);
  };
}

/** Absent or null → undefined. */
export function optional<T>(parser: Parser<T>): Parser<T | undefined> {
  return (input, path) => (input === undefined || input === null ? undefined : parser(input, path));
}

export function withDefault<T>(parser: Parser<T>, fallback: T): Parser<T> {
  return (input, path) => (input === undefined || input === null ? fallback : parser(input, path));
}

export function array<T>(item: Parser<T>): Parser<T[]> {
  return (input, path) => (Array.isArray(input) ? input.map((entry, index) => item(entry, `${path}[${index}]`)) : fail(path, 'array', input));
}

export function record<T>(item: Parser<T>): Parser<Record<string, T>> {
  return (input, path) => {
    if (!isRecord(input)) return fail(path, 'object', input);
    const out: Record<string, T> = {};
    for (const [key, entry] of Object.entries(input)) out[key] = item(entry, `${path}.${key}`);
    return out;
  };
}

type Shape = Record<string, Parser<unknown>>;
type ObjectOf<S extends Shape> = { [K in keyof S]: Parsed<S[K]> };

/** Keeps only the listed keys: the UI can rely on exactly what was checked. */
export function object<S extends Shape>(shape: S): Parser<ObjectOf<S>> {
  return (input, path) => {
    if (!isRecord(input)) return fail(path, 'object', input);
    const out: Record<string, unknown> = {};
    for (const [key, parser] of Object.entries(shape)) out[key] = parser(input[key], `${path}.${key}`);
    // Every key of S was filled by its own parser just above.
    return out as ObjectOf<S>;
  };
}

/**
 * A tagged union: the value of `tag` picks the parser of that variant, which checks the tag again as
 * a literal so its result is typed by it. An unknown or missing tag is malformed. Name the union:
 * `variant<Bank | Qr>('type', { BANK: parseBank, QR: parseQr })`.
 */
export function variant<T>(tag: string, variants: Readonly<Record<string, Parser<T>>>): Parser<T> {
  return (input, path) => {
    if (!isRecord(input)) return fail(path, 'object', input);
    const name = input[tag];
    const parse = typeof name === 'string' && Object.hasOwn(variants, name) ? variants[name] : undefined;
    return parse ? parse(input, path) : fail(`${path}.${tag}`, Object.keys(variants).map((key) => JSON.stringify(key)).join(' | '), name);
  };
}

export function map<A, B>(parser: Parser<A>, transform: (value: A, path: string) => B): Parser<B> {
  return (input, path) => transform(parser(input, path), path);
}

/** Any JSON object, for calls whose shape the spec leaves open (spec §7 "not shown"). */
export const anyObject: Parser<Record<string, unknown>> = (input, path) => (isRecord(input) ? input : fail(path, 'object', input));

/** Calls whose success carries nothing the UI needs; any value is accepted. */
export const ignored: Parser<void> = () => undefined;
