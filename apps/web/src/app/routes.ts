import { accountRoutes } from './route-table/account-routes.js';
import { guestRoutes } from './route-table/guest-routes.js';
import { insightRoutes } from './route-table/insight-routes.js';
import { moneyRoutes } from './route-table/money-routes.js';
import { operatorRoutes } from './route-table/operator-routes.js';
import { publicRoutes } from './route-table/public-routes.js';
import { releaseRoutes } from './route-table/release-routes.js';
import { serviceRoutes } from './route-table/service-routes.js';
import { uploaderRoutes } from './route-table/uploader-routes.js';
import type { AppRoute } from './route-types.js';

export type { AppRoute, GuardRoute, RouteFlags, RouteLayout, StoredPermission } from './route-types.js';

/** The whole route table as data. Unknown paths redirect to "/". */
export const routes: AppRoute[] = [
  ...guestRoutes,
  ...publicRoutes,
  ...accountRoutes,
  ...releaseRoutes,
  ...insightRoutes,
  ...moneyRoutes,
  ...serviceRoutes,
  ...operatorRoutes,
  ...uploaderRoutes,
];

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
