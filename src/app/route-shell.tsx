import { useEffect, useMemo, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { ActionProvider } from '@/renderer/action-context';
import { createActionDispatcher } from '@/renderer/action-dispatcher';
import { useSessionStore } from '@/stores/session-store';
import { usePlatformStore } from '@/stores/platform-store';
import { evaluateCondition } from '@/schema/condition';
import { createActionHandlers } from './action-handlers';
import { OverlayHost } from './overlays/modal-host';
import { useUiStore } from '@/stores/ui-store';

/** History mode: a new page scrolls to its hash target, or to the top (spec §2). */
function useScrollToHashOrTop(): void {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash]);
}

/** Runs every node action through one dispatcher, with spec §6 gates. */
export function ActionRoot({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  useScrollToHashOrTop();
  const dispatch = useMemo(
    () =>
      createActionDispatcher(createActionHandlers(navigate), () => useSessionStore.getState().role, {
        askToLogIn: () => useUiStore.getState().openModal('login', { from: window.location.pathname + window.location.search }),
        explainRealAccountNeeded: () => void useUiStore.getState().showDialog({ title: 'in_popup_prompt', text: 'in_need_true_account' }),
      }),
    [navigate],
  );
  return (
    <ActionProvider value={dispatch}>
      {children}
      <OverlayHost />
    </ActionProvider>
  );
}

/** spec §2 guard: only with loginedToHomePage on, a visitor goes to /login from any non-public path. */
export function RouteGuard({ loginPath, publicPaths, children }: { loginPath: string; publicPaths: readonly string[]; children: ReactNode }) {
  const { pathname, search } = useLocation();
  const role = useSessionStore((s) => s.role);
  const settings = usePlatformStore((s) => s.settings);
  const guarded = evaluateCondition({ setting: 'loginedToHomePage' }, { flags: {}, settings, role, merchant: '', lang: '', resources: [] });
  if (guarded && role === 'visitor' && !publicPaths.includes(pathname)) {
    return <Navigate to={`${loginPath}?from=${encodeURIComponent(pathname + search)}`} replace />;
  }
  return children;
}
