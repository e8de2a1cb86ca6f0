/** Type guards for what arrives from outside (request bodies, the accounts file): parsed, never cast. */

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

/** A string member of at most `max` characters (at least one unless `allowEmpty`). */
export function stringMember(record: Record<string, unknown>, key: string, max: number, allowEmpty = false): Parsed<string> {
  const value = record[key];
  if (typeof value !== 'string') return { ok: false, message: `"${key}" must be a string` };
  if (!allowEmpty && value.trim() === '') return { ok: false, message: `"${key}" must not be empty` };
  if (value.length > max) return { ok: false, message: `"${key}" is longer than ${max} characters` };
  return { ok: true, value };
}

/** Only the listed members: anything else is a client mistake worth naming. */
export function onlyMembers(record: Record<string, unknown>, allowed: readonly string[]): string | undefined {
  const extra = Object.keys(record).filter((key) => !allowed.includes(key));
  return extra.length > 0 ? `unknown member${extra.length > 1 ? 's' : ''} ${extra.map((key) => `"${key}"`).join(', ')}` : undefined;
}
