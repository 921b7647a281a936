import {
  type AreaAccess,
  can,
  FULL_ACCESS,
  needsConfirmedEmail,
  type PermissionAction,
  type PermissionActor,
  TEAM_ROLE_ACCESS,
} from '@liner/domain';
import type { RoutePolicy } from '../../src/platform/permissions/route-policy.js';
import type { IdRoute } from './id-routes.js';
import { type Actor, LET_THROUGH, type MatrixEntry, SWITCHED_ACTORS } from './matrix-entry.js';

const OWNER_ACCOUNT = 1;
/** The model of each actor that is not the owner, for `can` (the rule the server asks too). */
function modelOf(actor: Actor): PermissionActor {
  const role: Record<string, [PermissionActor['role'], AreaAccess]> = {
    managerFull: ['manager', FULL_ACCESS],
    managerNone: ['manager', {}],
    teamViewer: ['team-member', TEAM_ROLE_ACCESS.viewer],
    collaborator: ['collaborator', FULL_ACCESS],
  };
  const [accountRole, access] = role[actor];
  return {
    user: { id: 2, isAdmin: false, bannedAt: null },
    accountId: actor === 'collaborator' ? 2 : OWNER_ACCOUNT,
    role: accountRole,
    access,
    emailConfirmed: true,
  };
}

function actionOf(policy: RoutePolicy): PermissionAction {
  if (policy === 'signed-in') return 'portal.use';
  if (policy === 'operator') return 'operator.work';
  return policy as PermissionAction;
}

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
 *  - owner, stranger and unconfirmed: 403 on operator routes;
 *  - a manager or team member switched into the owner's account: as the owner where `can` lets
 *    their role and access do the route's action, else 403; routes open to anyone signed in act on
 *    the person themselves, so the owner's ids are another account's (as the stranger);
 *  - a collaborator (an account of their own): 403 where their role may not do the action, else
 *    as the stranger.
 */
export function expectedAnswer(route: IdRoute, entry: MatrixEntry, actor: Actor): number {
  const override = entry.expect?.[actor];
  if (override !== undefined) return override;
  if (actor === 'anonymous') return route.access === 'public' ? LET_THROUGH : 401;
  if (OPERATOR_POLICIES.includes(route.access)) return actor === 'operator' ? LET_THROUGH : 403;
  if (actor === 'unconfirmed' && asksForConfirmedEmail(route.access)) return 403;
  if (actor === 'owner') return LET_THROUGH;
  if (actor === 'collaborator')
    return can(modelOf(actor), actionOf(route.access)) ? (entry.expect?.stranger ?? 404) : 403;
  if (SWITCHED_ACTORS.includes(actor)) {
    // Routes open to anyone signed in act on the person, not on the account switched into.
    if (route.access === 'signed-in') return entry.expect?.stranger ?? 404;
    if (!can(modelOf(actor), actionOf(route.access))) return 403;
    return entry.expect?.owner ?? LET_THROUGH;
  }
  return 404;
}
