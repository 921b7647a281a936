import { useEffect, useMemo, type ReactNode } from 'react';
import { Navigate, Outlet, ScrollRestoration, useLocation, useMatches } from 'react-router';
import { sessionMarker } from '../lib/http.js';
import { decideNavigation, SUPPORT_WIDGET_MAX_HIDDEN_WIDTH, type GuardState } from './guard.js';
import { NavigationContext } from './navigation-context.js';
import { PageLoading } from './page-loading.js';
import { applyPageMeta } from './page-meta.js';
import { pathTo } from './routes.js';
import type { AppRoute } from './route-types.js';
import { useSession } from './session.js';
import { readStoredPermissions } from './stored-permissions.js';
import { useWindowWidth } from './use-window-width.js';
import { refusalOf } from './shell/refusal-notice.js';
import { ShellOverlays } from './shell/shell-overlays.js';

function isAppRoute(handle: unknown): handle is AppRoute {
  return typeof handle === 'object' && handle !== null && 'name' in handle && 'path' in handle;
}

/** Runs the navigation guard on every navigation and renders its decision. */
export function GuardRoot() {
  const matches = useMatches();
  const location = useLocation();
  const session = useSession();
  const windowWidth = useWindowWidth();
  const route =
    [...matches]
      .reverse()
      .map((match) => match.handle)
      .find(isAppRoute) ?? null;

  const state: GuardState = {
    hasToken: sessionMarker.present(),
    user: session.user,
    userLoadFailed: session.loadFailed,
    permissions: readStoredPermissions(),
    subscription: session.me?.subscription ?? null,
    windowWidth,
  };
  const decision = route ? decideNavigation(route, state) : null;
  const target = decision?.redirect ? pathTo(decision.redirect.name, decision.redirect.params) : null;

  const action = decision?.action;
  const title = decision?.title;
  const description = decision?.meta.description;
  useEffect(() => {
    if (action && action !== 'redirect' && title !== undefined) applyPageMeta(title, description ?? '');
  }, [action, title, description]);

  // Consumers re-render only when what they read changes, not on every resize.
  const hideSupportWidget = decision?.hideSupportWidget ?? windowWidth <= SUPPORT_WIDGET_MAX_HIDDEN_WIDTH;
  const dialog = decision?.dialog;
  const navigation = useMemo(
    () => ({ route, action, dialog, hideSupportWidget }),
    [route, action, dialog, hideSupportWidget],
  );

  let content: ReactNode;
  if (!decision) content = <Outlet />;
  // Rule 5 (banned: drop the token and reload) is carried out by the session provider.
  else if (decision.action === 'wait' || decision.action === 'reload') content = <PageLoading />;
  else if (target && target !== location.pathname) {
    const refused = route ? refusalOf(route, decision) : null;
    content = <Navigate to={target} replace state={refused ? { refused } : undefined} />;
  } else content = <Outlet />;

  return (
    <NavigationContext.Provider value={navigation}>
      {content}
      <ShellOverlays hideSupportWidget={hideSupportWidget} />
      <ScrollRestoration />
    </NavigationContext.Provider>
  );
}
