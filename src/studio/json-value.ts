import type { PropValue, Props } from '@/schema/types';

/** Plain JSON values, narrowed from `unknown` without casts. */
export type JsonObject = { [key: string]: unknown };

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function parseJsonText(text: string): { ok: true; value: unknown } | { ok: false; message: string } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}

/** How the studio writes a document: two-space indent and a final newline, like the files in schemas/. */
export function formatJson(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

/** RFC 6901 segments of a pointer (`/items/0/label` → ['items', '0', 'label']). */
export function pointerSegments(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** The value at a pointer, or undefined. */
export function valueAt(root: unknown, pointer: string): unknown {
  let current = root;
  for (const segment of pointerSegments(pointer)) {
    if (Array.isArray(current)) current = current[Number(segment)];
    else if (isObject(current)) current = current[segment];
    else return undefined;
  }
  return current;
}

/** A parsed JSON value as a node's props value (JSON.parse gives nothing else; undefined, functions… are refused). */
export function isPropValue(value: unknown): value is PropValue {
  if (value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return true;
  if (Array.isArray(value)) return value.every(isPropValue);
  return isObject(value) && Object.values(value).every(isPropValue);
}

export function toProps(value: unknown): Props {
  if (!isObject(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, PropValue] => isPropValue(entry[1])));
}
