/** Where schema files come from: the schema origin (remote, editable) or the copy bundled with the build. */
export type SchemaFetchResult =
  | { ok: true; text: string }
  | { ok: false; reason: string };

export interface SchemaSources {
  /** Fetches a file from the schema origin, revalidating every time (an edit shows on the next load). */
  origin: (path: string) => Promise<SchemaFetchResult>;
  /** The bundled copy of a file, or undefined if this build has none. */
  bundled: (path: string) => Promise<unknown>;
}

/** The browser origin: `fetch` with `no-cache`, i.e. a conditional request, never a stale copy. */
export function httpOrigin(baseUrl: string, fetchImpl: typeof fetch = fetch): SchemaSources['origin'] {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  return async (path) => {
    try {
      const response = await fetchImpl(`${base}${path}`, { cache: 'no-cache', headers: { Accept: 'application/json' } });
      if (!response.ok) return { ok: false, reason: `HTTP ${response.status} from the schema origin` };
      return { ok: true, text: await response.text() };
    } catch (error) {
      return { ok: false, reason: `could not be fetched (${error instanceof Error ? error.message : String(error)})` };
    }
  };
}
