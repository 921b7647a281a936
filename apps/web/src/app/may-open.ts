import { type GuardUser, isCollaborator, lacksPermission } from './guard.js';
import { findRoute, type StoredPermission } from './routes.js';
import { useSession } from './session.js';

/** Who is looking: the person, and the permissions of the account they act for (null on their own). */
export interface RouteViewer {
  user: Pick<GuardUser, 'type' | 'isCollaborator'>;
  permissions: StoredPermission[] | null;
}

/**
 * Whether the guard lets this viewer open a named route, by the flags it refuses on (rule 1: the
 * grants of the account acted for; rule 9: collaborators). Links and buttons to a route follow it,
 * so nobody is offered a page that would only send them back to the portal home.
 */
export function mayOpen(name: string, viewer: RouteViewer): boolean {
  const route = findRoute(name);
  if (!route) return true;
  if (route.collaboratorsHidden && isCollaborator(viewer.user)) return false;
  return !lacksPermission(route, viewer.permissions);
}

/** The signed-in viewer, as the guard sees them. */
export function useRouteViewer(): RouteViewer {
  const { user, me } = useSession();
  return {
    user: user ?? { type: 'artist', isCollaborator: false },
    permissions: me?.acting?.permissions ?? null,
  };
}

/** `mayOpen` for the signed-in viewer. */
export function useMayOpen(name: string): boolean {
  return mayOpen(name, useRouteViewer());
}
