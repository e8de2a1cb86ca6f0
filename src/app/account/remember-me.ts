/** spec §9 remember-me: one day. */
export const REMEMBER_MS = 86_400_000;

const USERNAME_COOKIE = 'rememberUsername';
const MOBILE_COOKIE = 'rememberMobile';

function readCookie(name: string): string | undefined {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return entry ? decodeURIComponent(entry.slice(name.length + 1)) : undefined;
}

/**
 * The Set-Cookie string of a remembered value: one day (spec §9), not sent on cross-site requests
 * (`SameSite=Lax`), and on an https site only ever over https (`Secure`). `undefined` deletes it.
 */
export function rememberCookie(name: string, value: string | undefined, secure: boolean): string {
  const maxAge = value === undefined ? 0 : REMEMBER_MS / 1000;
  return `${name}=${encodeURIComponent(value ?? '')}; max-age=${maxAge}; path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

function writeCookie(name: string, value: string | undefined): void {
  document.cookie = rememberCookie(name, value, window.location.protocol === 'https:');
}

export interface Remembered {
  username?: string | undefined;
  mobileNum?: string | undefined;
}

export function remembered(): Remembered {
  return { username: readCookie(USERNAME_COOKIE), mobileNum: readCookie(MOBILE_COOKIE) };
}

/**
 * Remember-me keeps the username (or the SMS phone) for a day. The original stored the password
 * too; a password in a cookie is readable by any script on the site, so we never store it and
 * the browser's password manager fills it instead.
 */
export function remember(choice: boolean, values: Remembered): void {
  if (!choice) {
    writeCookie(USERNAME_COOKIE, undefined);
    writeCookie(MOBILE_COOKIE, undefined);
    return;
  }
  if (values.username) writeCookie(USERNAME_COOKIE, values.username);
  if (values.mobileNum) writeCookie(MOBILE_COOKIE, values.mobileNum);
}
