import { lazy, Suspense, type ReactElement } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { GuardRoot } from './guard-root.js';
import { loadWithReload } from './lazy-page.js';
import { PageLoading } from './page-loading.js';
import { RoutePage } from './route-page.js';
import { prefetchOpeningPage } from './opening-page-prefetch.js';
import { routes } from './routes.js';
import { sessionMarker } from '../lib/http.js';
import type { AppRoute, RouteLayout } from './route-types.js';
import { BareLayout } from './shell/bare-layout.js';
import { PublicLayout } from './shell/public-layout.js';
import { RouteError } from './shell/route-error.js';

// The portal shell (sidebar, account menus) is not needed by guests: keep it out of /login's JavaScript.
const loadPortalLayout = () => import('./shell/portal-layout.js');
const PortalLayout = lazy(() => loadWithReload(loadPortalLayout));

const layouts: Record<RouteLayout, ReactElement> = {
  public: <PublicLayout />,
  bare: <BareLayout />,
  portal: (
    <Suspense fallback={<PageLoading />}>
      <PortalLayout />
    </Suspense>
  ),
};

function toRouteObject(route: AppRoute): RouteObject {
  return { path: route.path, handle: route, element: <RoutePage route={route} /> };
}

/** The route tree: the guard at the root, one layout per group, every route of the table under its layout. */
export function appRouteObjects(): RouteObject[] {
  const groups = (Object.keys(layouts) as RouteLayout[]).map(
    (layout): RouteObject => ({
      element: layouts[layout],
      children: routes.filter((route) => route.layout === layout).map(toRouteObject),
    }),
  );
  return [
    {
      element: <GuardRoot />,
      errorElement: <RouteError />,
      children: [...groups, { path: '*', element: <Navigate to="/" replace /> }],
    },
  ];
}

export function createAppRouter() {
  prefetchOpeningPage({
    pathname: window.location.pathname,
    isSignedIn: sessionMarker.present(),
    routes,
    loadPortalLayout,
  });
  return createBrowserRouter(appRouteObjects());
}

export type AppRouter = ReturnType<typeof createAppRouter>;
