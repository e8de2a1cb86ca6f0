import type { ResolvedDocument } from '@/schema/resolved';
import type { LayoutDocument, ScreenDocument } from '@/schema/types';
import type { WidgetTraits } from '../registry';
import { prefetchableQueries } from './prefetchable-queries';

/**
 * Starts the queries a document's surely rendered widgets run on mount (`prefetchableQueries`), before they render:
 * the widgets then claim them (`prefetchQueries`: one request, just earlier). The query code is a chunk the data
 * widgets share; it comes beside theirs, never in the first page's bundle. Never rejects.
 */
export function startDocumentQueries(document: ResolvedDocument | ScreenDocument | LayoutDocument, traits: WidgetTraits): void {
  const bindings = prefetchableQueries(document, traits);
  if (bindings.length === 0) return;
  const search = new URLSearchParams(window.location.search);
  void import('../data/use-query').then((module) => module.prefetchQueries(bindings, search), () => undefined);
}
