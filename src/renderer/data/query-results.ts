import { createContext } from 'react';
import type { DataFailure } from './data-error';
import type { ParamValues, QueryResult } from './data-types';

/** What a host already knows about one call: its result, or how it failed. */
export type KnownQuery = { result: QueryResult } | { failure: DataFailure };

/**
 * Query answers a host hands over before the first render (`schemas:render --data embedded`, the QA
 * snapshots): a static render runs no effects, so without them every data widget would stay a skeleton.
 * `undefined` means "not known": the widget loads as usual (and a recording host notes the call).
 */
export type QueryResultSource = (name: string, values: ParamValues) => KnownQuery | undefined;

/**
 * The known answers of a static render (`renderResolvedToHtml`'s `queryResults`). A context of the data
 * layer's own, not a field of the render environment, so the site's first page carries none of it.
 */
export const KnownQueriesContext = createContext<QueryResultSource | undefined>(undefined);
