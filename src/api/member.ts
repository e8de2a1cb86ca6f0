import { REGISTER_METHOD } from './constants';
import { parseLoginResult, type LoginResult } from './parse/login';
import { parseAvatar, parseMemberInfo, type Avatar, type MemberInfo } from './parse/member';
import { array, ignored, optional, type Parser } from './parse/parsers';
import { call, relayPath } from './request';

export type { Avatar, MemberInfo } from './parse/member';

/** GET /wps/member/info (token). */
export function getMemberInfo(): Promise<MemberInfo> {
  return call({ method: 'GET', path: '/wps/member/info' }, parseMemberInfo);
}

/** GET /wps/member/info/icon (token): the member's own avatar. */
export function getMemberIcon(): Promise<Avatar> {
  return call({ method: 'GET', path: '/wps/member/info/icon' }, parseAvatar);
}

/** GET /wps/relay/MCSFE_getPlayerAvatar (token): the avatars a player can choose from. */
export function getPlayerAvatars(): Promise<Avatar[]> {
  return call({ method: 'GET', path: relayPath('MCSFE_getPlayerAvatar') }, array(parseAvatar));
}

/** spec §3 Registration user; every field is optional because the server config decides which show. */
export interface RegisterUser {
  username: string;
  password: string;
  confirmPassword?: string;
  payeeName?: string;
  email?: string;
  qqNum?: string;
  mobileNum?: string;
  recommenderId?: string;
  captcha?: string;
  verificationCode?: string;
  affiliateCode?: string;
  paymentPassword?: string;
  line?: string;
  whatsapp?: string;
  facebook?: string;
  wechat?: string;
  idNumber?: string;
  referralCode?: string;
  domain?: string;
  countryDialingCode?: string;
  firebaseChannel?: string;
  firebaseIdToken?: string;
  /** Ticked consent boxes ("true"), when the register settings ask for them (spec §5). */
  ageConfirm?: string;
  ageConfirm21?: string;
  agreeTerms?: string;
  /** Geetest fields of a passed bot check (spec §3), when the platform asks for one. */
  geetestChallenge?: string;
  geetestValidate?: string;
  geetestSeccode?: string;
}

export interface RegisterOptions {
  /** The page the visitor registered from. */
  registerUrl: string;
  /** Register-message template name (local storage, spec §3). */
  smsTemplate?: string;
}

/** The session a registration or phone reset opens (`login: true`); undefined if the platform did not log in. */
const parseRegistered: Parser<LoginResult | undefined> = optional(parseLoginResult);

function registerBody(user: RegisterUser, options: RegisterOptions): object {
  return { ...user, registerUrl: options.registerUrl, registerMethod: REGISTER_METHOD, smsTemplate: options.smsTemplate, login: true };
}

/** PUT /wps/member/register (encrypted). */
export function register(user: RegisterUser, options: RegisterOptions): Promise<LoginResult | undefined> {
  return call({ method: 'PUT', path: '/wps/member/register', body: registerBody(user, options), encoding: 'encrypted' }, parseRegistered);
}

/** PUT /wps/member/register/mobile (encrypted): the username is the mobile number (spec §4). */
export function registerByMobile(user: Omit<RegisterUser, 'username'> & { mobileNum: string }, options: RegisterOptions): Promise<LoginResult | undefined> {
  const confirmPassword = user.confirmPassword ?? user.password;
  return call(
    { method: 'PUT', path: '/wps/member/register/mobile', body: registerBody({ ...user, username: user.mobileNum, confirmPassword }, options), encoding: 'encrypted' },
    parseRegistered,
  );
}

export interface ChangePasswordRequest {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

/** POST /wps/member/password (token, encrypted). */
export function changePassword(request: ChangePasswordRequest): Promise<void> {
  return call({ method: 'POST', path: '/wps/member/password', body: request, encoding: 'encrypted' }, ignored);
}

/** POST /wps/member/password/email (form-encoded): the platform mails a reset link. */
export function forgotPasswordByEmail(request: { username: string; email: string }): Promise<void> {
  return call({ method: 'POST', path: '/wps/member/password/email', body: request, encoding: 'form' }, ignored);
}

export interface SetPasswordByPhoneRequest {
  newPassword: string;
  mobileNum: string;
  verificationCode: string;
}

/**
 * POST /wps/member/password/verification (encrypted): reset by phone (spec §4, CHNGPASSVERIF3).
 * The platform logs the member in (spec §4 "resets, logs in"); undefined if it did not.
 */
export function setPasswordByPhone(request: SetPasswordByPhoneRequest): Promise<LoginResult | undefined> {
  return call({ method: 'POST', path: '/wps/member/password/verification', body: request, encoding: 'encrypted' }, parseRegistered);
}
