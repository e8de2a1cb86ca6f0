/**
 * Reapplying an operator's edit on a version published since (a 3-way merge of JSON documents): what the operator
 * changed from the base and what the other publish changed from the same base are combined node by node (JSON
 * pointer by JSON pointer), where the two did not change the same node. Lists whose items all have an `id` (menus,
 * screens' bodies, forms' fields) are merged by id, so an item added, removed or edited on one side survives an edit
 * of another item on the other. Where both changed the same node differently, the merge names it and does not guess.
 * Pure: the studio's conflict view and the publish service's tests use the same code.
 */
import { formatJson, isObject, type JsonObject } from './json-value';

/** A key missing from an object (or an item missing from a list) on one side. */
const ABSENT: unique symbol = Symbol('absent');
type Slot = unknown;

export type MergeResult = { ok: true; value: unknown } | { ok: false; conflicts: string[] };

export type TextMergeResult = { ok: true; text: string } | { ok: false; reason: 'not-json'; file: 'base' | 'mine' | 'theirs' } | { ok: false; reason: 'conflicts'; conflicts: string[] };

function escapeSegment(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** Deep equality of JSON values (object key order does not matter). */
export function sameJson(a: Slot, b: Slot): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => sameJson(item, b[index]));
  if (isObject(a) && isObject(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && sameJson(a[key], b[key]));
  }
  return false;
}

/** The item ids of a list whose items are all objects with distinct string ids, or undefined. */
function idsOf(list: readonly unknown[]): string[] | undefined {
  const ids: string[] = [];
  for (const item of list) {
    if (!isObject(item) || typeof item['id'] !== 'string' || ids.includes(item['id'])) return undefined;
    ids.push(item['id']);
  }
  return ids;
}

function sameOrder(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, index) => id === b[index]);
}

/** `primary`'s order, with the ids only `other` has put after the id before them in `other` (or first). */
function weave(primary: readonly string[], other: readonly string[], keep: ReadonlySet<string>): string[] {
  const result = primary.filter((id) => keep.has(id));
  other.forEach((id, index) => {
    if (!keep.has(id) || result.includes(id)) return;
    const before = other.slice(0, index).reverse().find((candidate) => result.includes(candidate));
    result.splice(before === undefined ? 0 : result.indexOf(before) + 1, 0, id);
  });
  return result;
}

function mergeNode(base: Slot, mine: Slot, theirs: Slot, pointer: string, conflicts: string[]): Slot {
  if (sameJson(mine, theirs)) return mine;
  if (sameJson(base, mine)) return theirs;
  if (sameJson(base, theirs)) return mine;
  if (isObject(base) && isObject(mine) && isObject(theirs)) return mergeObjects(base, mine, theirs, pointer, conflicts);
  if (Array.isArray(base) && Array.isArray(mine) && Array.isArray(theirs)) return mergeLists(base, mine, theirs, pointer, conflicts);
  conflicts.push(pointer);
  return theirs;
}

function mergeObjects(base: JsonObject, mine: JsonObject, theirs: JsonObject, pointer: string, conflicts: string[]): JsonObject {
  const result: JsonObject = {};
  const keys = [...Object.keys(theirs), ...Object.keys(mine).filter((key) => !Object.hasOwn(theirs, key)), ...Object.keys(base).filter((key) => !Object.hasOwn(theirs, key) && !Object.hasOwn(mine, key))];
  for (const key of keys) {
    const slot = (object: JsonObject): Slot => (Object.hasOwn(object, key) ? object[key] : ABSENT);
    const merged = mergeNode(slot(base), slot(mine), slot(theirs), `${pointer}/${escapeSegment(key)}`, conflicts);
    if (merged !== ABSENT) result[key] = merged;
  }
  return result;
}

function mergeLists(base: readonly unknown[], mine: readonly unknown[], theirs: readonly unknown[], pointer: string, conflicts: string[]): unknown[] {
  const [baseIds, mineIds, theirIds] = [idsOf(base), idsOf(mine), idsOf(theirs)];
  if (baseIds && mineIds && theirIds) {
    const byId = (list: readonly unknown[], ids: readonly string[], id: string): Slot => {
      const index = ids.indexOf(id);
      return index === -1 ? ABSENT : list[index];
    };
    const merged = new Map<string, Slot>();
    for (const id of new Set([...theirIds, ...mineIds, ...baseIds])) {
      const index = theirIds.includes(id) ? theirIds.indexOf(id) : mineIds.indexOf(id);
      const value = mergeNode(byId(base, baseIds, id), byId(mine, mineIds, id), byId(theirs, theirIds, id), `${pointer}/${Math.max(index, 0)}`, conflicts);
      if (value !== ABSENT) merged.set(id, value);
    }
    const common = (ids: readonly string[]) => ids.filter((id) => baseIds.includes(id) && mineIds.includes(id) && theirIds.includes(id));
    const [baseOrder, mineOrder, theirOrder] = [common(baseIds), common(mineIds), common(theirIds)];
    const keep = new Set(merged.keys());
    let order: string[];
    if (sameOrder(mineOrder, baseOrder) || sameOrder(mineOrder, theirOrder)) order = weave(theirIds, mineIds, keep);
    else if (sameOrder(theirOrder, baseOrder)) order = weave(mineIds, theirIds, keep);
    else {
      // Both reordered the same items, differently.
      conflicts.push(pointer);
      order = weave(theirIds, mineIds, keep);
    }
    return order.map((id) => merged.get(id));
  }
  if (base.length === mine.length && base.length === theirs.length) {
    return base.map((item, index) => mergeNode(item, mine[index], theirs[index], `${pointer}/${index}`, conflicts));
  }
  conflicts.push(pointer);
  return [...theirs];
}

/** Combines the edit base → mine with the edit base → theirs. */
export function mergeJson(base: unknown, mine: unknown, theirs: unknown): MergeResult {
  const conflicts: string[] = [];
  const value = mergeNode(base, mine, theirs, '', conflicts);
  return conflicts.length > 0 ? { ok: false, conflicts } : { ok: true, value: value === ABSENT ? null : value };
}

function parse(text: string | null): { ok: true; value: Slot } | { ok: false } {
  if (text === null) return { ok: true, value: ABSENT };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/**
 * The operator's file text reapplied on theirs: the merged document in the studio's format, or why not. A side that
 * was not changed keeps its text exactly. `null`: no such file on that side (a new file, or one removed).
 */
export function mergeTexts(base: string | null, mine: string, theirs: string | null): TextMergeResult {
  if (base === mine) return theirs === null ? { ok: false, reason: 'conflicts', conflicts: [''] } : { ok: true, text: theirs };
  if (base === theirs || theirs === mine) return { ok: true, text: mine };
  const [parsedBase, parsedMine, parsedTheirs] = [parse(base), parse(mine), parse(theirs)];
  if (!parsedBase.ok) return { ok: false, reason: 'not-json', file: 'base' };
  if (!parsedMine.ok) return { ok: false, reason: 'not-json', file: 'mine' };
  if (!parsedTheirs.ok) return { ok: false, reason: 'not-json', file: 'theirs' };
  const conflicts: string[] = [];
  const value = mergeNode(parsedBase.value, parsedMine.value, parsedTheirs.value, '', conflicts);
  if (conflicts.length > 0 || value === ABSENT) return { ok: false, reason: 'conflicts', conflicts: conflicts.length > 0 ? conflicts : [''] };
  if (theirs !== null && sameJson(value, parsedTheirs.value)) return { ok: true, text: theirs };
  if (sameJson(value, parsedMine.value)) return { ok: true, text: mine };
  return { ok: true, text: formatJson(value) };
}
