import { ApiError, CLIENT_ERROR_CODES } from './errors/api-error';
import type { ErrorKey } from '@/i18n/locales/errors-en';
import { isRecord, object, string } from './parse/parsers';

/**
 * Third-party phone verification for register SMS codes (spec §3 `firebaseChannel`,
 * `firebaseIdToken`; spec §4 "optionally verify SMS via third-party phone auth"). It speaks
 * Firebase Authentication's REST protocol (Identity Toolkit v1), so the same code talks to the
 * embedded platform's stand-in and to the real service; the platform publishes where and with
 * which key (`settings.firebaseAuthUrl`, `settings.firebaseApiKey`).
 */
export interface PhoneAuthService {
  apiKey: string;
  /** e.g. https://identitytoolkit.googleapis.com/v1 */
  baseUrl: string;
}

/** What the register call carries as `firebaseChannel`. */
export const PHONE_AUTH_CHANNEL = 'firebase';

export interface VerifiedPhone {
  idToken: string;
  phoneNumber: string;
}

/** The service's failure names → spec §8-style messages. */
const FAILURE_MESSAGES: Readonly<Record<string, ErrorKey>> = {
  INVALID_CODE: 'err_sms_code_invalid',
  SESSION_EXPIRED: 'err_sms_code_invalid',
  INVALID_SESSION_INFO: 'err_sms_code_invalid',
  MISSING_CODE: 'err_sms_code_invalid',
  TOO_MANY_ATTEMPTS_TRY_LATER: 'err_too_many_attempts',
  QUOTA_EXCEEDED: 'err_too_many_attempts',
  INVALID_PHONE_NUMBER: 'err_request_param',
};

function failureName(body: unknown): string | undefined {
  if (!isRecord(body) || !isRecord(body['error'])) return undefined;
  const message = body['error']['message'];
  // Firebase may append detail after " : ".
  return typeof message === 'string' ? message.split(' ')[0] : undefined;
}

const parseCodeSent = object({ sessionInfo: string });
const parseVerified = object({ idToken: string, phoneNumber: string });

async function post(service: PhoneAuthService, method: string, body: Record<string, string>): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(`${service.baseUrl}/accounts:${method}?key=${encodeURIComponent(service.apiKey)}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch (cause) {
    throw new ApiError({ errorCode: CLIENT_ERROR_CODES.network, messageKey: 'err_network', status: 0, cause });
  }
  const parsed: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const name = failureName(parsed);
    throw new ApiError({ errorCode: `phone-auth.${name ?? 'unknown'}`, messageKey: (name !== undefined ? FAILURE_MESSAGES[name] : undefined) ?? 'err_unknown', status: response.status });
  }
  return parsed;
}

/** The number as the service wants it: +<country code><number without the trunk 0>. */
export function internationalNumber(countryDialingCode: string, mobileNum: string): string {
  return `+${countryDialingCode.replace(/\D/g, '')}${mobileNum.trim().replace(/^0/, '')}`;
}

/** Texts a code; resolves to the session the code belongs to. */
export async function sendPhoneCode(service: PhoneAuthService, phoneNumber: string): Promise<string> {
  return parseCodeSent(await post(service, 'sendVerificationCode', { phoneNumber }), 'sendVerificationCode').sessionInfo;
}

/** Trades the typed code for an ID token the platform checks at registration. */
export async function confirmPhoneCode(service: PhoneAuthService, sessionInfo: string, code: string): Promise<VerifiedPhone> {
  return parseVerified(await post(service, 'signInWithPhoneNumber', { sessionInfo, code }), 'signInWithPhoneNumber');
}
