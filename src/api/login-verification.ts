import { isApiError } from './errors/api-error';
import { parseLoginResult, type LoginResult } from './parse/login';
import { array, literal, object, optional, string, withDefault, type Parsed } from './parse/parsers';
import { parseSmsSent, type SmsSent } from './parse/sms';
import { call } from './request';

/** The platform holds a login back when it comes from an IP address the account has not used (spec §4). */
export const UNREGISTERED_IP_CODE = 'login.ip.unregistered';

/** The proofs spec §4 lists: phone, SMS code, bound email, bank account name, authenticator. */
export const VERIFICATION_METHODS = ['phone', 'smsCode', 'email', 'bankAccountName', 'authenticator'] as const;
export type VerificationMethod = (typeof VERIFICATION_METHODS)[number];

const parseChallenge = object({
  verifyToken: string,
  methods: withDefault(array(literal(...VERIFICATION_METHODS)), [...VERIFICATION_METHODS]),
  maskedMobile: optional(string),
  maskedEmail: optional(string),
});
export type LoginVerificationChallenge = Parsed<typeof parseChallenge>;

/** The verification a failed login asks for, if that is why it failed; anything else → undefined. */
export function loginVerificationOf(error: unknown): LoginVerificationChallenge | undefined {
  if (!isApiError(error) || error.errorCode !== UNREGISTERED_IP_CODE) return undefined;
  try {
    return parseChallenge(error.value, 'value');
  } catch {
    return undefined; // a malformed challenge stays an ordinary login failure with the platform's message
  }
}

/** POST /wps/session/login/verify: the held-back login opens with the right proof. */
export function verifyLogin(verifyToken: string, method: VerificationMethod, answer: string): Promise<LoginResult> {
  return call({ method: 'POST', path: '/wps/session/login/verify', body: { verifyToken, method, answer } }, parseLoginResult);
}

/** POST /wps/session/login/verify/sms: an SMS code to the account's bound phone. */
export function sendLoginVerificationSms(verifyToken: string): Promise<SmsSent> {
  return call({ method: 'POST', path: '/wps/session/login/verify/sms', body: { verifyToken } }, parseSmsSent);
}
