import { isObject, pointerSegments, valueAt, type JsonObject } from './json-value';

/**
 * The outline: a document's nodes as a tree an operator reads (screens and layouts: widget nodes; menus: items;
 * forms: fields, and each tab's list of fields), and the edits it makes, all on the document's plain JSON value
 * (it works on a draft that does not validate yet). Every edit returns a new value; the caller writes its text.
 */

/** What a row of the outline is. */
export type OutlineKind = 'node' | 'item' | 'field' | 'tab' | 'fieldRef' | 'group';

export interface OutlineNode {
  /** JSON pointer of the entry (a group's: of its list). */
  pointer: string;
  kind: OutlineKind;
  /** The entry's id (a tab's field reference: the field it names). */
  id: string;
  /** A widget node's type. */
  type?: string;
  /** The text that names the entry: an i18n key or `{"en": …, "ty": …}` as the document has it. */
  text?: unknown;
  /** Which property holds that text (`props/text`, `label`, `schema/title`…), relative to the entry. */
  textPath?: string;
  /** The list the entry sits in (what drag, up and down reorder), and its place there. A fallback has none. */
  list?: string;
  index?: number;
  /** Hidden by the studio (its `when` can never hold): the site does not show it. */
  hidden: boolean;
  /** Shown only when its `when` holds. */
  conditional: boolean;
  /** Not shown to the chosen role, flags and merchant (see outline-states.ts), and why not, or when it is, in words. */
  greyed?: boolean;
  reason?: string;
  /** Hidden for the studio's chosen merchant (an override's hide), and what that merchant changed about it, in words. */
  merchantHidden?: boolean;
  overrides?: string[];
  children: OutlineNode[];
}

/** A condition no visitor ever meets: `any` of nothing. Hiding wraps the entry's own condition so showing restores it. */
export const NEVER = { any: [] } as const;

function isNever(condition: unknown): boolean {
  return isObject(condition) && Array.isArray(condition['any']) && condition['any'].length === 0 && Object.keys(condition).length === 1;
}

/** Whether a `when` is the studio's hiding: `NEVER`, or `all` of `NEVER` and the entry's own condition. */
export function isHiddenCondition(condition: unknown): boolean {
  if (isNever(condition)) return true;
  return isObject(condition) && Array.isArray(condition['all']) && condition['all'].length >= 1 && isNever(condition['all'][0]) && Object.keys(condition).length === 1;
}

/** The text props a widget names itself by, most telling first. */
const NAMING_PROPS = ['text', 'title', 'label', 'heading', 'eyebrow', 'subtitle', 'intro', 'ctaLabel', 'doneText'];

/** Whether a props-schema property is a text (an i18n key, or copy per language): its description says so. */
export function isTextProperty(schema: unknown): boolean {
  return isObject(schema) && schema['type'] === 'string' && typeof schema['description'] === 'string' && schema['description'].startsWith('i18n key');
}

/** The text props of a widget, in the order its props schema declares them. */
export function textPropsOf(propsSchema: unknown): string[] {
  if (!isObject(propsSchema) || !isObject(propsSchema['properties'])) return [];
  return Object.entries(propsSchema['properties']).filter(([, schema]) => isTextProperty(schema)).map(([name]) => name);
}

export type PropsSchemaOf = (type: string) => unknown;

function widgetNode(value: JsonObject, pointer: string, list: string | undefined, index: number | undefined, propsSchema: PropsSchemaOf): OutlineNode {
  const type = typeof value['type'] === 'string' ? value['type'] : '?';
  const props = isObject(value['props']) ? value['props'] : {};
  const texts = textPropsOf(propsSchema(type));
  const naming = [...NAMING_PROPS.filter((name) => texts.includes(name)), ...texts].find((name) => props[name] !== undefined);
  const children: OutlineNode[] = Array.isArray(value['children']) ? value['children'].flatMap((child, at) => (isObject(child) ? [widgetNode(child, `${pointer}/children/${at}`, `${pointer}/children`, at, propsSchema)] : [])) : [];
  if (isObject(value['fallback'])) children.push(widgetNode(value['fallback'], `${pointer}/fallback`, undefined, undefined, propsSchema));
  return {
    pointer,
    kind: 'node',
    id: typeof value['id'] === 'string' ? value['id'] : '',
    type,
    ...(naming ? { text: props[naming], textPath: `props/${naming}` } : {}),
    ...(list === undefined || index === undefined ? {} : { list, index }),
    hidden: isHiddenCondition(value['when']),
    conditional: value['when'] !== undefined,
    children,
  };
}

function menuItem(value: JsonObject, pointer: string, list: string, index: number): OutlineNode {
  const children = Array.isArray(value['children']) ? value['children'].flatMap((child, at) => (isObject(child) ? [menuItem(child, `${pointer}/children/${at}`, `${pointer}/children`, at)] : [])) : [];
  return { pointer, kind: 'item', id: typeof value['id'] === 'string' ? value['id'] : '', text: value['label'], textPath: 'label', list, index, hidden: isHiddenCondition(value['when']), conditional: value['when'] !== undefined, children };
}

function formOutline(document: JsonObject): OutlineNode[] {
  const fields = Array.isArray(document['fields']) ? document['fields'] : [];
  const titleOf = (id: string): unknown => {
    const field = fields.find((candidate) => isObject(candidate) && candidate['id'] === id);
    return isObject(field) && isObject(field['schema']) ? field['schema']['title'] : undefined;
  };
  const out: OutlineNode[] = [
    {
      pointer: '/fields',
      kind: 'group',
      id: 'fields',
      hidden: false,
      conditional: false,
      children: fields.flatMap((field, index) => {
        if (!isObject(field)) return [];
        const id = typeof field['id'] === 'string' ? field['id'] : '';
        return [{ pointer: `/fields/${index}`, kind: 'field' as const, id, text: titleOf(id), textPath: 'schema/title', list: '/fields', index, hidden: isHiddenCondition(field['when']), conditional: field['when'] !== undefined, children: [] }];
      }),
    },
  ];
  if (Array.isArray(document['tabs'])) {
    out.push({
      pointer: '/tabs',
      kind: 'group',
      id: 'tabs',
      hidden: false,
      conditional: false,
      children: document['tabs'].flatMap((tab, index) => {
        if (!isObject(tab)) return [];
        const pointer = `/tabs/${index}`;
        const refs = Array.isArray(tab['fields']) ? tab['fields'] : [];
        return [{
          pointer,
          kind: 'tab' as const,
          id: typeof tab['id'] === 'string' ? tab['id'] : '',
          text: tab['label'],
          textPath: 'label',
          list: '/tabs',
          index,
          hidden: isHiddenCondition(tab['when']),
          conditional: tab['when'] !== undefined,
          children: refs.map((ref, at) => ({ pointer: `${pointer}/fields/${at}`, kind: 'fieldRef' as const, id: String(ref), text: titleOf(String(ref)), list: `${pointer}/fields`, index: at, hidden: false, conditional: false, children: [] })),
        }];
      }),
    });
  }
  return out;
}

/** The outline of a document value; empty for kinds without nodes (routes, themes, copy, overrides). */
export function outlineOf(document: unknown, propsSchema: PropsSchemaOf): OutlineNode[] {
  if (!isObject(document)) return [];
  const kind = document['kind'];
  if ((kind === 'screen' || kind === 'layout') && Array.isArray(document['body'])) {
    return document['body'].flatMap((node, index) => (isObject(node) ? [widgetNode(node, `/body/${index}`, '/body', index, propsSchema)] : []));
  }
  if (kind === 'menu' && Array.isArray(document['items'])) {
    return document['items'].flatMap((item, index) => (isObject(item) ? [menuItem(item, `/items/${index}`, '/items', index)] : []));
  }
  if (kind === 'form') return formOutline(document);
  return [];
}

/** Every row in display order (depth first), with its depth and parent, for keyboard moves. */
export function flatten(nodes: readonly OutlineNode[], depth = 1, parent?: OutlineNode): { node: OutlineNode; depth: number; parent: OutlineNode | undefined }[] {
  return nodes.flatMap((node) => [{ node, depth, parent }, ...flatten(node.children, depth + 1, node)]);
}

export function findNode(nodes: readonly OutlineNode[], pointer: string): OutlineNode | undefined {
  return flatten(nodes).find((row) => row.node.pointer === pointer)?.node;
}

// --- edits: each takes the document value and returns a new one (undefined when the edit makes no sense) ---

function clone<T>(value: T): T {
  return structuredClone(value);
}

function parentAndKey(root: unknown, pointer: string): { parent: unknown; key: string } | undefined {
  const segments = pointerSegments(pointer);
  const key = segments.pop();
  if (key === undefined) return undefined;
  const parent = valueAt(root, segments.length === 0 ? '' : `/${segments.map((s) => s.replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`);
  return { parent, key };
}

/** The value with `value` written at `pointer` (an object's property is created; undefined removes it). */
export function setAt(document: unknown, pointer: string, value: unknown): unknown {
  const next = clone(document);
  const segments = pointerSegments(pointer);
  let current: unknown = next;
  for (const segment of segments.slice(0, -1)) {
    if (Array.isArray(current)) current = current[Number(segment)];
    else if (isObject(current)) {
      if (!isObject(current[segment]) && !Array.isArray(current[segment])) current[segment] = {};
      current = current[segment];
    } else return undefined;
  }
  const last = segments[segments.length - 1];
  if (last === undefined) return value;
  if (Array.isArray(current)) current[Number(last)] = value;
  else if (isObject(current)) {
    if (value === undefined) delete current[last];
    else current[last] = value;
  } else return undefined;
  return next;
}

/** One entry of the list at `list` moved from `from` to `to` (the index it ends up at). */
export function moveInList(document: unknown, list: string, from: number, to: number): unknown {
  const next = clone(document);
  const entries = valueAt(next, list);
  if (!Array.isArray(entries) || from === to || from < 0 || to < 0 || from >= entries.length || to >= entries.length) return undefined;
  const [moved] = entries.splice(from, 1);
  entries.splice(to, 0, moved);
  return next;
}

/** The entry at `pointer` removed (from its list, or a fallback from its node). */
export function removeAt(document: unknown, pointer: string): unknown {
  const next = clone(document);
  const found = parentAndKey(next, pointer);
  if (!found) return undefined;
  if (Array.isArray(found.parent)) {
    const index = Number(found.key);
    if (!(index >= 0 && index < found.parent.length)) return undefined;
    found.parent.splice(index, 1);
    return next;
  }
  if (isObject(found.parent) && found.key in found.parent) {
    delete found.parent[found.key];
    return next;
  }
  return undefined;
}

/** `entry` inserted into the list at `list` at `index` (the list is created when missing, e.g. a node's first child). */
export function insertAt(document: unknown, list: string, index: number, entry: unknown): unknown {
  const existing = valueAt(document, list);
  const withList = Array.isArray(existing) ? clone(document) : setAt(document, list, []);
  const entries = valueAt(withList, list);
  if (!Array.isArray(entries)) return undefined;
  entries.splice(Math.max(0, Math.min(index, entries.length)), 0, entry);
  return withList;
}

/** The entry hidden (its `when` wrapped so it never holds) or shown again (its own `when` restored). */
export function toggleHidden(document: unknown, pointer: string): unknown {
  const entry = valueAt(document, pointer);
  if (!isObject(entry)) return undefined;
  const when = entry['when'];
  if (isHiddenCondition(when)) {
    const own = isObject(when) && Array.isArray(when['all']) ? when['all'].slice(1) : [];
    const restored = own.length === 0 ? undefined : own.length === 1 ? own[0] : { all: own };
    return setAt(document, `${pointer}/when`, restored);
  }
  return setAt(document, `${pointer}/when`, when === undefined ? { any: [] } : { all: [{ any: [] }, when] });
}

/** Every id in the document (nodes, items, fields, tabs), for making a new one unique. */
export function idsIn(document: unknown): Set<string> {
  const ids = new Set<string>();
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (isObject(value)) {
      if (typeof value['id'] === 'string') ids.add(value['id']);
      Object.values(value).forEach(walk);
    }
  };
  walk(document);
  return ids;
}

/** A new id from a base (`Heading` → `heading-2`), unused in the document. */
export function uniqueId(document: unknown, base: string): string {
  const stem = base.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase().replace(/[^a-z0-9-]+/g, '-').replace(/^-+|-+$/g, '') || 'node';
  const ids = idsIn(document);
  for (let n = 1; ; n++) {
    const id = n === 1 ? stem : `${stem}-${n}`;
    if (!ids.has(id)) return id;
  }
}

/** A key for a new text (`heading-2` + `text` → `heading_2_text`), unused by the copy given. */
export function newTextKey(id: string, prop: string, taken: (key: string) => boolean): string {
  const stem = `${id}_${prop}`.replace(/[^A-Za-z0-9_]+/g, '_').toLowerCase();
  for (let n = 1; ; n++) {
    const key = n === 1 ? stem : `${stem}_${n}`;
    if (!taken(key)) return key;
  }
}
