import type { GeetestFields } from '@/api/bot-check';
import type { LoginResult } from '@/api/session';
import type { RegisterUser } from '@/api/member';
import { loadApi } from '@/stores/lazy-api';
import { SMS_TEMPLATE_KEY } from '@/schema/storage-keys';

/** The affiliate code a link carries (`?affiliateCode=` or the short `?code=`), and the referral code (spec §4). */
export function codesFromUrl(search: string): { affiliateCode?: string | undefined; referralCode?: string | undefined } {
  const query = new URLSearchParams(search);
  const affiliateCode = (query.get('affiliateCode') ?? query.get('code') ?? '').trim() || undefined;
  const referralCode = (query.get('referralCode') ?? '').trim() || undefined;
  return { affiliateCode, referralCode };
}

/** Resolves when the platform accepts the code for this domain (spec §4). */
export async function affiliateCodeValid(code: string): Promise<boolean> {
  const api = await loadApi();
  try {
    await api.checkAffiliate(code, window.location.hostname);
    return true;
  } catch {
    return false;
  }
}

/**
 * spec §4 register call: mobile registration makes the mobile number the username (and copies
 * confirm from password); registerUrl, registerMethod WEB, smsTemplate and login true are added
 * by the API layer; a passed bot check adds its geetest fields. Returns the session the platform opened, logging in ourselves if it did not.
 */
export async function registerMember(values: Record<string, string>, byMobile: boolean, botCheck?: GeetestFields): Promise<LoginResult> {
  const api = await loadApi();
  const smsTemplate = localStorage.getItem(SMS_TEMPLATE_KEY) ?? undefined;
  const options = { registerUrl: window.location.href, ...(smsTemplate ? { smsTemplate } : {}) };
  const user: RegisterUser = { ...values, username: values['username'] ?? '', password: values['password'] ?? '', domain: window.location.hostname, ...botCheck };
  let result: LoginResult | undefined;
  if (byMobile) {
    const { username: _ignored, ...rest } = user;
    void _ignored;
    result = await api.registerByMobile({ ...rest, mobileNum: values['mobileNum'] ?? '' }, options);
  } else {
    result = await api.register(user, options);
  }
  return result ?? api.login({ username: byMobile ? values['mobileNum'] ?? '' : user.username, password: user.password, type: 'username' });
}
