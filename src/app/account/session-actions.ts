import type { LoginResult } from '@/api/session';
import { loadApi } from '@/stores/lazy-api';
import { usePlatformStore } from '@/stores/platform-store';
import { useAgentStore } from '@/stores/agent-store';
import { useSessionStore } from '@/stores/session-store';
import { askToConfirm, useUiStore } from '@/stores/ui-store';
import { useWalletStore } from '@/stores/wallet-store';
import { useBrandStore } from '@/stores/brand-store';
import { loadMember } from '@/stores/member-info';
import { isMemberAccount } from '@/schema/account-role';

/** How the member got in: SMS and social (Google/Facebook) logins never force a password change (spec §4). */
export type LoginMethod = 'password' | 'sms' | 'register' | 'freePlay' | 'phoneReset' | 'social';

export type LoginOutcome = 'loggedIn' | 'mustChangePassword';

/**
 * The password just typed, kept in memory only until the forced change uses it as the old one
 * (spec §5 "old password required if not already known"); never written to any storage.
 */
let justTypedPassword: string | undefined;

/** Read (not consumed) so a re-render of the modal still finds it; forgotten on logout or a completed change. */
export function knownPassword(): string | undefined {
  return justTypedPassword;
}

export function forgetKnownPassword(): void {
  justTypedPassword = undefined;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

/** Member info loads from the stores, so the header's retry (a frame widget) reaches it without the app. */
export { loadMember } from '@/stores/member-info';

/**
 * spec §4, §9: the password agents hand out with new accounts, published by the platform as
 * `settings.defaultPassword` (per merchant, so no value is built into the site). A member still
 * using it must change it.
 */
export function isDefaultPassword(password: string | undefined): boolean {
  const defaultPassword = usePlatformStore.getState().settings['defaultPassword'];
  return typeof defaultPassword === 'string' && defaultPassword !== '' && password === defaultPassword;
}

/**
 * Everything after a successful login (spec §4): store the session; on first login, the default
 * password, or an expired password with PWDEXPFORCECHANGE3, the first-login action opens the forced
 * change-password modal (not after an SMS, phone-reset or social login); otherwise member info loads.
 */
export async function completeLogin(result: LoginResult, method: LoginMethod, password?: string): Promise<LoginOutcome> {
  // spec §6/§8: a non-member account cannot log in, whatever the platform answered; nothing of it is stored.
  if (result.userInfo.type !== undefined && !isMemberAccount(result.userInfo.type)) {
    const api = await loadApi();
    throw new api.ApiError({ errorCode: api.CLIENT_ERROR_CODES.notMember, messageKey: 'err_not_member', status: 200 });
  }
  const flags = usePlatformStore.getState().flags;
  const mustChange = result.firstTimeLogin || isDefaultPassword(password) || (result.passwordExpired && flags['PWDEXPFORCECHANGE3'] === true);
  // A just-registered member or a free-play guest has no earlier password to change (spec §4 register flow).
  const forced = !['sms', 'phoneReset', 'social', 'register', 'freePlay'].includes(method) && mustChange;
  const { userInfo } = result;
  useSessionStore.getState().signIn(
    {
      token: result.token,
      merchant: useBrandStore.getState().merchant,
      account: userInfo.userName,
      accountType: userInfo.type,
      customerId: text(userInfo.fields['customerId'] ?? userInfo.fields['id']),
      nickname: userInfo.nickname,
      toUpline: userInfo.fields['toUpline'] === true,
      memberLabel: text(userInfo.fields['memberLabel']),
    },
    { mustChangePassword: forced },
  );
  // spec §3 analytics: a new member signs up (registering logs in), anyone else signs in. A chunk of its own: this
  // module is first-page code, the analytics are not.
  void import('@/stores/analytics-events').then((analytics) => analytics.recordAnalyticsEvent(method === 'register' ? 'sign_up' : 'login', { method }));
  if (forced) {
    justTypedPassword = password;
    useUiStore.getState().openModal('changePassword', { forced: '1' });
    return 'mustChangePassword';
  }
  try {
    await loadMember();
  } catch (error) {
    // The login itself worked; the header falls back to the login response's name.
    console.warn('[croupier account] member info did not load after login', error);
  }
  return 'loggedIn';
}

/** Logout (spec §4): DELETE on the platform, then clear the session but keep the merchant. */
export async function logout(goHome: () => void): Promise<void> {
  try {
    const api = await loadApi();
    await api.logout();
  } catch (error) {
    // The member asked to leave: local state goes whatever the platform answered.
    console.warn('[croupier account] logout call failed; clearing the session anyway', error);
  }
  forgetKnownPassword();
  useSessionStore.getState().signOut();
  useWalletStore.getState().clear();
  // The agent centre's contracts and the VIP service line (rankLevel, cleared by signOut) belong to the member who left.
  useAgentStore.getState().clear();
  const ui = useUiStore.getState();
  for (const modal of ui.modals) ui.closeModal(modal.name);
  goHome();
}

/** The header's sign-out (spec §2): confirm (titled and answered "Sign out", asking `in_sure_logout`), then log out. */
export async function confirmLogout(goHome: () => void): Promise<boolean> {
  if (!(await askToConfirm('in_sure_logout', { title: 'acct_sign_out', confirmLabel: 'acct_sign_out' }))) return false;
  await logout(goHome);
  return true;
}
