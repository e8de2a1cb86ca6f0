import { errorsEn, type ErrorKey } from '@/i18n/locales/errors-en';

/** Error codes the client itself assigns when the platform gave none (spec §8 needs a key for each). */
export const CLIENT_ERROR_CODES = {
  network: 'client.network',
  timeout: 'client.timeout',
  malformed: 'client.malformed_response',
  http: 'client.http',
  invalidGameUrl: 'client.invalid_game_url',
  /** spec §6/§8: the platform let an account in whose type is neither a member nor an agent type; the site does not. */
  notMember: 'client.account_not_member',
} as const;

export interface ApiErrorInit {
  errorCode: string;
  messageKey: ErrorKey;
  /** HTTP status; 0 when no response arrived (network failure, timeout). */
  status: number;
  serverMessage?: string | undefined;
  /** The failure envelope's `value`, e.g. `{captcha: true}` after a wrong password (spec §4). */
  value?: unknown;
  cause?: unknown;
}

/**
 * The one error every API function rejects with. `messageKey` is the spec §8 message to show;
 * `errorCode` is the platform's own code (or a `client.*` code) for logic that must branch on it.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly errorCode: string;
  readonly messageKey: ErrorKey;
  readonly status: number;
  readonly serverMessage: string | undefined;
  readonly value: unknown;

  constructor(init: ApiErrorInit) {
    super(init.serverMessage ?? errorsEn[init.messageKey], init.cause === undefined ? undefined : { cause: init.cause });
    this.errorCode = init.errorCode;
    this.messageKey = init.messageKey;
    this.status = init.status;
    this.serverMessage = init.serverMessage;
    this.value = init.value;
  }

  /** A response that does not have the shape we rely on; `where` names the JSON path for the log. */
  static malformed(where: string, detail: string, status = 200): ApiError {
    return new ApiError({
      errorCode: CLIENT_ERROR_CODES.malformed,
      messageKey: 'err_malformed',
      status,
      cause: new TypeError(`[croupier api] malformed response at ${where}: ${detail}`),
    });
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * The text to show for an error: a platform message for codes the catalogue doesn't know
 * (wrong password, duplicate username, …) is more useful than a generic one.
 */
export function apiErrorText(error: ApiError, translate: (key: ErrorKey) => string): string {
  if (error.messageKey === 'err_unknown' && error.serverMessage) return error.serverMessage;
  return translate(error.messageKey);
}
