import { ApiError, CLIENT_ERROR_CODES } from './api-error';
import { messageKeyForCode, SESSION_ENDED_CODE } from './error-codes';
import type { Envelope } from '../envelope';

/** No response at all: timeout or a broken link (server down, offline, CORS, proxy refused). */
export function transportFailure(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof DOMException && error.name === 'TimeoutError') return timeoutFailure(error);
  return new ApiError({ errorCode: CLIENT_ERROR_CODES.network, messageKey: 'err_network', status: 0, cause: error });
}

export function timeoutFailure(cause: unknown): ApiError {
  return new ApiError({ errorCode: CLIENT_ERROR_CODES.timeout, messageKey: 'err_timeout', status: 0, cause });
}

export function isSessionEnded(status: number, envelope: Envelope | undefined): boolean {
  return status === 401 || envelope?.errorCode === SESSION_ENDED_CODE;
}

/** A response arrived but is a failure: an error envelope, or an HTTP error without one. */
export function responseFailure(status: number, envelope: Envelope | undefined): ApiError {
  if (isSessionEnded(status, envelope)) {
    return new ApiError({ errorCode: envelope?.errorCode ?? SESSION_ENDED_CODE, messageKey: 'err_not_logged_in', status, serverMessage: envelope?.message, value: envelope?.value });
  }
  if (envelope) {
    return new ApiError({
      errorCode: envelope.errorCode ?? CLIENT_ERROR_CODES.http,
      messageKey: messageKeyForCode(envelope.errorCode) ?? 'err_unknown',
      status,
      serverMessage: envelope.message,
      value: envelope.value,
    });
  }
  // A 5xx page without an envelope comes from a proxy or gateway that cannot reach the platform
  // (the dev proxy answers 500 when the platform server is down): to the player the link is broken.
  if (status >= 500) return new ApiError({ errorCode: CLIENT_ERROR_CODES.network, messageKey: 'err_network', status });
  if (status >= 200 && status < 300) return ApiError.malformed('body', 'not a {success, value} envelope', status);
  return new ApiError({ errorCode: CLIENT_ERROR_CODES.http, messageKey: 'err_unknown', status });
}
