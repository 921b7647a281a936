import { matchRoutes } from 'react-router';
import type { AppRoute } from './route-types.js';

/**
 * On a signed-in load, starts downloading the opening page's chunk (and the portal shell's)
 * beside the session call, instead of one after the other once the user has loaded and the
 * shell has drawn. Nothing is rendered here: the guard still decides what is shown, and a
 * failed download is reported by the page's own load.
 */
export function prefetchOpeningPage({
  pathname,
  isSignedIn,
  routes,
  loadPortalLayout,
}: {
  pathname: string;
  isSignedIn: boolean;
  routes: readonly AppRoute[];
  loadPortalLayout(): Promise<unknown>;
}): void {
  if (!isSignedIn) return;
  const route = matchRoutes(
    routes.map((candidate) => ({ path: candidate.path, handle: candidate })),
    pathname,
  )?.at(-1)?.route.handle;
  if (route?.layout !== 'portal' || !route.page) return;
  for (const load of [loadPortalLayout, route.page]) load().catch(() => undefined);
}
