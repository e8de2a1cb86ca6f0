import type { QueryBinding } from '@/schema/bindings';
import type { ResolvedDocument, ResolvedNode } from '@/schema/resolved';

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
 * The queries a resolved screen or layout runs the moment it first renders: those of the nodes that
 * query on mount and are surely rendered (top level, or under containers that render every child). They can
 * start beside the widget code instead of after it (`prefetchQueries`), and the widgets then share them.
 */
export function prefetchableQueries(document: ResolvedDocument): QueryBinding[] {
  if (document.kind !== 'screen' && document.kind !== 'layout') return [];
  const found: QueryBinding[] = [];
  const stack: ResolvedNode[] = [...document.body].reverse();
  for (let node = stack.pop(); node; node = stack.pop()) {
    if (QUERY_ON_MOUNT_TYPES.has(node.type)) {
      const source = node.props['source'];
      if (isEarlyBinding(source)) found.push(source);
    }
    if (ALWAYS_RENDERS_CHILDREN_TYPES.has(node.type)) for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]!);
  }
  return found;
}
