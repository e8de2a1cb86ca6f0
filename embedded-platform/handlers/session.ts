import { http, type HttpHandler } from 'msw';
import { TRIAL_ACCOUNT_TYPE } from '../platform/account-types';
import { decryptSessionSecret, PayloadDecryptionError } from '../platform/crypto';
import type { Platform } from '../platform/platform';
import { randomDigits } from '../platform/random';
import { SmsThrottledError, SMS_EXPIRED_MINUTES } from '../platform/sms-outbox';
import { text } from './body';
import { requireBotCheck } from './bot-check';
import { platformCall, type CallContext } from './call-context';
import { badParameter, ERROR_CODES, ok, PlatformFailure } from './envelope';
import { openSessionFor } from './login-value';
import { mobileNumberOf, normaliseMobile } from './mobile';
import { wps } from './routes';
import { masked, ROAMER_PROOFS, UNREGISTERED_IP_ACCOUNT, UNREGISTERED_IP_ERROR, VERIFICATION_METHODS } from '../platform/ip-verification';

/** After this many wrong passwords for a username, login needs the image captcha. */
export const FAILURES_BEFORE_CAPTCHA = 3;

function sendSms(call: CallContext, mobileNum: string): Response {
  try {
    call.platform.sms.send(mobileNum);
  } catch (error) {
    if (error instanceof SmsThrottledError) throw new PlatformFailure(ERROR_CODES.smsTooFrequent, `Too many requests, try again in ${error.retryAfterSeconds} s`, 200, { retryAfterSeconds: error.retryAfterSeconds });
    throw error;
  }
  return ok({ expiredMinutes: SMS_EXPIRED_MINUTES, message: `A verification code was sent to ${mobileNum}` });
}

async function login(call: CallContext): Promise<Response> {
  const body = await call.decrypted();
  const username = text(body, 'username');
  const password = text(body, 'password');
  if (!username || !password) throw badParameter('username and password are required');
  const { accounts, sms, captchas } = call.platform;

  if (body['type'] === 'sms') {
    if (!call.scenario.flags.MOBILEVERCODELOGIN3) throw new PlatformFailure(ERROR_CODES.notAvailable, 'SMS login is not enabled', 400);
    const mobileNum = normaliseMobile(username);
    const member = accounts.findByMobile(mobileNum);
    if (!member || !sms.verify(mobileNum, password)) throw new PlatformFailure(ERROR_CODES.smsCodeInvalid, 'Invalid or expired verification code');
    return ok(openSessionFor(call.platform, member));
  }

  if (accounts.failuresOf(username) >= FAILURES_BEFORE_CAPTCHA && !captchas.consume(text(body, 'captcha'))) {
    throw new PlatformFailure(ERROR_CODES.wrongCaptcha, 'Please enter the correct captcha', 200, { captcha: true });
  }
  const member = accounts.find(username);
  if (!member || member.password !== password) {
    const failures = accounts.recordFailure(username);
    throw new PlatformFailure(ERROR_CODES.wrongPassword, 'Username or password is incorrect', 200, failures >= FAILURES_BEFORE_CAPTCHA ? { captcha: true } : null);
  }
  accounts.clearFailures(username);
  if (member.account === UNREGISTERED_IP_ACCOUNT) {
    // The password was right, but this address is new for the account: hold the session back.
    throw new PlatformFailure(UNREGISTERED_IP_ERROR, 'Login from an unregistered IP address: please confirm it is you', 200, {
      verifyToken: call.platform.loginVerifications.start(member.account),
      methods: [...VERIFICATION_METHODS],
      maskedMobile: masked(ROAMER_PROOFS.mobileNum),
      maskedEmail: `${ROAMER_PROOFS.email.slice(0, 2)}***@${ROAMER_PROOFS.email.split('@')[1] ?? ''}`,
    });
  }
  return ok(openSessionFor(call.platform, member));
}

/** Free play makes a fresh trial account (type 4) each time, with demo credit. */
function freePlay(call: CallContext): Response {
  if (!call.scenario.flags.FREEPLAY3) throw new PlatformFailure(ERROR_CODES.notAvailable, 'Free play is not enabled', 400);
  const header = call.request.headers.get('Encryption');
  if (!header) throw badParameter('Free play needs the Encryption header');
  try {
    decryptSessionSecret(header, call.platform.keys);
  } catch (error) {
    if (error instanceof PayloadDecryptionError) throw badParameter(error.message);
    throw error;
  }
  const member = call.platform.accounts.add({ account: `guest${randomDigits(call.platform.random, 8)}`, password: randomDigits(call.platform.random, 12), type: TRIAL_ACCOUNT_TYPE, nickname: 'Guest' });
  call.platform.accounts.credit(member, 2_000);
  return ok(openSessionFor(call.platform, member));
}

export function sessionHandlers(platform: Platform): HttpHandler[] {
  return [
    http.get(wps('/session/key/rsa'), platformCall(platform, () => ok(platform.keys.publicKey), { openWhenClosed: true })),
    http.post(wps('/session/login'), platformCall(platform, login)),
    http.post(wps('/session/login/freeplay'), platformCall(platform, freePlay)),
    // Logout always succeeds: the client clears its state whatever the platform thinks of the token.
    http.delete(
      wps('/session/logout'),
      platformCall(platform, (call) => {
        const token = call.request.headers.get('Authorization');
        if (token) platform.sessions.close(token.trim());
        return ok(true);
      }, { openWhenClosed: true }),
    ),
    http.get(wps('/captcha'), platformCall(platform, () => ok(platform.captchas.issue().pngBase64))),
    http.post(
      wps('/verification/sms/noLogin'),
      platformCall(platform, async (call) => {
        const body = await call.json();
        const mobileNum = mobileNumberOf(body, 'mobileNum');
        requireBotCheck(call, body);
        if (!platform.accounts.findByMobile(mobileNum)) throw new PlatformFailure(ERROR_CODES.memberNotFound, 'No account uses this mobile number');
        return sendSms(call, mobileNum);
      }),
    ),
    http.post(
      wps('/verification/sms/register'),
      platformCall(platform, async (call) => {
        const body = await call.json();
        const mobileNum = mobileNumberOf(body, 'mobileNo', 'mobileNum');
        requireBotCheck(call, body);
        if (platform.accounts.findByMobile(mobileNum)) throw new PlatformFailure(ERROR_CODES.usernameTaken, 'This mobile number is already registered');
        return sendSms(call, mobileNum);
      }),
    ),
  ];
}
