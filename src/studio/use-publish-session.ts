import { useCallback, useEffect, useRef, useState } from 'react';
import { PUBLISH_SIGNED_IN_KEY } from '@/schema/storage-keys';
import type { Operator, PublishClient, PublishFailure, PublishResult } from './publish-client';

/** Whether this browser was signed in when it last knew (the service has the last word). */
function remember(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(PUBLISH_SIGNED_IN_KEY, '1');
    else localStorage.removeItem(PUBLISH_SIGNED_IN_KEY);
  } catch {
    // Storage off: the studio asks the service on every load instead.
  }
}

function remembered(): boolean {
  try {
    return localStorage.getItem(PUBLISH_SIGNED_IN_KEY) !== null;
  } catch {
    return true;
  }
}

/** The operator's sign-in to the publish service, as the studio shows it. */
export type PublishSession =
  | { state: 'checking' }
  | { state: 'unreachable' }
  /** `expired`: the studio was signed in and the service ended the session (its lifetime ran out, or it restarted). */
  | { state: 'signed-out'; expired: boolean; username: string | undefined }
  | { state: 'signed-in'; operator: Operator };

export interface PublishSessionControls {
  session: PublishSession;
  /** Signs in; the failure (wrong password, locked, unreachable…) when it did not. */
  signIn: (username: string, password: string) => Promise<PublishFailure | undefined>;
  signOut: () => Promise<void>;
  /** Asks the service again who is signed in (after "unreachable"). */
  recheck: () => void;
  /** Passes a call's result through: a session the service no longer knows signs the studio out, marked expired. */
  guard: <T>(result: PublishResult<T>) => PublishResult<T>;
}

/** The session: restored from the service when the studio loads (`GET /session`), so a reload keeps the operator signed in. */
export function usePublishSession(client: PublishClient): PublishSessionControls {
  const [session, setSession] = useState<PublishSession>({ state: 'checking' });
  const last = useRef<string | undefined>(undefined);

  const recheck = useCallback((always: boolean) => {
    let current = true;
    if (!always && !remembered()) {
      setSession({ state: 'signed-out', expired: false, username: undefined });
      return () => undefined;
    }
    setSession({ state: 'checking' });
    void client.session().then((result) => {
      if (!current) return;
      if (result.ok) {
        last.current = result.value.username;
        setSession({ state: 'signed-in', operator: result.value });
        remember(true);
      } else if (result.failure.kind === 'unreachable') setSession({ state: 'unreachable' });
      else {
        // Signed in when this browser last knew, and no longer: the session ran out meanwhile.
        remember(false);
        setSession({ state: 'signed-out', expired: !always, username: undefined });
      }
    });
    return () => {
      current = false;
    };
  }, [client]);
  useEffect(() => recheck(false), [recheck]);

  const signIn = async (username: string, password: string): Promise<PublishFailure | undefined> => {
    const result = await client.signIn(username, password);
    if (!result.ok) return result.failure;
    last.current = result.value.username;
    remember(true);
    setSession({ state: 'signed-in', operator: result.value });
    return undefined;
  };

  const signOut = async () => {
    // Signed out here whatever the service answers: a session it already forgot is as good as ended.
    await client.signOut();
    remember(false);
    setSession({ state: 'signed-out', expired: false, username: last.current });
  };

  const guard = useCallback(<T,>(result: PublishResult<T>): PublishResult<T> => {
    if (!result.ok && (result.failure.kind === 'session-expired' || result.failure.kind === 'signed-out')) {
      // The cookie lives as long as the session: once it is gone the service says "signed out", which is the same end.
      remember(false);
      setSession({ state: 'signed-out', expired: true, username: last.current });
    }
    return result;
  }, []);

  return { session, signIn, signOut, recheck: () => void recheck(true), guard };
}
