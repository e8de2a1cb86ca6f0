import { http, type HttpHandler } from 'msw';
import { DEFAULT_MEMBER_PASSWORD, UsernameTakenError, type MemberAccount } from '../platform/accounts';
import type { Platform } from '../platform/platform';
import { phoneAuthOf } from '../platform/phone-auth';
import { randomToken } from '../platform/random';
import { firstInvalidField, registerSettings, type RegisterFieldName } from '../platform/register-settings';
import { VIP_LEVELS } from '../platform/rewards';
import { text, type Fields } from './body';
import { platformCall, type CallContext } from './call-context';
import { requireBotCheck } from './bot-check';
import { badParameter, ERROR_CODES, ok, PlatformFailure } from './envelope';
import { memberInfo, openSessionFor } from './login-value';
import { mobileNumberOf } from './mobile';
import { relay, wps } from './routes';

export const STATIC_AVATARS = Array.from({ length: 8 }, (_, i) => ({ avatar: `/avatars/${i + 1}.svg`, avatarType: 'STATIC' as const }));

function labelNameOf(member: MemberAccount): string {
  return VIP_LEVELS.find((level) => level.rankLevel === member.rankLevel)?.labelName ?? 'Member';
}

function fieldInvalid(field: string): PlatformFailure {
  return new PlatformFailure(ERROR_CODES.fieldInvalid, `Field ${field} is invalid`, 200, { field });
}

function formOf(body: Fields): Record<string, string | undefined> {
  // A ticked consent box may come as the text "true" or as JSON true.
  return Object.fromEntries(Object.keys(body).map((key) => [key, body[key] === true ? 'true' : text(body, key)]));
}

/** Server-side register checks (spec §5), in the order a real platform reports them. */
function register(call: CallContext, body: Fields, byMobile: boolean): Response {
  const { flags } = call.scenario;
  if (!flags.DIRECTREG3 || (byMobile ? !flags.MOBILENUMREG3 : !flags.USERNAMEREG3)) throw new PlatformFailure(ERROR_CODES.notAvailable, 'This registration method is not enabled', 400);
  const rules = registerSettings(call.scenario);
  const form = formOf(body);
  let mobileNum: string | undefined;
  if (byMobile) {
    mobileNum = mobileNumberOf(body, 'mobileNum');
    // The username is the mobile number: its username rule does not apply, and the number is always asked for.
    rules.username = { ...rules.username, enabled: false };
    rules.mobileNum = { ...rules.mobileNum, enabled: true, required: true };
    if (!flags.MOBILENUMPASSREG3 && !form['password']) form['password'] = form['confirmPassword'] = `M${randomToken(call.platform.random, 11)}1`;
  } else if (form['mobileNum']) {
    mobileNum = mobileNumberOf(body, 'mobileNum');
  }
  // An SMS code only makes sense for a number being registered.
  if (!mobileNum) rules.verificationCode = { ...rules.verificationCode, required: false };
  // A third-party phone verification (spec §3 firebaseIdToken) stands in for the platform's SMS code.
  if (form['firebaseIdToken']) {
    if (!mobileNum || phoneAuthOf(call.platform).verifiedPhone(form['firebaseIdToken']) !== `+${form['countryDialingCode'] ?? ''}${mobileNum}`) {
      throw new PlatformFailure(ERROR_CODES.smsCodeInvalid, 'The phone verification does not match this mobile number');
    }
    rules.verificationCode = { ...rules.verificationCode, required: false };
  }
  const invalid: RegisterFieldName | undefined = firstInvalidField(rules, form);
  if (invalid) throw fieldInvalid(invalid);
  if (form['confirmPassword'] !== form['password']) throw fieldInvalid('confirmPassword');
  requireBotCheck(call, body);
  if (rules.captcha.required && !call.platform.captchas.consume(form['captcha'])) throw new PlatformFailure(ERROR_CODES.wrongCaptcha, 'Please enter the correct captcha', 200, { captcha: true });
  if (rules.verificationCode.required && mobileNum && !call.platform.sms.verify(mobileNum, form['verificationCode'])) throw new PlatformFailure(ERROR_CODES.smsCodeInvalid, 'Invalid or expired verification code');
  if (mobileNum && call.platform.accounts.findByMobile(mobileNum)) throw new PlatformFailure(ERROR_CODES.usernameTaken, 'This mobile number is already registered');
  let upline: string | undefined;
  if (form['affiliateCode']) {
    upline = call.platform.accounts.findByAffiliateCode(form['affiliateCode'])?.account;
    if (!upline) throw new PlatformFailure(ERROR_CODES.affiliateInvalid, 'Invalid invitation code');
  }
  const username = byMobile ? mobileNum : form['username'];
  const password = form['password'];
  if (!username || !password) throw badParameter('username and password are required');
  try {
    const member = call.platform.accounts.add({ account: username, password, ...(mobileNum ? { mobileNum } : {}), ...(form['email'] ? { email: form['email'] } : {}), ...(upline ? { upline } : {}), ...(form['referralCode'] ? { referredWith: form['referralCode'] } : {}) });
    return ok(openSessionFor(call.platform, member));
  } catch (error) {
    if (error instanceof UsernameTakenError) throw new PlatformFailure(ERROR_CODES.usernameTaken, 'This username is already taken');
    throw error;
  }
}

function newPasswordOf(call: CallContext, password: string | undefined, confirmation: string | undefined): string {
  const invalid = firstInvalidField(registerSettings(call.scenario), { password, confirmPassword: confirmation, username: 'placeholder' });
  // The default password is what the change replaces (spec §9).
  if (!password || invalid === 'password' || password === DEFAULT_MEMBER_PASSWORD) throw fieldInvalid('newPassword');
  if (confirmation !== undefined && confirmation !== password) throw fieldInvalid('confirmNewPassword');
  return password;
}

async function changePassword(call: CallContext): Promise<Response> {
  const member = call.realMember();
  const body = await call.decrypted();
  if (text(body, 'oldPassword') !== member.password) throw new PlatformFailure(ERROR_CODES.oldPasswordWrong, 'The old password is incorrect');
  member.password = newPasswordOf(call, text(body, 'newPassword'), text(body, 'confirmNewPassword'));
  member.firstTimeLogin = false;
  member.passwordExpired = false;
  // spec §4: after a password change the user logs in again.
  call.platform.sessions.closeAllOf(member.account);
  return ok(true);
}

/** Reset by phone (spec §4, only with CHNGPASSVERIF3): sets the password and logs in. */
async function resetByPhone(call: CallContext): Promise<Response> {
  if (!call.scenario.flags.CHNGPASSVERIF3) throw new PlatformFailure(ERROR_CODES.notAvailable, 'Password reset by phone is not enabled', 400);
  const body = await call.decrypted();
  const mobileNum = mobileNumberOf(body, 'mobileNum');
  const member = call.platform.accounts.findByMobile(mobileNum);
  // An unknown number is answered as a wrong code: the reset never says which numbers have an account.
  const verified = call.platform.sms.verify(mobileNum, text(body, 'verificationCode'));
  if (!member || !verified) throw new PlatformFailure(ERROR_CODES.smsCodeInvalid, 'Invalid or expired verification code');
  member.password = newPasswordOf(call, text(body, 'newPassword'), undefined);
  member.passwordExpired = false;
  return ok(openSessionFor(call.platform, member));
}

/**
 * Forgot by email: the same answer, after the same work, whether or not the pair names an account, so the call
 * cannot tell anyone which usernames or addresses exist (a real platform mails only a matching address; this
 * one mails nobody).
 */
async function forgotByEmail(call: CallContext): Promise<Response> {
  const form = await call.form();
  call.platform.accounts.find(text(form, 'username') ?? '');
  return ok(true);
}

export function memberHandlers(platform: Platform): HttpHandler[] {
  return [
    http.get(wps('/member/info'), platformCall(platform, (call) => { const member = call.member(); return ok(memberInfo(member, labelNameOf(member))); })),
    http.get(wps('/member/info/icon'), platformCall(platform, (call) => { const member = call.member(); return ok({ avatar: member.avatar, avatarType: member.avatarType }); })),
    http.get(relay('MCSFE_getPlayerAvatar'), platformCall(platform, (call) => { call.member(); return ok(STATIC_AVATARS); })),
    http.put(wps('/member/register'), platformCall(platform, async (call) => register(call, await call.decrypted(), false))),
    http.put(wps('/member/register/mobile'), platformCall(platform, async (call) => register(call, await call.decrypted(), true))),
    http.post(wps('/member/password'), platformCall(platform, changePassword)),
    http.post(wps('/member/password/email'), platformCall(platform, forgotByEmail)),
    http.post(wps('/member/password/verification'), platformCall(platform, resetByPhone)),
  ];
}
