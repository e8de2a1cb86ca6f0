/** Anything addressable by a stable id inside a document: nodes, menu items, form fields. */
export interface Addressable {
  id: string;
  children?: Addressable[];
}

export interface Location<T extends Addressable> {
  list: T[];
  index: number;
  item: T;
}

/** Finds an item anywhere in the tree, returning the list that holds it. */
export function locate<T extends Addressable>(list: T[], id: string): Location<T> | undefined {
  for (let index = 0; index < list.length; index++) {
    const item = list[index] as T;
    if (item.id === id) return { list, index, item };
    const inChildren = item.children ? locate(item.children as T[], id) : undefined;
    if (inChildren) return inChildren;
  }
  return undefined;
}

/** Every id with the JSON pointer where it sits, in document order (fallback nodes included). */
export function collectIds(list: readonly unknown[], pointer: string): { id: string; pointer: string }[] {
  const found: { id: string; pointer: string }[] = [];
  list.forEach((entry, index) => {
    if (typeof entry !== 'object' || entry === null) return;
    const here = `${pointer}/${index}`;
    const record = entry as Record<string, unknown>;
    if (typeof record['id'] === 'string') found.push({ id: record['id'], pointer: `${here}/id` });
    if (Array.isArray(record['children'])) found.push(...collectIds(record['children'], `${here}/children`));
    if (typeof record['fallback'] === 'object' && record['fallback'] !== null) {
      found.push(...collectIds([record['fallback']], `${here}/fallback`).map((f) => ({ ...f, pointer: f.pointer.replace(`${here}/fallback/0`, `${here}/fallback`) })));
    }
  });
  return found;
}
