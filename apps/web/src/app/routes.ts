import { guestRoutes } from './route-table/guest-routes.js';
import { portalRoutes, uploaderRoutes } from './route-table/portal-routes.js';
import { publicRoutes } from './route-table/public-routes.js';
import type { AppRoute } from './route-types.js';

export type { AppRoute, GuardRoute, RouteFlags, RouteLayout, StoredPermission } from './route-types.js';

/** The whole route table as data. Unknown paths redirect to "/". */
export const routes: AppRoute[] = [...guestRoutes, ...publicRoutes, ...portalRoutes, ...uploaderRoutes];

const byName = new Map(routes.map((route) => [route.name, route]));

/** Path of a named route; params fill ":name" segments, optional ones left empty are dropped. */
export function pathTo(name: string, params: Record<string, string | number> = {}): string {
  const route = byName.get(name);
  if (!route) throw new Error(`Unknown route ${name}`);
  const path = route.path.replace(/\/:(\w+)(\?)?/g, (_, key: string, optional?: string) => {
    const value = params[key];
    if (value === undefined) {
      if (optional) return '';
      throw new Error(`Route ${name} needs ${key}`);
    }
    return `/${encodeURIComponent(String(value))}`;
  });
  return path || '/';
}

export function findRoute(name: string): AppRoute | undefined {
  return byName.get(name);
}
