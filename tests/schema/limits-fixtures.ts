/** Documents over (and at) the document limits, shared by the unit, fuzz and e2e tests. */

type Json = Record<string, unknown>;

const text = (id: string): Json => ({ type: 'Text', id, props: { text: 'x' } });

/** A screen whose one node nests `levels` Sections deep (each level is an object plus its children array). */
export function nestedSectionsScreen(levels: number, id = 'home'): Json {
  let node: Json = text('leaf');
  for (let level = levels; level > 0; level--) node = { type: 'Section', id: `level-${level}`, children: [node] };
  return { kind: 'screen', schemaVersion: 2, id, body: [node] };
}

/** A screen whose one node carries a chain of `levels` fallbacks (one JSON level per node: the validator's deepest shape). */
export function fallbackChainScreen(levels: number, id = 'home'): Json {
  let node: Json = text('leaf');
  for (let level = levels; level > 0; level--) node = { ...text(`level-${level}`), fallback: node };
  return { kind: 'screen', schemaVersion: 2, id, body: [node] };
}

/** A menu whose one item nests `levels` submenus deep. */
export function nestedMenu(levels: number, id = 'header-nav'): Json {
  let item: Json = { id: 'leaf', label: 'x' };
  for (let level = levels; level > 0; level--) item = { id: `level-${level}`, label: 'x', children: [item] };
  return { kind: 'menu', schemaVersion: 2, id, items: [item] };
}

/** A screen with one Text node under a `when` of `levels` nested `not`s. */
export function nestedConditionScreen(levels: number, id = 'home'): Json {
  let when: Json = { flag: 'X' };
  for (let level = 0; level < levels; level++) when = level % 2 ? { not: when } : { all: [when] };
  return { kind: 'screen', schemaVersion: 2, id, body: [{ ...text('t'), when }] };
}

/** A screen of `count` Text nodes side by side (each node is 5 JSON values). */
export function wideScreen(count: number, id = 'home'): Json {
  return { kind: 'screen', schemaVersion: 2, id, body: Array.from({ length: count }, (_, index) => text(`t${index}`)) };
}

/** The JSON depth of a value (objects and arrays; the outermost is 1), walked without recursion. */
export function jsonDepth(value: unknown): number {
  let max = 0;
  const stack: [unknown, number][] = [[value, 1]];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [current, depth] = next;
    if (typeof current !== 'object' || current === null) continue;
    max = Math.max(max, depth);
    for (const child of Object.values(current)) stack.push([child, depth + 1]);
  }
  return max;
}

/** The deepest document of a shape whose JSON depth stays within `maxDepth`. */
export function deepestWithin(make: (levels: number) => Json, maxDepth: number): Json {
  let levels = 0;
  while (jsonDepth(make(levels + 1)) <= maxDepth) levels += 1;
  return make(levels);
}
