import type { ExplainEntry } from './explain';
import type { SchemaProblem } from './problem';
import { locate, type Addressable } from './tree';
import { addressableLists } from './addressable-lists';
import type { OverrideDocument, OverrideOperation, SchemaDocument } from './types';

export interface OverrideResult<D extends SchemaDocument> {
  document: D;
  problems: SchemaProblem[];
  explain: ExplainEntry[];
}

type Lists = { key: string; list: Addressable[] }[];

function find(lists: Lists, id: string) {
  for (const { list } of lists) {
    const found = locate(list, id);
    if (found) return found;
  }
  return undefined;
}

function placeNextTo(lists: Lists, item: Addressable, op: { before?: string; after?: string; into?: string }): string | undefined {
  const anchorId = op.before ?? op.after ?? op.into;
  if (anchorId === undefined) return 'needs "before", "after" or "into"';
  const anchor = find(lists, anchorId);
  if (!anchor) return `anchor id "${anchorId}" does not exist`;
  if (op.into !== undefined) {
    anchor.item.children = [...(anchor.item.children ?? []), item];
  } else {
    anchor.list.splice(op.before !== undefined ? anchor.index : anchor.index + 1, 0, item);
  }
  return undefined;
}

function applyOne(lists: Lists, operation: OverrideOperation, explain: ExplainEntry[]): string | undefined {
  if (operation.op === 'insert') {
    if (find(lists, operation.node.id)) return `id "${operation.node.id}" already exists`;
    const error = placeNextTo(lists, structuredClone(operation.node) as Addressable, operation);
    if (!error) explain.push({ id: operation.node.id, layer: 'merchant', change: 'inserted', detail: 'inserted by merchant override' });
    return error;
  }
  const target = find(lists, operation.id);
  if (!target) return `id "${operation.id}" does not exist in the base document`;
  if (operation.op === 'hide') {
    target.list.splice(target.index, 1);
    explain.push({ id: operation.id, layer: 'merchant', change: 'removed', detail: 'hidden by merchant override' });
    return undefined;
  }
  if (operation.op === 'move') {
    if (operation.id === (operation.before ?? operation.after)) return 'cannot move an item next to itself';
    target.list.splice(target.index, 1);
    const error = placeNextTo(lists, target.item, operation);
    if (error) target.list.splice(target.index, 0, target.item);
    else explain.push({ id: operation.id, layer: 'merchant', change: 'moved', detail: `moved ${operation.before !== undefined ? `before "${operation.before}"` : `after "${operation.after}"`}` });
    return error;
  }
  const item = target.item as Addressable & Record<string, unknown>;
  if (operation.props) {
    item['props'] = { ...(item['props'] as object | undefined), ...operation.props };
    for (const key of Object.keys(operation.props)) explain.push({ id: operation.id, property: `props.${key}`, layer: 'merchant', change: 'set', detail: 'set by merchant override' });
  }
  for (const key of ['label', 'when', 'action'] as const) {
    if (operation[key] === undefined) continue;
    // A form field's label is its JSON Schema title; nodes and menu items carry `label` directly.
    const fieldSchema = item['schema'];
    if (key === 'label' && typeof fieldSchema === 'object' && fieldSchema !== null) (fieldSchema as Record<string, unknown>)['title'] = operation.label;
    else item[key] = structuredClone(operation[key]);
    explain.push({ id: operation.id, property: key, layer: 'merchant', change: 'set', detail: 'set by merchant override' });
  }
  return undefined;
}

/**
 * Applies a merchant's operations to a copy of the base document, in file order.
 * An operation that cannot apply is reported with its pointer and skipped; the rest still apply.
 */
export function applyOverride<D extends SchemaDocument>(base: D, override: OverrideDocument, overrideName: string): OverrideResult<D> {
  const document = structuredClone(base);
  const lists = addressableLists(document);
  const problems: SchemaProblem[] = [];
  const explain: ExplainEntry[] = [];
  override.operations.forEach((operation, index) => {
    const error = applyOne(lists, operation, explain);
    if (error) problems.push({ document: overrideName, pointer: `/operations/${index}`, message: `${operation.op}: ${error}` });
  });
  return { document, problems, explain };
}
