import { apiConfig } from './config';
import { readEnvelope } from './envelope';
import { ApiError, CLIENT_ERROR_CODES } from './errors/api-error';
import { isSessionEnded, responseFailure, timeoutFailure, transportFailure } from './errors/map-failure';
import type { Parser } from './parse/parsers';
import { httpRequest, type HttpRequest } from './http-client';
import { reportSessionExpired } from './session-expiry';

const transportFailureListeners = new Set<() => void>();

/** Lets caches tied to one platform process (the RSA key) drop themselves when the link breaks. */
export function onTransportFailure(listener: () => void): () => void {
  transportFailureListeners.add(listener);
  return () => transportFailureListeners.delete(listener);
}

/**
 * Sends one request and turns whatever comes back into the parsed `value` or an ApiError.
 * This is the only place that looks at HTTP statuses, envelopes and transport errors.
 */
export async function send<T>(request: HttpRequest, parse: Parser<T>): Promise<T> {
  const { getToken, timeoutMs } = apiConfig();
  const sentToken = getToken();
  // The call's deadline (the configured timeout): past it the request is aborted and reported as a timeout.
  const deadline = new AbortController();
  const timer = timeoutMs > 0 ? setTimeout(() => deadline.abort(), timeoutMs) : undefined;
  let response;
  try {
    response = await httpRequest({ ...request, signal: deadline.signal });
  } catch (error) {
    const failure = deadline.signal.aborted ? timeoutFailure(error) : transportFailure(error);
    if (failure.errorCode === CLIENT_ERROR_CODES.network) for (const listener of transportFailureListeners) listener();
    throw failure;
  } finally {
    clearTimeout(timer);
  }
  const envelope = readEnvelope(response.data);
  if (isSessionEnded(response.status, envelope)) reportSessionExpired(sentToken);
  if (!envelope || !envelope.success || isSessionEnded(response.status, envelope)) throw responseFailure(response.status, envelope);
  try {
    return parse(envelope.value, 'value');
  } catch (error) {
    if (error instanceof ApiError) throw error;
    // A transform inside a parser tripped over the data: still the server's shape, not our crash.
    throw ApiError.malformed(`${request.method} ${request.url}`, String(error), response.status);
  }
}
