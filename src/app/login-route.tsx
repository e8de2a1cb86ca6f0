import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation, useSearchParams } from '@/renderer/navigation';
import { useSessionStore } from '@/stores/session-store';
import { useUiStore } from '@/stores/ui-store';
import { safeReturnPath } from './return-path';

/**
 * `/login` (spec §2 guard target): shows the login modal over the login screen and, once the
 * visitor has logged in, returns them to the page they came from (`?from=`).
 */
export function LoginRoute({ loginPath, children }: { loginPath: string; children: ReactNode }) {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const role = useSessionStore((s) => s.role);
  const openModal = useUiStore((s) => s.openModal);
  const onLoginPage = pathname === loginPath;
  const from = safeReturnPath(params.get('from'));
  useEffect(() => {
    if (onLoginPage && role === 'visitor') openModal('login', { from });
  }, [onLoginPage, role, from, openModal]);
  if (onLoginPage && role !== 'visitor') return <Navigate to={from} replace />;
  return children;
}
