/**
 * Platform calls the page's inline script started before the app's code arrived are handed over by `src/page-load`
 * (`takeEarlyCall`): the client's first request with the same URL and headers takes the answer instead of asking again.
 */

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
