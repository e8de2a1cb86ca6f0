import type { ResolvedDocument, ResolvedNode } from '@/schema/resolved';
import type { SchemaNode } from '@/schema/types';

/**
 * The widget types a resolved document renders, each once, in first-seen order: what must be
 * loaded before its first render. Fallback nodes are left out (they show only after a failure,
 * and then load on demand). Iterative, so a deep tree costs a walk, never the call stack.
 */
export function documentWidgetTypes(document: ResolvedDocument): string[] {
  if (document.kind !== 'screen' && document.kind !== 'layout') return [];
  return nodeWidgetTypes(document.body);
}

export function nodeWidgetTypes(nodes: readonly ResolvedNode[]): string[] {
  const types = new Set<string>();
  const stack: ResolvedNode[] = [...nodes].reverse();
  for (let node = stack.pop(); node; node = stack.pop()) {
    types.add(node.type);
    for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]!);
  }
  return [...types];
}

/**
 * The widget types a loaded (not yet resolved) screen or layout shows under every context: nodes without a
 * `when`, and the unconditional children of those (what the build's hints hold for a bundled document).
 */
export function unconditionalWidgetTypes(nodes: readonly SchemaNode[]): string[] {
  const types = new Set<string>();
  const stack: SchemaNode[] = [...nodes].reverse();
  for (let node = stack.pop(); node; node = stack.pop()) {
    if (node.when !== undefined) continue;
    types.add(node.type);
    const children = node.children ?? [];
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
  return [...types];
}
