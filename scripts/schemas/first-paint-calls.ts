import { apiConfig, configureApi } from '../../src/api';
import { queryNamed } from '../../src/renderer/data/catalogue';
import { callKey } from '../../src/renderer/data/bind-params';
import type { ParamValues } from '../../src/renderer/data/data-types';
import { isGatewayPath } from '../../src/page-load/first-paint';

/*
 * A route's first data calls, written into its first paint (`FirstPaint.calls`, issue 37): the page's widgets ask for
 * their queries only once the site's code has run, read the documents and loaded each query's call group, ~0.3–0.5 s
 * after the status answer on a phone. The inline script can start them with the status instead, if it knows them: so
 * the build and the publish service run each query the first paint's widgets asked for, with the client as a visitor
 * of that merchant in that language has it, and note the requests it makes. No request leaves: each is refused at once
 * (as a broken link is), so a query that needs one answer before its next call gives its first call only.
 */

/** One query a widget asked for as the first paint rendered (`renderPage`'s `asked`). */
export interface AskedQuery {
  name: string;
  values: ParamValues;
}

/** Notes each query asked for once (by name and values), in the order asked. */
export function askedQueries(): { asked: (name: string, values: ParamValues) => void; list: () => AskedQuery[] } {
  const found = new Map<string, AskedQuery>();
  return {
    asked: (name, values) => {
      const key = callKey(name, values);
      if (!found.has(key)) found.set(key, { name, values: { ...values } });
    },
    list: () => [...found.values()],
  };
}

/** A run of calls whose GETs are noted: a catalogue query's (`queryRuns`), or a widget's first calls (`defineWidget`'s `firstCalls`). */
export type FirstRun = () => Promise<unknown>;

/** The runs of these catalogue queries (a name the catalogue does not know makes none). */
export function queryRuns(queries: readonly AskedQuery[]): FirstRun[] {
  return queries.flatMap((query) => {
    const definition = queryNamed(query.name);
    return definition ? [() => definition.run(query.values)] : [];
  });
}

/** How long one query may take to make its requests (each is refused at once: a few microtasks, in practice). */
const QUERY_PATIENCE_MS = 2_000;

/** Where the recorded requests go: never a host (`requestUrl` joins a path to '' as the path itself). */
const RECORDING_BASE = '';

/**
 * The GET requests (gateway path and query, as the API client builds them: `/wps/promotion/list`) that these runs
 * make for a visitor (no session) of `merchant` in `language`, each once, in the order made. A request with a body, or
 * any other method, is left out: the inline script only starts what the client would take (`takeEarlyCall`). Runs the
 * queries one after another with the global `fetch` refusing every request, so it is only for a process of its own
 * (the build's first-paint CLI, the publish service's first-paint run), never beside live requests.
 */
export async function firstDataCalls(runs: readonly FirstRun[], merchant: string, language: string): Promise<string[]> {
  const calls = new Set<string>();
  const realFetch = globalThis.fetch;
  const previous = apiConfig();
  configureApi({ baseUrl: RECORDING_BASE, getToken: () => null, getLanguage: () => language, getMerchant: () => merchant, getScenario: () => null, onSessionExpired: () => undefined });
  globalThis.fetch = (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    if (method === 'GET' && (init?.body === undefined || init.body === null) && isGatewayPath(url)) calls.add(url);
    return Promise.reject(new TypeError('first data calls are only noted'));
  };
  try {
    for (const run of runs) {
      // A run that waits for something else than a request (it should not) holds the noting for a moment only.
      let timer: ReturnType<typeof setTimeout> | undefined;
      const patience = new Promise<void>((settled) => (timer = setTimeout(settled, QUERY_PATIENCE_MS)));
      await Promise.race([Promise.resolve().then(run).then(() => undefined, () => undefined), patience]);
      clearTimeout(timer);
    }
  } finally {
    globalThis.fetch = realFetch;
    configureApi(previous);
  }
  return [...calls];
}
