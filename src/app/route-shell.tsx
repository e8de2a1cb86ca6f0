import { useEffect, useMemo, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from '@/renderer/navigation';
import { useTranslation } from '@/i18n/use-translation';
import type { Action } from '@/schema/types';
import { ActionProvider } from '@/renderer/action-context';
import { createActionDispatcher } from '@/renderer/action-dispatcher';
import { useSessionStore } from '@/stores/session-store';
import { usePlatformStore } from '@/stores/platform-store';
import { evaluateCondition } from '@/schema/condition';
import { createActionHandlers } from './action-handlers';
import { OverlayHost } from './overlays/modal-host';
import { useUiStore } from '@/stores/ui-store';
import { CENTRES, centreInSearch } from '@/page-load/centres';
import { releaseArrivalHold } from './centres/arrival-centre';

/** History mode: a new page scrolls to its hash target, or to the top (spec §2). */
function useScrollToHashOrTop(): void {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash]);
}

/**
 * A centre page in the URL (`?memberCentre=withdraw`, kept while the centre is open) reopens after a
 * reload or from a bookmark, through the same gated action a click would run.
 */
function useCentreFromUrl(dispatch: (action: Action) => void): void {
  const [search] = useSearchParams();
  const role = useSessionStore((s) => s.role);
  const asked = centreInSearch(search.toString());
  useEffect(() => {
    if (role === 'visitor' || !asked) return;
    const { modal } = CENTRES[asked.key];
    const isOpen = () => useUiStore.getState().modals.some((open) => open.name === modal);
    if (isOpen()) return;
    dispatch(asked.key === 'memberCentre' ? { type: 'memberCenter', page: asked.page } : { type: 'agentCenter', page: asked.page });
    // Refused (a trial account, a member who is no agent: the dialog says why): the page under it draws now.
    if (!isOpen()) releaseArrivalHold();
    // Only on arrival and when the member logs in: later URL changes come from the open centre itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [role]);
}

/** Runs every node action through one dispatcher, with spec §6 gates. */
export function ActionRoot({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { t } = useTranslation();
  useScrollToHashOrTop();
  const dispatch = useMemo(
    () =>
      createActionDispatcher(createActionHandlers(navigate, t), () => useSessionStore.getState().role, {
        askToLogIn: () => useUiStore.getState().openModal('login', { from: window.location.pathname + window.location.search }),
        explainRealAccountNeeded: () => void useUiStore.getState().showDialog({ title: 'dialog_real_account', text: 'in_need_true_account' }),
      }),
    [navigate, t],
  );
  useCentreFromUrl(dispatch);
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
