import { ensureSyntaxTree } from '@codemirror/language';
import type { EditorState } from '@codemirror/state';
import type { SyntaxNode } from '@lezer/common';
import { pointerSegments } from './json-value';

/** Where the cursor is in the JSON text: the path to the value (or key) under it. */
export interface CursorPlace {
  /** Keys and indexes from the root to the value the cursor is in (the key's own name included when on a key). */
  path: (string | number)[];
  /** On a property name (or where one is being typed): completion offers keys. */
  onKey: boolean;
  /** The syntax node under the cursor (a String, a PropertyName, …), for the range completion replaces. */
  node: SyntaxNode;
}

const VALUE_NODES = new Set(['Object', 'Array', 'String', 'Number', 'True', 'False', 'Null']);

function tree(state: EditorState) {
  return ensureSyntaxTree(state, state.doc.length, 1000);
}

function unquote(state: EditorState, node: SyntaxNode): string {
  const raw = state.sliceDoc(node.from, node.to);
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'string' ? value : raw;
  } catch {
    return raw.replace(/^"|"$/g, '');
  }
}

function valueChildren(node: SyntaxNode): SyntaxNode[] {
  const children: SyntaxNode[] = [];
  for (let child = node.firstChild; child; child = child.nextSibling) if (VALUE_NODES.has(child.name)) children.push(child);
  return children;
}

/** The path of a node from the root: each Property gives its name, each Array the index of the element. */
function pathOf(state: EditorState, node: SyntaxNode): (string | number)[] {
  const path: (string | number)[] = [];
  let child: SyntaxNode = node;
  for (let parent = node.parent; parent; child = parent, parent = parent.parent) {
    if (parent.name === 'Property') {
      const name = parent.getChild('PropertyName');
      if (name && child.from >= name.to) path.unshift(unquote(state, name));
    } else if (parent.name === 'Array') {
      const index = valueChildren(parent).findIndex((value) => value.from === child.from && value.to === child.to);
      if (index >= 0) path.unshift(index);
    }
  }
  return path;
}

export function cursorPlace(state: EditorState, pos: number): CursorPlace | undefined {
  const root = tree(state);
  if (!root) return undefined;
  const node = root.resolveInner(pos, -1);
  if (node.name === 'PropertyName') return { path: [...pathOf(state, node), unquote(state, node)], onKey: true, node };
  // A bare string inside an object (no colon yet) is a key being typed.
  if (node.name === 'String' && node.parent?.name === 'Object') return { path: pathOf(state, node), onKey: true, node };
  if (node.name === 'Object' || node.name === '{' || node.name === ',' || node.name === '⚠') {
    const object = node.name === 'Object' ? node : node.parent;
    if (object?.name === 'Object') return { path: pathOf(state, object), onKey: true, node };
  }
  return { path: pathOf(state, node), onKey: false, node };
}

/** Best-effort value of a subtree, even while the text around it does not parse yet (error nodes are skipped). */
export function nodeValue(state: EditorState, node: SyntaxNode): unknown {
  switch (node.name) {
    case 'JsonText':
      return node.firstChild ? nodeValue(state, node.firstChild) : undefined;
    case 'Object': {
      const value: Record<string, unknown> = {};
      for (const property of node.getChildren('Property')) {
        const name = property.getChild('PropertyName');
        const inner = valueChildren(property)[0];
        if (name) value[unquote(state, name)] = inner ? nodeValue(state, inner) : undefined;
      }
      return value;
    }
    case 'Array':
      return valueChildren(node).map((child) => nodeValue(state, child));
    case 'String':
      return unquote(state, node);
    case 'Number':
      return Number(state.sliceDoc(node.from, node.to));
    case 'True':
      return true;
    case 'False':
      return false;
    default:
      return null;
  }
}

/** The whole document as a best-effort value. */
export function documentValue(state: EditorState): unknown {
  const root = tree(state);
  return root ? nodeValue(state, root.topNode) : undefined;
}

/**
 * The text range a JSON pointer names: the value itself, or for a pointer into a missing key the
 * object that lacks it (so "must have required property" marks the object). Falls back to the start.
 */
export function rangeOfPointer(state: EditorState, pointer: string): { from: number; to: number } {
  const root = tree(state);
  let node: SyntaxNode | null | undefined = root?.topNode.firstChild;
  if (!node) return { from: 0, to: Math.min(1, state.doc.length) };
  for (const segment of pointerSegments(pointer)) {
    let next: SyntaxNode | undefined;
    if (node.name === 'Object') {
      const property: SyntaxNode | undefined = node.getChildren('Property').find((candidate) => {
        const name = candidate.getChild('PropertyName');
        return name !== null && unquote(state, name) === segment;
      });
      next = property ? (valueChildren(property)[0] ?? property) : undefined;
    } else if (node.name === 'Array') next = valueChildren(node)[Number(segment)];
    if (!next) break;
    node = next;
  }
  // A whole object or array is marked on its first line only: a red squiggle over 40 lines says nothing.
  const firstLineEnd = state.doc.lineAt(node.from).to;
  return { from: node.from, to: node.name === 'Object' || node.name === 'Array' ? Math.max(node.from + 1, Math.min(node.to, firstLineEnd)) : node.to };
}
