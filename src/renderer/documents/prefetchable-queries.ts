import type { QueryBinding } from '@/schema/bindings';
import type { ResolvedDocument } from '@/schema/resolved';
import type { LayoutDocument, ScreenDocument } from '@/schema/types';

/** A node as resolve leaves it, or as the file has it (a `when` still on it, `props` and `children` optional). */
interface AnyNode {
  type: string;
  when?: unknown;
  props?: Readonly<Record<string, unknown>>;
  children?: readonly AnyNode[];
}

/**
 * Widget types that run `useQuery(props.source)` as soon as they mount, with nothing added to the
 * binding's params (a paged table adds its page, a popup asks only when it opens: those are not here).
 * `tests/renderer/prefetchable-queries.test.ts` reads each one's component to hold this list true.
 */
export const QUERY_ON_MOUNT_TYPES: ReadonlySet<string> = new Set([
  'CardGrid',
  'BannerCarousel',
  'NoticeMarquee',
  'NoticeList',
  'NoticePane',
  'DetailList',
  'HtmlContent',
  'HelpSections',
  'QrCard',
  'ProgressBar',
]);

/** Containers that always render all their children (a `ShowWhen` does not, so nothing under it is here). */
export const ALWAYS_RENDERS_CHILDREN_TYPES: ReadonlySet<string> = new Set(['Section', 'VendorTabs', 'SiteHeader', 'HeaderBar', 'SiteFooter', 'FooterColumns']);

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
 * The queries a screen or layout runs the moment it first renders: those of the nodes that query on mount and
 * are surely rendered (top level, or under containers that render every child). They can start beside the
 * widget code instead of after it (`prefetchQueries`), and the widgets then share them. Given the document as
 * its file has it (before resolve, as boot has it before the platform's status is in), a node behind a `when`
 * may not show, so it and what it holds are left out.
 */
export function prefetchableQueries(document: ResolvedDocument | ScreenDocument | LayoutDocument): QueryBinding[] {
  if (document.kind !== 'screen' && document.kind !== 'layout') return [];
  const found: QueryBinding[] = [];
  const stack: AnyNode[] = [...document.body].reverse();
  for (let node = stack.pop(); node; node = stack.pop()) {
    if (node.when !== undefined) continue;
    if (QUERY_ON_MOUNT_TYPES.has(node.type)) {
      const source = node.props?.['source'];
      if (isEarlyBinding(source)) found.push(source);
    }
    const children = node.children ?? [];
    if (ALWAYS_RENDERS_CHILDREN_TYPES.has(node.type)) for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
  return found;
}

/**
 * The menu documents a screen or layout surely shows (`Menu` nodes reached as above, without a `when`): loaded with
 * the route's documents, their Menu widgets find them delivered and draw in their first render.
 */
export function unconditionalMenus(document: ResolvedDocument | ScreenDocument | LayoutDocument): string[] {
  if (document.kind !== 'screen' && document.kind !== 'layout') return [];
  const found = new Set<string>();
  const stack: AnyNode[] = [...document.body].reverse();
  for (let node = stack.pop(); node; node = stack.pop()) {
    if (node.when !== undefined) continue;
    const menu = node.props?.['menu'];
    if (node.type === 'Menu' && typeof menu === 'string') found.add(menu);
    const children = node.children ?? [];
    if (ALWAYS_RENDERS_CHILDREN_TYPES.has(node.type)) for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
  return [...found];
}
