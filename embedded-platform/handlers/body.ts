/** Reading loosely typed request fields: strings and numbers both count as text. */
export type Fields = Record<string, unknown>;

export function text(fields: Fields, key: string): string | undefined {
  const value = fields[key];
  if (typeof value === 'string') return value.trim() === '' ? undefined : value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

export function numberField(fields: Fields, key: string): number | undefined {
  const value = fields[key];
  const parsed = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  return Number.isFinite(parsed) ? parsed : undefined;
}

export function isFields(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
