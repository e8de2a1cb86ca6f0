import { apiConfig } from './config';
import { untilAborted } from './early-calls';
import { takeEarlyCall } from '../page-load/hand-off';
import { DEVICE, GATEWAY_VERSION, gatewayUrl, platformHeaders as headersOf } from '../page-load/platform-contract';

export { DEVICE, GATEWAY_VERSION };

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type QueryValue = string | number | boolean | undefined;
export type Query = Readonly<Record<string, QueryValue>>;

/** One request as the client builds it: a path on the gateway, its query, and a body already encoded. */
export interface HttpRequest {
  method: HttpMethod;
  /** A path on the gateway (`/wps/...`), joined to the configured base URL. */
  url: string;
  params?: Query;
  /** JSON (an object or array, serialized here), a pre-encoded string, or a form. */
  data?: unknown;
  headers?: Readonly<Record<string, string>>;
  signal?: AbortSignal;
}

/** What came back: every HTTP status resolves, and the body is JSON when it parses, else its text. */
export interface HttpResponse {
  status: number;
  data: unknown;
}

/** The gateway URL of a request: base URL + path, then the query without its unset values. */
export function requestUrl(baseUrl: string, path: string, params: Query = {}): string {
  const joined = gatewayUrl(baseUrl, path);
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) query.append(key, String(value));
  const search = query.toString();
  return search === '' ? joined : `${joined}${joined.includes('?') ? '&' : '?'}${search}`;
}

/** The headers every call carries (spec §7), built as the page's inline script builds the status call's (`src/page-load`). */
function platformHeaders(): Record<string, string> {
  const config = apiConfig();
  return headersOf({ merchant: config.getMerchant(), language: config.getLanguage(), token: config.getToken(), scenario: config.getScenario() });
}

function encodeBody(data: unknown): BodyInit | undefined {
  if (data === undefined) return undefined;
  if (typeof data === 'string' || data instanceof URLSearchParams) return data;
  return JSON.stringify(data);
}

/** An HTML error page or an empty answer stays text: the envelope check turns it into a malformed-response error. */
function parseBody(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * The app's one HTTP client, on the browser's `fetch` (no library: it is on every page that calls the
 * platform). Every status resolves so that the envelope and HTTP status are mapped in one place
 * (`send.ts`); a failure to get any answer rejects (the caller tells a timeout from a broken link).
 */
export async function httpRequest(request: HttpRequest): Promise<HttpResponse> {
  const url = requestUrl(apiConfig().baseUrl, request.url, request.params);
  const headers = { ...platformHeaders(), ...request.headers };
  // The call may already be on its way, started by the page's inline script with these very headers (the status and
  // its side calls, the vendor list, the route's first data calls), if it left less than `EARLY_CALL_KEPT_MS` ago.
  const early = request.method === 'GET' && request.data === undefined ? takeEarlyCall(url, headers) : undefined;
  if (early) {
    const answer = await untilAborted(early, request.signal);
    return { status: answer.status, data: parseBody(answer.text) };
  }
  const response = await fetch(url, { method: request.method, headers, body: encodeBody(request.data) ?? null, signal: request.signal ?? null });
  return { status: response.status, data: parseBody(await response.text()) };
}
