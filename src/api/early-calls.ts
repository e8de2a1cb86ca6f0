/**
 * Platform calls the page's inline script (`scripts/vite/early-fetch-plugin.ts`) started before the app's code
 * arrived: today the status call, which every page load waits for and which the script can build as soon as
 * `merchants.json` names the merchant. The client's first request for the same URL with the same headers takes
 * the answer instead of asking again; any difference (another merchant, language, scenario or session) and the
 * client asks the platform itself, so an early answer is only ever the answer to the very request the app makes.
 */
export interface EarlyCall {
  url: string;
  headers: Readonly<Record<string, string>>;
  /**
   * The answer, its body already read by the script the moment it arrived: the page's first task then finds it in
   * memory, instead of reading the body after the first render's tasks.
   */
  answer: Promise<EarlyAnswer>;
}

/** An early call's answer: its HTTP status and its body as text. */
export interface EarlyAnswer {
  status: number;
  text: string;
}

declare global {
  interface Window {
    /** Calls the inline script started (see above); each is taken at most once. */
    __croupierEarlyCalls?: unknown;
  }
}

function isHeaders(value: unknown): value is Record<string, string> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((entry) => typeof entry === 'string');
}

/** A call as the inline script left it (its own data, still checked: a stray global must not become a response). */
function isEarlyCall(value: unknown): value is EarlyCall {
  if (typeof value !== 'object' || value === null) return false;
  const url: unknown = Reflect.get(value, 'url');
  const headers: unknown = Reflect.get(value, 'headers');
  const answer: unknown = Reflect.get(value, 'answer');
  return typeof url === 'string' && isHeaders(headers) && answer instanceof Promise;
}

function sameHeaders(a: Readonly<Record<string, string>>, b: Readonly<Record<string, string>>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.prototype.hasOwnProperty.call(b, key) && a[key] === b[key]);
}

/**
 * The early answer to exactly this GET (same URL, same headers), taken off the list; undefined when the script
 * started none. A later request for the URL goes to the network as before.
 */
export function takeEarlyCall(url: string, headers: Readonly<Record<string, string>>): Promise<EarlyAnswer> | undefined {
  const calls: unknown = typeof window === 'undefined' ? undefined : window.__croupierEarlyCalls;
  if (!Array.isArray(calls)) return undefined;
  const index = calls.findIndex((call) => isEarlyCall(call) && call.url === url && sameHeaders(call.headers, headers));
  if (index < 0) return undefined;
  const [taken] = calls.splice(index, 1);
  if (!isEarlyCall(taken)) return undefined;
  // What the promise holds is checked too: anything but a status and a text is a broken link, as a failed fetch is.
  return taken.answer.then((answer: unknown) => {
    const status: unknown = typeof answer === 'object' && answer !== null ? Reflect.get(answer, 'status') : undefined;
    const text: unknown = typeof answer === 'object' && answer !== null ? Reflect.get(answer, 'text') : undefined;
    if (typeof status !== 'number' || typeof text !== 'string') throw new TypeError('The early call left no answer');
    return { status, text };
  });
}

/** The early answer, or the abort reason as soon as the caller's deadline passes (a started fetch cannot be recalled). */
export function untilAborted<T>(response: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return response;
  // What `fetch` rejects with when its signal aborts.
  const reason = () => (signal.reason instanceof Error ? signal.reason : new DOMException('The operation was aborted.', 'AbortError'));
  if (signal.aborted) return Promise.reject(reason());
  return new Promise((resolve, reject) => {
    const abort = () => reject(reason());
    signal.addEventListener('abort', abort, { once: true });
    response.then(
      (value) => {
        signal.removeEventListener('abort', abort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', abort);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
