import type { ExplainEntry } from './explain';
import type { SchemaProblem } from './problem';
import type { Addressable } from './tree';
import { addressableLists } from './addressable-lists';
import type { OverrideDocument, OverrideOperation, SchemaDocument } from './types';

export interface OverrideResult<D extends SchemaDocument> {
  document: D;
  problems: SchemaProblem[];
  explain: ExplainEntry[];
}

/** Where an id sits: the top-level list's key and the index at each level down to it. */
interface Path {
  key: string;
  indexes: number[];
}

function indexesOf(list: readonly Addressable[], id: string): number[] | undefined {
  for (let index = 0; index < list.length; index++) {
    const item = list[index]!;
    if (item.id === id) return [index];
    const below = item.children ? indexesOf(item.children, id) : undefined;
    if (below) return [index, ...below];
  }
  return undefined;
}

/**
 * Copy-on-write over the base document: an operation copies only the lists and items on the path
 * to what it changes (structural sharing), so untouched subtrees stay the base's own objects and the
 * base (the loader's cached copy) is never mutated. `owned` marks what this result already copied.
 */
class Draft {
  private readonly owned = new WeakSet<object>();
  private readonly record: Record<string, unknown>;

  constructor(readonly document: SchemaDocument, private readonly keys: readonly string[]) {
    this.record = document as unknown as Record<string, unknown>;
  }

  find(id: string): Path | undefined {
    for (const key of this.keys) {
      const indexes = indexesOf(this.record[key] as Addressable[], id);
      if (indexes) return { key, indexes };
    }
    return undefined;
  }

  item(path: Path): Addressable {
    return this.list(path)[path.indexes.at(-1)!]!;
  }

  /** The list that holds the item at `path`, as this result's own copy (its ancestors copied too). */
  writableList(path: Path): Addressable[] {
    let list = this.own(this.record[path.key] as Addressable[], (copy) => (this.record[path.key] = copy));
    for (const index of path.indexes.slice(0, -1)) {
      const item = this.ownItem(list, index);
      list = this.own(item.children ?? [], (copy) => (item.children = copy));
    }
    return list;
  }

  /** The item at `path`, as this result's own copy. */
  writableItem(path: Path): Addressable & Record<string, unknown> {
    return this.ownItem(this.writableList(path), path.indexes.at(-1)!) as Addressable & Record<string, unknown>;
  }

  private list(path: Path): Addressable[] {
    let list = this.record[path.key] as Addressable[];
    for (const index of path.indexes.slice(0, -1)) list = list[index]!.children ?? [];
    return list;
  }

  private ownItem(list: Addressable[], index: number): Addressable {
    return this.own(list[index]!, (copy) => (list[index] = copy));
  }

  private own<T extends object>(value: T, place: (copy: T) => void): T {
    if (this.owned.has(value)) return value;
    const copy = (Array.isArray(value) ? [...value] : { ...value }) as T;
    this.owned.add(copy);
    place(copy);
    return copy;
  }
}

function placeNextTo(draft: Draft, item: Addressable, op: { before?: string; after?: string; into?: string }): string | undefined {
  const anchorId = op.before ?? op.after ?? op.into;
  if (anchorId === undefined) return 'needs "before", "after" or "into"';
  const anchor = draft.find(anchorId);
  if (!anchor) return `anchor id "${anchorId}" does not exist`;
  if (op.into !== undefined) {
    const parent = draft.writableItem(anchor);
    parent.children = [...(parent.children ?? []), item];
  } else {
    const index = anchor.indexes.at(-1)!;
    draft.writableList(anchor).splice(op.before !== undefined ? index : index + 1, 0, item);
  }
  return undefined;
}

function applyOne(draft: Draft, operation: OverrideOperation, explain: ExplainEntry[]): string | undefined {
  if (operation.op === 'insert') {
    if (draft.find(operation.node.id)) return `id "${operation.node.id}" already exists`;
    // Shared with the override document: a later operation on it copies it first, like any base node.
    const error = placeNextTo(draft, operation.node as Addressable, operation);
    if (!error) explain.push({ id: operation.node.id, layer: 'merchant', change: 'inserted', detail: 'inserted by merchant override' });
    return error;
  }
  const target = draft.find(operation.id);
  if (!target) return `id "${operation.id}" does not exist in the base document`;
  if (operation.op === 'hide') {
    draft.writableList(target).splice(target.indexes.at(-1)!, 1);
    explain.push({ id: operation.id, layer: 'merchant', change: 'removed', detail: 'hidden by merchant override' });
    return undefined;
  }
  if (operation.op === 'move') {
    if (operation.id === (operation.before ?? operation.after)) return 'cannot move an item next to itself';
    const list = draft.writableList(target);
    const index = target.indexes.at(-1)!;
    const [item] = list.splice(index, 1);
    const error = placeNextTo(draft, item!, operation);
    if (error) draft.writableList(target).splice(index, 0, item!);
    else explain.push({ id: operation.id, layer: 'merchant', change: 'moved', detail: `moved ${operation.before !== undefined ? `before "${operation.before}"` : `after "${operation.after}"`}` });
    return error;
  }
  const item = draft.writableItem(target);
  if (operation.props) {
    item['props'] = { ...(item['props'] as object | undefined), ...operation.props };
    for (const key of Object.keys(operation.props)) explain.push({ id: operation.id, property: `props.${key}`, layer: 'merchant', change: 'set', detail: 'set by merchant override' });
  }
  for (const key of ['label', 'when', 'action'] as const) {
    if (operation[key] === undefined) continue;
    // A form field's label is its JSON Schema title; nodes and menu items carry `label` directly.
    const fieldSchema = item['schema'];
    if (key === 'label' && typeof fieldSchema === 'object' && fieldSchema !== null) item['schema'] = { ...fieldSchema, title: operation.label };
    else item[key] = structuredClone(operation[key]);
    explain.push({ id: operation.id, property: key, layer: 'merchant', change: 'set', detail: 'set by merchant override' });
  }
  return undefined;
}

/**
 * Applies a merchant's operations to the base document, in file order, copying only what they
 * touch (the base itself is never changed; untouched subtrees are shared with it).
 * An operation that cannot apply is reported with its pointer and skipped; the rest still apply.
 */
export function applyOverride<D extends SchemaDocument>(base: D, override: OverrideDocument, overrideName: string): OverrideResult<D> {
  const document = { ...base };
  const draft = new Draft(document, addressableLists(base).map(({ key }) => key));
  const problems: SchemaProblem[] = [];
  const explain: ExplainEntry[] = [];
  override.operations.forEach((operation, index) => {
    const error = applyOne(draft, operation, explain);
    if (error) problems.push({ document: overrideName, pointer: `/operations/${index}`, message: `${operation.op}: ${error}` });
  });
  return { document, problems, explain };
}
