import type { AccessType, AppRoute, PageLoader, PermissionArea, RouteFlags } from '../route-types.js';

/** Where the signed-in portal's pages live. */
export const BASE = '/user-portal';
/** A route that needs write access to an area. */
export const write = (name: PermissionArea): RouteFlags['permission'] => ({
  name,
  accessTypes: ['write' satisfies AccessType],
});

/** Most signed-in pages: sign-in plus an initialised portal. */
export function portal(
  path: string,
  name: string,
  title: string,
  description: string,
  flags: RouteFlags = {},
  page?: PageLoader,
): AppRoute {
  return {
    path: path ? `${BASE}/${path}` : BASE,
    name,
    title,
    description,
    layout: 'portal',
    auth: true,
    requiresInit: true,
    page,
    ...flags,
  };
}
