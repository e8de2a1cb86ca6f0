import { addressableLists } from '@/schema/addressable-lists';
import { applyOverride } from '@/schema/overrides';
import type { OverrideDocument, OverrideOperation, SchemaDocument } from '@/schema/types';
import { isObject, type JsonObject } from './json-value';

/**
 * A merchant's changes to a shared document, kept as an `override` of operations (hide, move, set) over it, so the
 * merchant still follows every later change to the shared document. The studio records them here when its Merchant
 * is set to a merchant; nothing here copies the shared document.
 *
 * Hides are kept last in the list: the other operations may name a hidden entry as their anchor, and the outline
 * shows hidden entries in place (greyed), where every other operation has already put them.
 */

/** What a merchant changed about one entry, in the order of its operations. */
export type OverrideChange = 'hidden' | 'moved' | 'relabelled' | 'changed' | 'added';

/** The merchant's file of a document (`merchants/luckystar/forms/register.json`). */
export function overridePathOf(merchant: string, name: string): string {
  return `merchants/${merchant}/${name}.json`;
}

/** A new, empty override of `target` for `merchant`, as the studio writes it before its first operation. */
export function newOverride(merchant: string, target: string): OverrideDocument & { $schema: string } {
  const depth = overridePathOf(merchant, target).split('/').length - 1;
  return {
    $schema: `${'../'.repeat(depth)}meta/override.schema.json`,
    kind: 'override',
    schemaVersion: 2,
    id: `${merchant}-${target.replace(/\//g, '-')}`.toLowerCase().replace(/[^a-z0-9-]+/g, '-'),
    target,
    description: `${merchant}'s changes to the shared ${target}: it follows every other change to it.`,
    operations: [],
  };
}

/** Whether a document kind has entries with ids that operations can address (menus, forms, screens, layouts, routes). */
export function canOverride(document: SchemaDocument): boolean {
  return addressableLists(document).length > 0;
}

function idOf(operation: OverrideOperation): string {
  return operation.op === 'insert' ? operation.node.id : operation.id;
}

function withOperations(override: OverrideDocument, operations: OverrideOperation[]): OverrideDocument {
  return { ...override, operations };
}

/** `operation` added before the first hide (hides stay last). */
function beforeHides(operations: readonly OverrideOperation[], operation: OverrideOperation): OverrideOperation[] {
  const at = operations.findIndex((candidate) => candidate.op === 'hide');
  const next = [...operations];
  next.splice(at < 0 ? next.length : at, 0, operation);
  return next;
}

/** What the merchant changed, per entry id. */
export function changesOf(override: OverrideDocument | undefined): Map<string, OverrideChange[]> {
  const changes = new Map<string, OverrideChange[]>();
  const add = (id: string, change: OverrideChange) => {
    const list = changes.get(id) ?? [];
    if (!list.includes(change)) list.push(change);
    changes.set(id, list);
  };
  for (const operation of override?.operations ?? []) {
    if (operation.op === 'hide') add(operation.id, 'hidden');
    else if (operation.op === 'move') add(operation.id, 'moved');
    else if (operation.op === 'insert') add(operation.node.id, 'added');
    else {
      if (operation.label !== undefined) add(operation.id, 'relabelled');
      if (operation.props !== undefined || operation.when !== undefined || operation.action !== undefined) add(operation.id, 'changed');
    }
  }
  return changes;
}

export interface MerchantView<D extends SchemaDocument> {
  /** The shared document with the merchant's moves, sets and additions: what the outline shows. */
  document: D;
  /** Entries the merchant hides: in the outline, greyed where they stand; on the site, gone. */
  hidden: ReadonlySet<string>;
  changes: Map<string, OverrideChange[]>;
  /** Operations that no longer apply (their entry left the shared document), said as the loader says them. */
  problems: string[];
}

/** The shared document as the merchant's outline shows it: every operation applied but the hides, which are marked. */
export function merchantView<D extends SchemaDocument>(base: D, override: OverrideDocument | undefined): MerchantView<D> {
  if (!override) return { document: base, hidden: new Set(), changes: new Map(), problems: [] };
  const shown = applyOverride(base, withOperations(override, override.operations.filter((operation) => operation.op !== 'hide')), 'override');
  const hidden = new Set(override.operations.flatMap((operation) => (operation.op === 'hide' ? [operation.id] : [])));
  return { document: shown.document, hidden, changes: changesOf(override), problems: shown.problems.map((problem) => problem.message) };
}

/** The entry hidden for the merchant (once). */
export function hideFor(override: OverrideDocument, id: string): OverrideDocument {
  if (override.operations.some((operation) => operation.op === 'hide' && operation.id === id)) return override;
  return withOperations(override, [...override.operations, { op: 'hide', id }]);
}

/** The merchant shows the entry again (its hide removed; its other changes stay). */
export function showFor(override: OverrideDocument, id: string): OverrideDocument {
  return withOperations(override, override.operations.filter((operation) => !(operation.op === 'hide' && operation.id === id)));
}

/** The entry placed before or after another for the merchant: one move, replacing any earlier move of it. */
export function moveFor(override: OverrideDocument, id: string, place: { before: string } | { after: string }): OverrideDocument {
  const rest = override.operations.filter((operation) => !(operation.op === 'move' && operation.id === id));
  return withOperations(override, beforeHides(rest, { op: 'move', id, ...place }));
}

/**
 * Where an entry moved from `from` to `to` in its list goes, said as operations say it: before the entry now at `to`
 * when it moves up, after it when it moves down.
 */
export function placeOfMove(ids: readonly string[], from: number, to: number): { before: string } | { after: string } | undefined {
  const anchor = ids[to];
  if (anchor === undefined || from === to || ids[from] === undefined) return undefined;
  return to < from ? { before: anchor } : { after: anchor };
}

/** The entry's label for the merchant (an i18n key, or plain text): one `set`, kept with its other set values. */
export function labelFor(override: OverrideDocument, id: string, label: string): OverrideDocument {
  return setFor(override, id, { label });
}

/** The entry's props for the merchant, over the shared ones. */
export function propsFor(override: OverrideDocument, id: string, props: JsonObject): OverrideDocument {
  return setFor(override, id, { props: props as never });
}

function setFor(override: OverrideDocument, id: string, values: { label?: string; props?: NonNullable<Extract<OverrideOperation, { op: 'set' }>['props']> }): OverrideDocument {
  const at = override.operations.findIndex((operation) => operation.op === 'set' && operation.id === id);
  const existing = at < 0 ? undefined : override.operations[at];
  if (existing?.op === 'set') {
    const operations = [...override.operations];
    operations[at] = { ...existing, ...values };
    return withOperations(override, operations);
  }
  return withOperations(override, beforeHides(override.operations, { op: 'set', id, ...values }));
}

/** The merchant's label key of an entry, when it has one of its own. */
export function labelOf(override: OverrideDocument | undefined, id: string): string | undefined {
  for (const operation of override?.operations ?? []) if (operation.op === 'set' && operation.id === id && operation.label !== undefined) return operation.label;
  return undefined;
}

/**
 * The entry back to the shared document's: every operation on it goes (an entry the merchant added goes, with the
 * operations placed next to it).
 */
export function resetFor(override: OverrideDocument, id: string): OverrideDocument {
  const added = override.operations.some((operation) => operation.op === 'insert' && operation.node.id === id);
  return withOperations(
    override,
    override.operations.filter((operation) => {
      if (idOf(operation) === id) return false;
      if (!added || operation.op === 'hide' || operation.op === 'set') return true;
      return operation.before !== id && operation.after !== id && (operation.op !== 'insert' || operation.into !== id);
    }),
  );
}

// --- full copies ---------------------------------------------------------------------------------------------

type Entry = { id: string; children?: Entry[] } & Record<string, unknown>;

/** A document's keys that are not its addressable lists (title, submitLabel…), for comparing a copy with its base. */
function restOf(document: SchemaDocument): JsonObject {
  const lists = new Set(addressableLists(document).map(({ key }) => key));
  return Object.fromEntries(Object.entries(document).filter(([key]) => !lists.has(key) && key !== '$schema' && key !== 'description'));
}

function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) => (isObject(inner) ? Object.fromEntries(Object.keys(inner).sort().map((key) => [key, inner[key]])) : inner));
}

/** Two documents alike as the site resolves them: everything but `$schema` and the description. */
export function sameResult(a: SchemaDocument, b: SchemaDocument): boolean {
  const strip = (document: SchemaDocument) => Object.fromEntries(Object.entries(document).filter(([key]) => key !== '$schema' && key !== 'description'));
  return canonical(strip(a)) === canonical(strip(b));
}

function entriesIn(document: SchemaDocument): Map<string, { entry: Entry; parent: string | undefined; siblings: string[] }> {
  const found = new Map<string, { entry: Entry; parent: string | undefined; siblings: string[] }>();
  const walk = (list: readonly Entry[], parent: string | undefined) => {
    const siblings = list.map((entry) => entry.id);
    for (const entry of list) {
      found.set(entry.id, { entry, parent, siblings });
      if (entry.children) walk(entry.children, entry.id);
    }
  };
  for (const { list } of addressableLists(document)) walk(list as Entry[], undefined);
  return found;
}

/** The order of each list of the document (top-level lists by key, children by their parent's id). */
function orders(document: SchemaDocument): Map<string, string[]> {
  const lists = new Map<string, string[]>();
  const walk = (key: string, list: readonly Entry[]) => {
    lists.set(key, list.map((entry) => entry.id));
    for (const entry of list) if (entry.children) walk(`#${entry.id}`, entry.children);
  };
  for (const { key, list } of addressableLists(document)) walk(key, list as Entry[]);
  return lists;
}

function withoutChildren(entry: Entry): JsonObject {
  const { children: _children, ...rest } = entry;
  return rest;
}

/** The `set` that turns the shared entry into the copy's, or undefined when none is needed. */
function setBetween(base: Entry, copy: Entry): OverrideOperation | undefined {
  const operation: JsonObject = { op: 'set', id: copy.id };
  const baseTitle = isObject(base['schema']) ? base['schema']['title'] : undefined;
  const copyTitle = isObject(copy['schema']) ? copy['schema']['title'] : undefined;
  if (isObject(copy['schema']) && copyTitle !== baseTitle && typeof copyTitle === 'string') operation['label'] = copyTitle;
  for (const key of ['label', 'when', 'action'] as const) if (copy[key] !== undefined && canonical(copy[key]) !== canonical(base[key])) operation[key] = copy[key];
  if (isObject(copy['props']) && canonical(copy['props']) !== canonical(base['props'])) operation['props'] = copy['props'];
  return Object.keys(operation).length > 2 ? (operation as unknown as OverrideOperation) : undefined;
}

export type Conversion = { ok: true; override: OverrideDocument } | { ok: false; reason: string };

/**
 * A merchant's full copy of a shared document turned into operations over it: the result the site resolves stays the
 * same, and from then on the merchant follows the shared document's other changes. Refused, with the reason in words,
 * when operations cannot say the difference (a changed title, a field's rules…): the copy then stays as it is.
 */
export function copyToOperations(base: SchemaDocument, copy: SchemaDocument, merchant: string, target: string): Conversion {
  if (copy.kind !== base.kind) return { ok: false, reason: `the copy is a ${copy.kind}, the shared document a ${base.kind}` };
  if (!canOverride(base)) return { ok: false, reason: `a ${base.kind} has no entries that operations can change` };
  const apart = Object.keys({ ...restOf(base), ...restOf(copy) }).filter((key) => canonical(restOf(base)[key]) !== canonical(restOf(copy)[key]));
  if (apart.length > 0) return { ok: false, reason: `the copy changes ${apart.join(', ')}, which operations cannot change` };

  const empty = newOverride(merchant, target);
  const { $schema: _schema, ...shape } = empty;
  let override: OverrideDocument = shape;
  const result = () => applyOverride(base, override, 'conversion').document;
  const inBase = entriesIn(base);
  const inCopy = entriesIn(copy);

  // Entries only the copy has: added next to their neighbour in the copy (their own children come with them).
  for (const [id, { entry, parent, siblings }] of inCopy) {
    // An entry inside an added one comes with it.
    if (inBase.has(id) || (parent !== undefined && !inBase.has(parent))) continue;
    const at = siblings.indexOf(id);
    const place = at > 0 ? { after: siblings[at - 1]! } : parent !== undefined ? { into: parent } : siblings[1] !== undefined ? { before: siblings[1] } : undefined;
    if (!place) return { ok: false, reason: `"${id}" is the copy's only entry` };
    override = withOperations(override, [...override.operations, { op: 'insert', node: entry as never, ...place }]);
  }
  // Entries both have: their own values.
  for (const [id, { entry }] of inCopy) {
    const shared = inBase.get(id)?.entry;
    if (!shared) continue;
    const set = setBetween(shared, entry);
    if (set) override = withOperations(override, [...override.operations, set]);
  }
  // The copy's order, list by list: each entry placed after the one before it where it is not there already.
  const wanted = orders(copy);
  for (const [key, ids] of wanted) {
    for (let index = 0; index < ids.length; index++) {
      const now = orders(result()).get(key)?.filter((id) => ids.includes(id)) ?? [];
      if (now[index] === ids[index]) continue;
      const id = ids[index]!;
      const place = index === 0 ? (now[0] !== undefined ? { before: now[0] } : undefined) : { after: ids[index - 1]! };
      if (!place) return { ok: false, reason: `"${id}" moves into an empty list` };
      override = withOperations(override, [...override.operations, { op: 'move', id, ...place }]);
    }
  }
  // Entries the copy left out: hidden, last.
  for (const id of inBase.keys()) if (!inCopy.has(id)) override = hideFor(override, id);

  const applied = applyOverride(base, override, 'conversion');
  if (applied.problems.length > 0) return { ok: false, reason: applied.problems.map((problem) => problem.message).join('; ') };
  if (!sameResult(applied.document, copy)) {
    const differing = [...inCopy.keys()].find((id) => {
      const made = entriesIn(applied.document).get(id)?.entry;
      return !made || canonical(withoutChildren(made)) !== canonical(withoutChildren(inCopy.get(id)!.entry));
    });
    return { ok: false, reason: differing ? `"${differing}" differs in what operations cannot change (its rules, its type…)` : 'the copy differs in what operations cannot change' };
  }
  return { ok: true, override: { ...empty, operations: override.operations } };
}
