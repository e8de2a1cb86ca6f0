import { formatJson, isObject, parseJsonText, type JsonObject } from './json-value';

export type OperationKind = 'move' | 'hide' | 'set' | 'insert';
export const OPERATION_KINDS: readonly OperationKind[] = ['move', 'hide', 'set', 'insert'];

/** What the operations form holds before it becomes one operation of an override. */
export interface OperationDraft {
  op: OperationKind;
  /** The item moved, hidden or set (not for insert). */
  id: string;
  /** move and insert: where, relative to which id. `into` is for insert only. */
  place: 'before' | 'after' | 'into';
  anchor: string;
  /** set: a JSON object of props merged into the node; insert: the whole node as JSON. */
  json: string;
  /** set: a new label (a menu item's), optional. */
  label: string;
}

export const emptyDraft: OperationDraft = { op: 'move', id: '', place: 'before', anchor: '', json: '', label: '' };

/** What keeps the form from making an operation, as a studio text: the panel says it in the studio's language. */
export type OperationProblem =
  | { key: 'studio_operation_needs_id'; operation: OperationKind }
  | { key: 'studio_operation_needs_anchor'; operation: OperationKind; place: OperationDraft['place'] }
  | { key: 'studio_operation_move_place' | 'studio_operation_props_object' | 'studio_operation_set_needs' | 'studio_operation_insert_item' };

/** One operation from the form, or what is missing, said so an operator can fix it. */
export function buildOperation(draft: OperationDraft): { ok: true; operation: JsonObject } | { ok: false; problem: OperationProblem } {
  const needId = draft.op !== 'insert' && draft.id.trim() === '';
  if (needId) return { ok: false, problem: { key: 'studio_operation_needs_id', operation: draft.op } };
  const where = (): JsonObject | undefined => (draft.anchor.trim() ? { [draft.place]: draft.anchor.trim() } : undefined);
  switch (draft.op) {
    case 'hide':
      return { ok: true, operation: { op: 'hide', id: draft.id.trim() } };
    case 'move': {
      if (draft.place === 'into') return { ok: false, problem: { key: 'studio_operation_move_place' } };
      const place = where();
      if (!place) return { ok: false, problem: { key: 'studio_operation_needs_anchor', operation: 'move', place: draft.place } };
      return { ok: true, operation: { op: 'move', id: draft.id.trim(), ...place } };
    }
    case 'set': {
      const operation: JsonObject = { op: 'set', id: draft.id.trim() };
      if (draft.json.trim()) {
        const props = parseJsonText(draft.json);
        if (!props.ok || !isObject(props.value)) return { ok: false, problem: { key: 'studio_operation_props_object' } };
        operation['props'] = props.value;
      }
      if (draft.label.trim()) operation['label'] = draft.label.trim();
      if (!('props' in operation) && !('label' in operation)) return { ok: false, problem: { key: 'studio_operation_set_needs' } };
      return { ok: true, operation };
    }
    case 'insert': {
      const node = parseJsonText(draft.json);
      if (!node.ok || !isObject(node.value) || typeof node.value['id'] !== 'string') return { ok: false, problem: { key: 'studio_operation_insert_item' } };
      const place = where();
      if (!place) return { ok: false, problem: { key: 'studio_operation_needs_anchor', operation: 'insert', place: draft.place } };
      return { ok: true, operation: { op: 'insert', node: node.value, ...place } };
    }
  }
}

function withOperations(text: string, change: (operations: unknown[]) => boolean): string | undefined {
  const parsed = parseJsonText(text);
  if (!parsed.ok || !isObject(parsed.value)) return undefined;
  const operations = Array.isArray(parsed.value['operations']) ? parsed.value['operations'] : [];
  if (!change(operations)) return undefined;
  parsed.value['operations'] = operations;
  return formatJson(parsed.value);
}

/** The override's text with one more operation at the end (operations apply in file order). */
export function addOperation(text: string, operation: JsonObject): string | undefined {
  return withOperations(text, (operations) => operations.push(operation) > 0);
}

export function removeOperation(text: string, index: number): string | undefined {
  return withOperations(text, (operations) => index >= 0 && index < operations.length && operations.splice(index, 1).length === 1);
}

/** One line per operation, as the list beside the preview shows it. */
export function describeOperation(operation: unknown): string {
  if (!isObject(operation)) return 'not an operation';
  const op = String(operation['op'] ?? '?');
  const node = isObject(operation['node']) ? operation['node'] : undefined;
  const id = String(operation['id'] ?? node?.['id'] ?? '?');
  const place = (['before', 'after', 'into'] as const).find((key) => typeof operation[key] === 'string');
  const where = place ? ` ${place} "${String(operation[place])}"` : '';
  if (op === 'set') {
    const keys = [...(isObject(operation['props']) ? Object.keys(operation['props']).map((key) => `props.${key}`) : []), ...['label', 'when', 'action'].filter((key) => key in operation)];
    return `set "${id}": ${keys.join(', ') || 'nothing'}`;
  }
  return `${op} "${id}"${where}`;
}
