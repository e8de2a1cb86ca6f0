import { evaluateCondition, describeCondition } from './condition';
import type { ResolveContext } from './context';
import type { ExplainEntry } from './explain';
import type { SchemaProblem } from './problem';
import type { ResolvedMenuItem, ResolvedNode } from './resolved';
import type { Action, MenuItem, Props, SchemaNode } from './types';
import { isAllowedUrl, isSitePath } from './url-policy';
import { localizeProps } from './localized-text';

export interface NodeResolveOptions {
  documentName: string;
  /** Widget types this build can render; anything else needs a `fallback`. */
  knownTypes: ReadonlySet<string>;
}

interface Sink {
  explain: ExplainEntry[];
  problems: SchemaProblem[];
}

/** Drops an action that would leave the site in a way the security baseline forbids. */
export function safeAction(action: Action | undefined): Action | undefined {
  if (!action) return undefined;
  if (action.type === 'external' && !isAllowedUrl(action.url)) return undefined;
  if (action.type === 'navigate' && !isSitePath(action.to)) return undefined;
  return action;
}

function conditionHolds(item: { id: string; when?: SchemaNode['when'] }, context: ResolveContext, sink: Sink): boolean {
  if (item.when === undefined) return true;
  const holds = evaluateCondition(item.when, context);
  sink.explain.push({ id: item.id, property: 'when', layer: 'condition', change: holds ? 'kept' : 'removed', detail: `${describeCondition(item.when)} is ${holds}` });
  return holds;
}

function resolveNode(node: SchemaNode, pointer: string, context: ResolveContext, options: NodeResolveOptions, sink: Sink): ResolvedNode | undefined {
  if (!conditionHolds(node, context, sink)) return undefined;
  if (!options.knownTypes.has(node.type)) {
    if (node.fallback) {
      sink.explain.push({ id: node.id, layer: 'base', change: 'set', detail: `unknown type "${node.type}": fallback "${node.fallback.id}" used` });
      return resolveNode(node.fallback, `${pointer}/fallback`, context, options, sink);
    }
    sink.problems.push({ document: options.documentName, pointer: `${pointer}/type`, message: `unknown widget type "${node.type}" and no fallback` });
    return undefined;
  }
  const resolved: ResolvedNode = {
    type: node.type,
    id: node.id,
    props: localizedProps(node.props ?? {}, context.lang),
    children: resolveNodes(node.children ?? [], `${pointer}/children`, context, options, sink),
  };
  const action = safeAction(node.action);
  if (action) resolved.action = action;
  else if (node.action) sink.problems.push({ document: options.documentName, pointer: `${pointer}/action`, message: 'action URL is not http(s) or a path on this site' });
  if (node.fallback && options.knownTypes.has(node.fallback.type)) {
    const fallback = resolveNode(node.fallback, `${pointer}/fallback`, context, options, { explain: [], problems: [] });
    if (fallback) resolved.fallback = fallback;
  }
  return resolved;
}

function localizedProps(props: Props, lang: string): Props {
  const localized = localizeProps(props, lang);
  return typeof localized === 'object' && localized !== null && !Array.isArray(localized) ? localized : {};
}

export function resolveNodes(nodes: readonly SchemaNode[], pointer: string, context: ResolveContext, options: NodeResolveOptions, sink: Sink): ResolvedNode[] {
  return nodes.flatMap((node, index) => resolveNode(node, `${pointer}/${index}`, context, options, sink) ?? []);
}

export function resolveMenuItems(items: readonly MenuItem[], context: ResolveContext, sink: Sink): ResolvedMenuItem[] {
  return items.flatMap((item) => {
    if (!conditionHolds(item, context, sink)) return [];
    // Every field of the item is kept (a copy: the resolved tree shares nothing with the document) but its
    // condition, its children (resolved in turn) and its action (kept only when safe).
    const { when: _when, children, action, ...fields } = item;
    const resolved: ResolvedMenuItem = { ...structuredClone(fields), children: resolveMenuItems(children ?? [], context, sink) };
    const safe = safeAction(action);
    if (safe) resolved.action = safe;
    return [resolved];
  });
}
