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

/** A JSON object (not an array, not null). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every node of a screen's or layout's body with its JSON pointer, children and fallbacks too, in document order. */
export function nodesWithPointers(body: unknown): { node: Record<string, unknown>; pointer: string }[] {
  const found: { node: Record<string, unknown>; pointer: string }[] = [];
  const stack: [unknown, string][] = Array.isArray(body) ? body.map((node, index): [unknown, string] => [node, `/body/${index}`]).reverse() : [];
  for (let entry = stack.pop(); entry; entry = stack.pop()) {
    const [record, pointer] = entry;
    if (!isRecord(record)) continue;
    found.push({ node: record, pointer });
    const children = record['children'];
    if (record['fallback'] !== undefined) stack.push([record['fallback'], `${pointer}/fallback`]);
    if (Array.isArray(children)) for (let i = children.length - 1; i >= 0; i--) stack.push([children[i], `${pointer}/children/${i}`]);
  }
  return found;
}
