import { startTransition, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from '../navigation';
import { useTranslation } from '@/i18n/use-translation';
import type { QueryBinding } from '@/schema/bindings';
import { useBrand } from '@/stores/brand-store';
import { useSessionStore } from '@/stores/session-store';
import { bindParams, callKey, type BindingInputs } from './bind-params';
import { loadQuery } from './catalogue/lazy';
import { toDataFailure, type DataFailure } from './data-error';
import type { ParamValues, QueryResult, Row } from './data-types';
import { KnownQueriesContext, type QueryResultSource } from './query-results';
import { useRefreshBus } from './refresh-bus';

export type QueryState =
  | { state: 'loading'; previous?: QueryResult }
  | { state: 'ready'; result: QueryResult }
  | { state: 'failed'; failure: DataFailure };

/** Requests in flight, by call key: two widgets bound to the same query send one request. */
const inFlight = new Map<string, Promise<QueryResult>>();

/**
 * Answers started before their widgets rendered (`prefetchQueries`), kept for the first widget that asks
 * with the same call key, even when they have settled by then; unclaimed ones are dropped after a while.
 */
const prefetched = new Map<string, Promise<QueryResult>>();
/** The answers among those that have arrived: a widget mounting after that starts ready, in its first render. */
const prefetchedAnswers = new Map<string, QueryResult>();
const PREFETCH_KEPT_MS = 30_000;

/** A call at a refresh version: what `inFlight`, `prefetched` and `prefetchedAnswers` are keyed by. */
function requestKey(name: string, values: ParamValues, version: number): string {
  return `${callKey(name, values)}#${version}`;
}

/** A prefetched answer that has arrived for this call (left for the widget's effect to claim), else undefined. */
function arrivedAnswer(name: string | undefined, values: ParamValues, version: number): QueryResult | undefined {
  if (name === undefined) return undefined;
  const key = requestKey(name, values, version);
  return prefetched.has(key) ? prefetchedAnswers.get(key) : undefined;
}

function runQuery(name: string, values: ParamValues, version: number): Promise<QueryResult> {
  const key = requestKey(name, values, version);
  const early = prefetched.get(key);
  if (early) {
    // Claimed: a later mount (a retry, a return to the page) asks the platform again. Not before this task ends, so
    // the widgets mounting in the same commit share it (Croupier's wallet has two ShowWhens on merchantWallet: the
    // second used to find the answer gone, drop to loading and ask again).
    setTimeout(() => {
      if (prefetched.get(key) !== early) return;
      prefetched.delete(key);
      prefetchedAnswers.delete(key);
    }, 0);
    return early;
  }
  const existing = inFlight.get(key);
  if (existing) return existing;
  // The query's call group comes first (a chunk of its own, usually already loading: `preloadCatalogueGroups`).
  const request = loadQuery(name).then((definition) => (definition ? definition.run(values) : Promise.reject(new RangeError(`[croupier data] unknown query "${name}"`))));
  inFlight.set(key, request);
  const forget = () => setTimeout(() => inFlight.delete(key), 0);
  request.then(forget, forget);
  return request;
}

/** A result the host already has (a static render's prefilled data) starts ready; anything else loads. */
function knownState(known: QueryResultSource | undefined, name: string | undefined, values: ParamValues): QueryState {
  const answer = known && name !== undefined ? known(name, values) : undefined;
  if (!answer) return { state: 'loading' };
  return 'result' in answer ? { state: 'ready', result: answer.result } : { state: 'failed', failure: answer.failure };
}

/**
 * Starts queries a document's widgets will run as soon as they mount, while their code is still
 * downloading (`prefetchableQueries` chooses them: params from literals and the URL query only). The
 * widget's own `useQuery` then gets this very request: one request, as before, just earlier.
 */
export function prefetchQueries(bindings: readonly QueryBinding[], search: URLSearchParams): void {
  const inputs: BindingInputs = { search, session: { account: '', customerId: '', merchant: '', language: '' } };
  for (const binding of bindings) {
    const values = bindParams(binding.params, inputs);
    const version = (useRefreshBus.getState().versions[binding.query] ?? 0) * 1000;
    const key = requestKey(binding.query, values, version);
    if (inFlight.has(key) || prefetched.has(key)) continue;
    const request = runQuery(binding.query, values, version);
    request.then((result) => prefetched.get(key) === request && prefetchedAnswers.set(key, result), () => undefined); // the widget that claims it shows the failure
    prefetched.set(key, request);
    setTimeout(() => {
      if (prefetched.get(key) !== request) return;
      prefetched.delete(key);
      prefetchedAnswers.delete(key);
    }, PREFETCH_KEPT_MS);
  }
}

/** The inputs a binding's params read: the URL query, the session, and a row for row actions. */
export function useBindingInputs(row?: Row): BindingInputs {
  const [search] = useSearchParams();
  const account = useSessionStore((s) => s.account);
  const customerId = useSessionStore((s) => s.customerId);
  // The page load's merchant, for visitors as for members: the one place that holds it (`runTimeMerchant`).
  const merchant = useBrand((s) => s.merchant);
  const { i18n } = useTranslation();
  return useMemo(
    () => ({ search, session: { account: account ?? '', customerId: customerId ?? '', merchant, language: i18n.language }, ...(row ? { row } : {}) }),
    [search, account, customerId, merchant, i18n.language, row],
  );
}

/**
 * Runs a bound query and keeps its result; loads again when its params change, when a command
 * refreshes it by name, or on retry. `extra` params (the table's page) win over the binding's.
 */
export function useQuery(binding: QueryBinding | undefined, extra?: ParamValues): QueryState & { retry: () => void } {
  const inputs = useBindingInputs();
  const version = useRefreshBus((s) => (binding ? (s.versions[binding.query] ?? 0) : 0));
  const [attempt, setAttempt] = useState(0);
  const values = useMemo(() => ({ ...bindParams(binding?.params, inputs), ...extra }), [binding, inputs, extra]);
  // The platform answers content in the site's language (the `Language` header): a language switch asks again.
  const key = binding ? `${callKey(binding.query, values)}@${inputs.session.language}` : '';
  const known = useContext(KnownQueriesContext);
  const [state, setState] = useState<QueryState>(() => {
    // An answer boot or the document prefetched has already arrived: ready in the first render, no round of
    // effect and state update (the effect below still claims it, so nobody asks again).
    const arrived = arrivedAnswer(binding?.query, values, version * 1000);
    return arrived ? { state: 'ready', result: arrived } : knownState(known, binding?.query, values);
  });
  useEffect(() => {
    if (!binding) return;
    let current = true;
    const arrived = arrivedAnswer(binding.query, values, version * 1000 + attempt);
    if (arrived) {
      void runQuery(binding.query, values, version * 1000 + attempt);
      setState((previous) => (previous.state === 'ready' && previous.result === arrived ? previous : { state: 'ready', result: arrived }));
      return;
    }
    setState((previous) => (previous.state === 'ready' ? { state: 'loading', previous: previous.result } : { state: 'loading' }));
    // An answer renders as a transition: its rows (a lobby's cards, a record's table) draw in slices a phone is not
    // blocked for, instead of one long task (issue 37). A failure shows at once.
    runQuery(binding.query, values, version * 1000 + attempt).then(
      (result) => current && startTransition(() => setState({ state: 'ready', result })),
      (error: unknown) => {
        if (!current) return;
        console.warn(`[croupier data] query ${binding.query} failed`, error instanceof Error ? error.message : error);
        setState({ state: 'failed', failure: toDataFailure(error) });
      },
    );
    return () => {
      current = false;
    };
    // `key` stands for the binding's name, values and the language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, version, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}

/**
 * Several bindings at once (an action form's prefill, field config and option lists), by position.
 * Each is its own call; results arrive together.
 */
export function useQueries(bindings: readonly QueryBinding[]): QueryState[] {
  const inputs = useBindingInputs();
  const versions = useRefreshBus((s) => bindings.map((binding) => s.versions[binding.query] ?? 0).join(','));
  const calls = useMemo(() => bindings.map((binding) => ({ name: binding.query, values: bindParams(binding.params, inputs) })), [bindings, inputs]);
  const key = calls.map((entry) => callKey(entry.name, entry.values)).join('|');
  const known = useContext(KnownQueriesContext);
  const [states, setStates] = useState<QueryState[]>(() => calls.map((entry) => knownState(known, entry.name, entry.values)));
  useEffect(() => {
    let current = true;
    if (calls.length === 0) return;
    void Promise.all(
      calls.map((entry, index) =>
        runQuery(entry.name, entry.values, Number(versions.split(',')[index] ?? 0) * 1000).then(
          (result): QueryState => ({ state: 'ready', result }),
          (error: unknown): QueryState => ({ state: 'failed', failure: toDataFailure(error) }),
        ),
      ),
    ).then((next) => current && startTransition(() => setStates(next)));
    return () => {
      current = false;
    };
    // `key` and `versions` stand for the calls.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, versions]);
  return states.length === bindings.length ? states : bindings.map(() => ({ state: 'loading' }));
}
