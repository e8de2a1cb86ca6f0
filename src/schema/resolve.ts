import type { ResolveContext } from './context';
import type { ExplainEntry } from './explain';
import type { SchemaProblem } from './problem';
import { resolveForm } from './resolve-form';
import { resolveMenuItems, resolveNodes, type NodeResolveOptions } from './resolve-nodes';
import type { ResolvedDocument } from './resolved';
import { evaluateCondition } from './condition';
import type { FormDocument, LayoutDocument, MenuDocument, RoutesDocument, ScreenDocument } from './types';

export type ResolvableDocument = ScreenDocument | LayoutDocument | MenuDocument | FormDocument | RoutesDocument;

export interface ResolveResult<R extends ResolvedDocument = ResolvedDocument> {
  document: R;
  explain: ExplainEntry[];
  problems: SchemaProblem[];
}

type ResolvedOf<D extends ResolvableDocument> = Extract<ResolvedDocument, { kind: D['kind'] }>;

/**
 * The pure resolve step of the pipeline (docs/architecture.md): `(document, context) → resolved tree`.
 * Merchant overrides are applied before (at load); this step applies conditions and server config.
 * No I/O, no clock, no randomness: the same input always gives the same output.
 */
export function resolveDocument<D extends ResolvableDocument>(document: D, context: ResolveContext, options: NodeResolveOptions): ResolveResult<ResolvedOf<D>> {
  const sink = { explain: [] as ExplainEntry[], problems: [] as SchemaProblem[] };
  const resolved = resolveByKind(document, context, options, sink);
  return { document: resolved as ResolvedOf<D>, ...sink };
}

/** A route's `layout` is a layout's name (`default`) or its document name (`layouts/default`); resolved, always the document name. */
export function layoutDocumentName(layout: string): string {
  return layout.startsWith('layouts/') ? layout : `layouts/${layout}`;
}

function resolveByKind(document: ResolvableDocument, context: ResolveContext, options: NodeResolveOptions, sink: { explain: ExplainEntry[]; problems: SchemaProblem[] }): ResolvedDocument {
  switch (document.kind) {
    case 'screen': {
      const screen: ResolvedDocument = { kind: 'screen', id: document.id, body: resolveNodes(document.body, '/body', context, options, sink) };
      if (document.title !== undefined) screen.title = document.title;
      return screen;
    }
    case 'layout':
      return { kind: 'layout', id: document.id, body: resolveNodes(document.body, '/body', context, options, sink) };
    case 'menu':
      return { kind: 'menu', id: document.id, items: resolveMenuItems(document.items, context, sink) };
    case 'form':
      return resolveForm(document, context, sink.explain);
    case 'routes':
      return {
        kind: 'routes',
        id: document.id,
        loginPath: document.loginPath,
        publicPaths: [...document.publicPaths],
        routes: document.routes.filter((route) => evaluateCondition(route.when, context)).map((route) => ({ ...structuredClone(route), layout: layoutDocumentName(route.layout) })),
      };
  }
}
