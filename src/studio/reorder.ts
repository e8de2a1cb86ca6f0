import { formatJson, isObject, parseJsonText, valueAt } from './json-value';

/** What a list is called, as a studio text and its values: the panel says it in the studio's language. */
export type ListTitle =
  | { key: 'studio_reorder_menu_items' | 'studio_group_fields' }
  | { key: 'studio_reorder_children'; values: { item: string } }
  | { key: 'studio_reorder_tab'; values: { tab: string } };

/** A list the studio lets an operator reorder by drag: a menu's items (at any level) or a form tab's fields. */
export interface ReorderableList {
  pointer: string;
  title: ListTitle;
  /** What each entry is called on screen: an item's or field's id. */
  entries: string[];
}

const idOf = (value: unknown, index: number): string => (typeof value === 'string' ? value : isObject(value) && typeof value['id'] === 'string' ? value['id'] : `#${index}`);

function menuLists(items: unknown, pointer: string, title: ListTitle, found: ReorderableList[]): void {
  if (!Array.isArray(items)) return;
  found.push({ pointer, title, entries: items.map(idOf) });
  items.forEach((item, index) => {
    if (isObject(item) && Array.isArray(item['children']) && item['children'].length > 1) menuLists(item['children'], `${pointer}/${index}/children`, { key: 'studio_reorder_children', values: { item: idOf(item, index) } }, found);
  });
}

/** The lists of a document (menu or form; none for other kinds) that drag and drop reorders. */
export function reorderableLists(document: unknown): ReorderableList[] {
  if (!isObject(document)) return [];
  const found: ReorderableList[] = [];
  if (document['kind'] === 'menu') menuLists(document['items'], '/items', { key: 'studio_reorder_menu_items' }, found);
  if (document['kind'] === 'form') {
    // The form shows its fields in the order of `fields` (a tab only says which of them it shows), so that list comes first.
    if (Array.isArray(document['fields'])) found.push({ pointer: '/fields', title: { key: 'studio_group_fields' }, entries: document['fields'].map(idOf) });
    const tabs = document['tabs'];
    if (Array.isArray(tabs)) {
      tabs.forEach((tab, index) => {
        if (isObject(tab) && Array.isArray(tab['fields'])) found.push({ pointer: `/tabs/${index}/fields`, title: { key: 'studio_reorder_tab', values: { tab: idOf(tab, index) } }, entries: tab['fields'].map(idOf) });
      });
    }
  }
  return found;
}

/**
 * The document text with one entry of the list at `pointer` moved from `from` to `to` (the index it
 * ends up at). Undefined when the text is no JSON or the move makes no sense, so the editor keeps its text.
 */
export function moveEntry(text: string, pointer: string, from: number, to: number): string | undefined {
  const parsed = parseJsonText(text);
  if (!parsed.ok) return undefined;
  const list = valueAt(parsed.value, pointer);
  if (!Array.isArray(list) || from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return undefined;
  const [moved] = list.splice(from, 1);
  list.splice(to, 0, moved);
  return formatJson(parsed.value);
}
