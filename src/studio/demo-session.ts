import { useEffect, useState } from 'react';
import { isEmbeddedPlatform } from '@/api/embedded-platform';
import { loadApi } from '@/stores/lazy-api';
import { useSessionStore } from '@/stores/session-store';
import type { Role } from '@/schema/types';

/**
 * The embedded platform's demo accounts (README "Demo accounts"), one per member role: the preview of a member
 * role is that member's signed-in page (name, balance, messages), not a visitor's page with member conditions.
 * A real platform has no such accounts; there the preview keeps the operator's own session.
 */
const DEMO_ACCOUNTS: Readonly<Partial<Record<Role, string>>> = { player: 'player01', agent: 'agent01', trial: 'trial01' };
const DEMO_PASSWORD = 'Passw0rd!';

export type DemoSession =
  | { state: 'none' }
  | { state: 'signing-in'; role: Role }
  | { state: 'signed-in'; role: Role; account: string }
  | { state: 'unavailable'; role: Role };

/** The account the studio signed this tab in as (the session is the tab's: session storage). */
let signedInByStudio: string | undefined;

async function signIn(account: string): Promise<void> {
  const api = await loadApi();
  const result = await api.login({ username: account, password: DEMO_PASSWORD, type: 'username' });
  // The app's login completion (session, member info), loaded only when a member role is previewed.
  const { completeLogin } = await import('@/app/account/session-actions');
  // Not a password the member typed in a form: no forced change of it (as after an SMS login).
  await completeLogin(result, 'sms');
  signedInByStudio = account;
}

async function signOutDemo(): Promise<void> {
  if (signedInByStudio === undefined) return;
  signedInByStudio = undefined;
  const { logout } = await import('@/app/account/session-actions');
  await logout(() => undefined);
}

/** Signs this tab in as the demo member of the chosen role (out again for visitors), on the embedded platform. */
export function useDemoSession(role: Role): DemoSession {
  const [session, setSession] = useState<DemoSession>({ state: 'none' });
  useEffect(() => {
    let current = true;
    const account = DEMO_ACCOUNTS[role];
    const run = async (): Promise<DemoSession> => {
      if (!account) {
        await signOutDemo();
        return { state: 'none' };
      }
      if (signedInByStudio === account && useSessionStore.getState().token) return { state: 'signed-in', role, account };
      if (!(await isEmbeddedPlatform())) return { state: 'unavailable', role };
      await signOutDemo();
      await signIn(account);
      return { state: 'signed-in', role, account };
    };
    setSession(account ? { state: 'signing-in', role } : { state: 'none' });
    run().then(
      (next) => current && setSession(next),
      (error: unknown) => {
        console.warn(`[croupier studio] the demo ${role} could not sign in`, error);
        if (current) setSession({ state: 'unavailable', role });
      },
    );
    return () => {
      current = false;
    };
  }, [role]);
  return session;
}
