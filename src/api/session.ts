import { ApiError, isApiError } from './errors/api-error';
import { parseLoginResult, type LoginResult } from './parse/login';
import { ignored, isRecord, map, string, type Parser } from './parse/parsers';
import { parseSmsSent, type SmsSent } from './parse/sms';
import { call } from './request';
import { DEVICE, GATEWAY_VERSION } from './http-client';
import { WEB_PLATFORM } from './constants';

export type { LoginResult, UserInfo } from './parse/login';
export type { SmsSent } from './parse/sms';

/** Bot-check (geetest) fields travel alongside the form as they come from the widget. */
export type BotCheck = Readonly<Record<string, string>>;

export interface LoginRequest {
  /** Username, or the mobile number for SMS login. */
  username: string;
  /** Password, or the SMS code for SMS login. */
  password: string;
  type: 'username' | 'sms';
  captcha?: string;
  botCheck?: BotCheck;
}

/** POST /wps/session/login (encrypted). */
export function login(request: LoginRequest): Promise<LoginResult> {
  const { botCheck, ...form } = request;
  return call({ method: 'POST', path: '/wps/session/login', body: { ...form, ...botCheck }, encoding: 'encrypted' }, parseLoginResult);
}

/** After a failed login: whether the response asked for the image captcha (spec §4, §8). */
export function loginNeedsCaptcha(error: unknown): boolean {
  return isApiError(error) && isRecord(error.value) && (error.value['captcha'] === true || error.value['captcha'] === 1 || error.value['captcha'] === '1');
}

/** POST /wps/session/login/freeplay: demo account; only the random string travels encrypted. */
export function loginFreePlay(): Promise<LoginResult> {
  return call(
    { method: 'POST', path: '/wps/session/login/freeplay', body: { os: DEVICE, platform: WEB_PLATFORM, gatewayVersion: GATEWAY_VERSION }, encoding: 'encrypted-header' },
    parseLoginResult,
  );
}

/** DELETE /wps/session/logout. */
export function logout(): Promise<void> {
  return call({ method: 'DELETE', path: '/wps/session/logout' }, ignored);
}

const BASE64 = /^[A-Za-z0-9+/=\s]+$/;

/** The captcha image as a data URL (the platform sends bare base64 PNG, spec §7). */
const parseCaptcha: Parser<string> = map(string, (value, path) => {
  if (value.startsWith('data:image/')) return value;
  if (!BASE64.test(value)) throw ApiError.malformed(path, 'captcha is not base64');
  return `data:image/png;base64,${value.replace(/\s/g, '')}`;
});

/** GET /wps/captcha. */
export function getCaptcha(): Promise<string> {
  return call({ method: 'GET', path: '/wps/captcha' }, parseCaptcha);
}

export interface LoginSmsRequest {
  mobileNum: string;
  countryDialingCode: string;
  botCheck?: BotCheck;
}

/** POST /wps/verification/sms/noLogin: code for SMS login and reset by phone. */
export function sendLoginSms(request: LoginSmsRequest): Promise<SmsSent> {
  const { botCheck, ...form } = request;
  return call({ method: 'POST', path: '/wps/verification/sms/noLogin', body: { ...form, ...botCheck } }, parseSmsSent);
}

export interface RegisterSmsRequest {
  username?: string;
  mobileNo: string;
  countryDialingCode: string;
  botCheck?: BotCheck;
}

/** POST /wps/verification/sms/register. */
export function sendRegisterSms(request: RegisterSmsRequest): Promise<SmsSent> {
  const { botCheck, ...form } = request;
  return call({ method: 'POST', path: '/wps/verification/sms/register', body: { ...form, ...botCheck } }, parseSmsSent);
}
