import { http, type HttpHandler } from 'msw';
import type { Platform } from '../platform/platform';
import { ROAMER_PROOFS, VERIFICATION_FAILED_ERROR, VERIFICATION_METHODS, type VerificationMethod } from '../platform/ip-verification';
import { text } from './body';
import { platformCall, type CallContext } from './call-context';
import { badParameter, ok, PlatformFailure } from './envelope';
import { openSessionFor } from './login-value';
import { wps } from './routes';

function pendingAccount(call: CallContext, token: string | undefined): string {
  const account = token ? call.platform.loginVerifications.accountOf(token) : undefined;
  if (!account) throw new PlatformFailure(VERIFICATION_FAILED_ERROR, 'The verification has expired: please log in again');
  return account;
}

function isMethod(value: string | undefined): value is VerificationMethod {
  return VERIFICATION_METHODS.some((method) => method === value);
}

const same = (a: string, b: string) => a.trim().toLowerCase().replace(/\s+/g, ' ') === b.trim().toLowerCase().replace(/\s+/g, ' ');

/** Whether the answer proves the member for that method (roamer01's proofs, see ip-verification.ts). */
function proves(call: CallContext, method: VerificationMethod, answer: string): boolean {
  switch (method) {
    case 'phone':
      return answer.replace(/\D/g, '').endsWith(ROAMER_PROOFS.mobileNum);
    case 'smsCode':
      return call.platform.sms.verify(ROAMER_PROOFS.mobileNum, answer.trim());
    case 'email':
      return same(answer, ROAMER_PROOFS.email);
    case 'bankAccountName':
      return same(answer, ROAMER_PROOFS.bankAccountName);
    case 'authenticator':
      return answer.trim() === ROAMER_PROOFS.authenticatorCode;
  }
}

/** POST /wps/session/login/verify {verifyToken, method, answer}: the held-back login opens on a right answer. */
async function verifyLogin(call: CallContext): Promise<Response> {
  const body = await call.json();
  const token = text(body, 'verifyToken');
  const method = text(body, 'method');
  const answer = text(body, 'answer');
  if (!isMethod(method) || !answer) throw badParameter('method and answer are required');
  const account = pendingAccount(call, token);
  if (!proves(call, method, answer)) throw new PlatformFailure(VERIFICATION_FAILED_ERROR, 'The verification did not match: please check and try again');
  call.platform.loginVerifications.finish(token ?? '');
  const member = call.platform.accounts.find(account);
  if (!member) throw new PlatformFailure(VERIFICATION_FAILED_ERROR, 'The account no longer exists');
  return ok(openSessionFor(call.platform, member));
}

/** POST /wps/session/login/verify/sms {verifyToken}: sends the code to the member's bound phone. */
async function sendVerificationSms(call: CallContext): Promise<Response> {
  const body = await call.json();
  pendingAccount(call, text(body, 'verifyToken'));
  call.platform.sms.send(ROAMER_PROOFS.mobileNum);
  return ok({ expiredMinutes: 5, message: 'A verification code was sent to your bound phone' });
}

export function loginVerificationHandlers(platform: Platform): HttpHandler[] {
  return [
    http.post(wps('/session/login/verify'), platformCall(platform, verifyLogin)),
    http.post(wps('/session/login/verify/sms'), platformCall(platform, sendVerificationSms)),
  ];
}
