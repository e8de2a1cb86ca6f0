import type { QueryBinding } from '@/schema/bindings';
import type { ResolvedDocument } from '@/schema/resolved';
import type { LayoutDocument, ScreenDocument } from '@/schema/types';
import { judgeCondition, surelyHolds, type KnownContext } from '@/schema/condition';
import type { WidgetTraits } from '../registry';

/** A node as resolve leaves it, or as the file has it (a `when` still on it, `props` and `children` optional). */
interface AnyNode {
  type: string;
  when?: unknown;
  props?: Readonly<Record<string, unknown>>;
  children?: readonly AnyNode[];
  fallback?: AnyNode;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A binding whose params are known before render: literals and the URL query only. A session param may
 * not be known yet on a cold load and a row param belongs to a row, so those are left to the widget.
 */
function isEarlyBinding(value: unknown): value is QueryBinding {
  if (!isRecord(value) || typeof value['query'] !== 'string') return false;
  const params = value['params'];
  if (params !== undefined && !isRecord(params)) return false;
  return Object.values(params ?? {}).every((source) => !isRecord(source) || 'filter' in source || 'route' in source);
}

/**
 * The nodes of a screen or layout that surely render: top level, or under containers that render every child
 * (`rendersAllChildren`, declared in each widget's `defineWidget`; a `ShowWhen` does not, so nothing under it counts).
 * Given the document as its file has it (before resolve, as boot has it before the platform's status is in), a
 * node behind a `when` shows only when what is known of the context settles it (boot knows the visitor's role:
 * `{"role": "visitor"}` or `{"auth": true}`); any other may not show, so it and what it holds are left out.
 */
function surelyRenderedNodes(document: ResolvedDocument | ScreenDocument | LayoutDocument, traits: WidgetTraits, known: KnownContext): AnyNode[] {
  if (document.kind !== 'screen' && document.kind !== 'layout') return [];
  return surelyRenderedAmong(document.body, traits.rendersAllChildren, known);
}

/**
 * The nodes among these that surely render (`surelyRenderedNodes`'s rule), the containers that render every child
 * named by `rendersAllChildren`. In document order.
 */
export function surelyRenderedAmong(nodes: readonly AnyNode[], rendersAllChildren: (type: string) => boolean, known: KnownContext = {}): AnyNode[] {
  const found: AnyNode[] = [];
  const stack: AnyNode[] = [...nodes].reverse();
  for (let node = stack.pop(); node; node = stack.pop()) {
    if (!surelyHolds(node.when, known)) continue;
    found.push(node);
    const children = node.children ?? [];
    if (rendersAllChildren(node.type)) for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
  return found;
}

/**
 * The queries a screen or layout runs the moment it first renders: those of the surely rendered nodes whose widget
 * queries on mount (`queriesOnMount`, declared in each widget's `defineWidget`). They can start beside the widget
 * code instead of after it (`prefetchQueries`), and the widgets then share them.
 */
export function prefetchableQueries(document: ResolvedDocument | ScreenDocument | LayoutDocument, traits: WidgetTraits, known: KnownContext = {}): QueryBinding[] {
  return surelyRenderedNodes(document, traits, known).flatMap((node) => {
    const source = node.props?.['source'];
    return traits.queriesOnMount(node.type) && isEarlyBinding(source) ? [source] : [];
  });
}

/**
 * The menu documents a screen or layout surely shows (its surely rendered `Menu` nodes): loaded with the route's
 * documents, their Menu widgets find them delivered and draw in their first render.
 */
export function surelyShownMenus(document: ResolvedDocument | ScreenDocument | LayoutDocument, traits: WidgetTraits, known: KnownContext = {}): string[] {
  const menus = surelyRenderedNodes(document, traits, known).flatMap((node) => {
    const menu = node.props?.['menu'];
    return node.type === 'Menu' && typeof menu === 'string' ? [menu] : [];
  });
  return [...new Set(menus)];
}

/** The query and command names anywhere in a node's props (a source, a form's prefill and options, a claim, a submit). */
function namesIn(value: unknown, found: Set<string>): void {
  if (Array.isArray(value)) for (const item of value) namesIn(item, found);
  else if (isRecord(value)) {
    for (const key of ['query', 'command']) if (typeof value[key] === 'string') found.add(value[key]);
    for (const item of Object.values(value)) namesIn(item, found);
  }
}

/**
 * The query and command names a screen or layout may run: those of every node but the ones the known context surely
 * hides (a member's red envelope on a visitor's home), a node's fallback included. Boot loads their catalogue groups
 * beside the route's documents (`preloadCatalogueGroups`), so a widget's first query finds its code there.
 */
export function boundDataNames(document: ResolvedDocument | ScreenDocument | LayoutDocument, known: KnownContext = {}): string[] {
  if (document.kind !== 'screen' && document.kind !== 'layout') return [];
  const found = new Set<string>();
  const stack: AnyNode[] = [...document.body];
  for (let node = stack.pop(); node; node = stack.pop()) {
    if (node.fallback) stack.push(node.fallback);
    if (judgeCondition(node.when, known) === false) continue;
    namesIn(node.props, found);
    stack.push(...(node.children ?? []));
  }
  return [...found];
}
