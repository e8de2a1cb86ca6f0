import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { BrowserRouter, matchRoute, routeNames, useLocation } from '@/renderer/navigation';
import type { ResolvedRoutes } from '@/schema/resolved';
import { PageLayout } from './layout/page-layout';
import { ActionRoot, RouteGuard } from './route-shell';
import { StatusGate } from './status-gate';
import { LoginRoute } from './login-route';
import { ScreenView } from './screen-view';
import { useResolvedDocument } from './use-resolved-document';

function NotFound() {
  const { t } = useTranslation();
  return (
    <PageLayout layout="layouts/not-found">
      <section className="not-found">
        <h1>{t('page_not_found')}</h1>
        <a className="button button--primary" href="/">{t('back_home')}</a>
      </section>
    </PageLayout>
  );
}

/**
 * The operator studio (issue 14): under `npm start`, and in a build made with `VITE_STUDIO=1`. Both are
 * compile-time constants, so a build without the flag drops the route, this import and the studio chunk entirely
 * (the first page's JavaScript is byte for byte what it was without a studio).
 */
const STUDIO = import.meta.env.DEV || import.meta.env.VITE_STUDIO === '1';
// Pure: without the flag nothing uses it, so the bundler drops it with its dynamic import.
const StudioPage = /* @__PURE__ */ lazy(() => import('@/studio/studio-page'));

/** Outside the site's guards and status gate: the studio works while the platform is down or logins are required. */
const STUDIO_PATH = '/studio';

interface SitePage {
  readonly path: string;
  readonly element: ReactNode;
}

/** One entry per path of routes.json, in its order: the first that names the address wins. */
function sitePages(routes: ResolvedRoutes): SitePage[] {
  return routes.routes.flatMap((route) =>
    route.paths.map((path) => ({
      path,
      element: (
        <PageLayout layout={route.layout} screen={route.screen}>
          <ScreenView key={route.screen} screen={route.screen} />
        </PageLayout>
      ),
    })),
  );
}

/** The page the address names, or the not-found page when no route does. */
function SitePageView({ pages }: { pages: readonly SitePage[] }) {
  const { pathname } = useLocation();
  return matchRoute(pages, pathname)?.element ?? <NotFound />;
}

/** The router, built from `schemas/routes.json` (paths, each with its screen and layout document, the guard's public paths). */
export function AppRouter() {
  const { t } = useTranslation();
  const routes = useResolvedDocument<ResolvedRoutes>('routes');
  if (routes.state === 'failed') return <p role="alert">{t('screen_unavailable')}</p>;
  if (routes.state !== 'ready') return <div className="boot-loading" role="status">{t('screen_loading')}</div>;
  // wouter, through src/renderer/navigation.tsx: the table is literal paths, and react-router-dom was ~13 KB gzip
  // of every page for it (docs/architecture.md).
  return (
    <BrowserRouter>
      <RouteTree routes={routes.resolved} />
    </BrowserRouter>
  );
}

function RouteTree({ routes }: { routes: ResolvedRoutes }) {
  const { pathname } = useLocation();
  // Built once per routes document: a navigation re-renders only what reads the location, not the whole frame.
  const site = useMemo(
    () => (
      <ActionRoot>
        <StatusGate>
          <RouteGuard loginPath={routes.loginPath} publicPaths={routes.publicPaths}>
            <LoginRoute loginPath={routes.loginPath}>
              <SitePageView pages={sitePages(routes)} />
            </LoginRoute>
          </RouteGuard>
        </StatusGate>
      </ActionRoot>
    ),
    [routes],
  );
  if (STUDIO && routeNames(STUDIO_PATH, pathname)) {
    return <Suspense fallback={<div className="boot-loading" role="status">Loading the studio…</div>}><StudioPage /></Suspense>;
  }
  return site;
}
