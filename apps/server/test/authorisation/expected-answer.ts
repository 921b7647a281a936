import { needsConfirmedEmail, type PermissionAction } from '@liner/domain';
import type { RoutePolicy } from '../../src/platform/permissions/route-policy.js';
import type { IdRoute } from './id-routes.js';
import { type Actor, LET_THROUGH, type MatrixEntry } from './matrix-entry.js';

const OPERATOR_POLICIES: RoutePolicy[] = ['operator', 'release.review'];
const NON_ACTION_POLICIES: RoutePolicy[] = ['public', 'signed-in', 'operator'];

function asksForConfirmedEmail(policy: RoutePolicy): boolean {
  return !NON_ACTION_POLICIES.includes(policy) && needsConfirmedEmail(policy as PermissionAction);
}

/**
 * What `actor` must get from a route, from its policy (docs/product/permissions.md), unless the row
 * says otherwise:
 *  - anonymous: 401 on every route that is not public;
 *  - owner: let through (no 401, 403 or 404);
 *  - stranger (another ordinary account): 404, as if the row did not exist;
 *  - operator: as a stranger on account routes (the flag opens no other account's rows), let through
 *    on operator routes;
 *  - unconfirmed: 403 where the policy asks for a confirmed address (money moves, answering a
 *    split), else as a stranger;
 *  - owner, stranger and unconfirmed: 403 on operator routes.
 */
export function expectedAnswer(route: IdRoute, entry: MatrixEntry, actor: Actor): number {
  const override = entry.expect?.[actor];
  if (override !== undefined) return override;
  if (actor === 'anonymous') return route.access === 'public' ? LET_THROUGH : 401;
  if (OPERATOR_POLICIES.includes(route.access)) return actor === 'operator' ? LET_THROUGH : 403;
  if (actor === 'unconfirmed' && asksForConfirmedEmail(route.access)) return 403;
  if (actor === 'owner') return LET_THROUGH;
  return 404;
}
