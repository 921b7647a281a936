import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCESS_TYPES,
  type AccessType,
  type AreaAccess,
  can,
  PERMISSION_AREAS,
  type PermissionAction,
  type PermissionActor,
  TEAM_ROLE_ACCESS,
  TEAM_ROLES,
} from '@liner/domain';
import { insertTestRelationship } from '../src/modules/managers/testing.js';
import type { RoutePolicyEntry } from '../src/platform/permissions/route-policy.js';
import { bearer, createUser, type CreatedUser } from './factories.js';
import { createTestApp, type TestContext } from './harness.js';

/** Every area with the given access types. */
function accessOf(types: readonly AccessType[]): AreaAccess {
  return Object.fromEntries(PERMISSION_AREAS.map((area) => [area, types]));
}

/** Someone acting for the owner's account after a switch, or a collaborator in an account of their own. */
interface Caller {
  name: string;
  role: 'manager' | 'team-member' | 'collaborator';
  access: AreaAccess;
  person?: CreatedUser;
}

/**
 * For each access type: a manager holding only it, and one holding every other type; a team member
 * of each role; a collaborator.
 */
const CALLERS: Caller[] = [
  ...ACCESS_TYPES.flatMap((type): Caller[] => [
    { name: `manager with only ${type}`, role: 'manager', access: accessOf([type]) },
    {
      name: `manager with all but ${type}`,
      role: 'manager',
      access: accessOf(ACCESS_TYPES.filter((other) => other !== type)),
    },
  ]),
  ...TEAM_ROLES.map(
    (teamRole): Caller => ({
      name: `team member (${teamRole})`,
      role: 'team-member',
      access: TEAM_ROLE_ACCESS[teamRole],
    }),
  ),
  { name: 'collaborator', role: 'collaborator', access: accessOf(ACCESS_TYPES) },
];

/** Path parameters become a value no handler finds, so an allowed call stops at validation or 404. */
const unreachableUrl = (url: string) => url.replace(/:[A-Za-z_]+/g, 'not-an-id');

/**
 * Every route whose policy is an action, for managers switched into an account with and without
 * each access type, team members of each role switched in, and a collaborator: where `can` (the rule the server asks) refuses their access the route answers
 * 403 before its handler runs; where it allows, the route is not refused for permission (a call
 * with ids that do not exist answers 400, 404 or 422, never 401 or 403, never a 5xx).
 * The id routes with real rows are in authorisation-matrix.test.ts.
 */
describe('managers with and without each access type, team members and collaborators, on every route', () => {
  let ctx: TestContext;
  let routes: RoutePolicyEntry[];
  let owner: CreatedUser;

  beforeAll(async () => {
    ctx = await createTestApp();
    routes = ctx.app.routePolicies.filter(
      (route) =>
        route.method !== 'HEAD' &&
        route.method !== 'OPTIONS' &&
        route.access !== undefined &&
        !['public', 'signed-in'].includes(route.access),
    );
    owner = await createUser(ctx);
    for (const caller of CALLERS) {
      if (caller.role === 'collaborator') {
        caller.person = await createUser(ctx, { type: 'collaborator', hasCompletedInit: true });
        continue;
      }
      caller.person = await createUser(ctx);
      await insertTestRelationship(ctx.deps, {
        accountId: owner.user.id,
        person: caller.person.user,
        kind: caller.role,
        teamRole: caller.role === 'team-member' ? TEAM_ROLES.find((role) => caller.name.includes(role)) : null,
        access: caller.access,
      });
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/portal/manager/switch/${owner.user.id}`,
        headers: bearer(caller.person.token),
      });
      if (res.statusCode !== 200) throw new Error(`switching answered ${res.statusCode} ${res.body}`);
    }
  }, 180_000);
  afterAll(async () => {
    await ctx.close();
  });

  function modelOf(caller: Caller): PermissionActor {
    const personId = caller.person!.user.id;
    return {
      user: { id: personId, isAdmin: false, bannedAt: null },
      accountId: caller.role === 'collaborator' ? personId : owner.user.id,
      role: caller.role,
      access: caller.access,
      emailConfirmed: true,
    };
  }

  it('lists action routes of the areas managers work in', () => {
    const policies = new Set(routes.map((route) => route.access));
    expect(policies).toContain('operator');
    expect(routes.length).toBeGreaterThan(100);
  });

  it('refuses what the access does not allow and lets through what it does', { timeout: 300_000 }, async () => {
    const wrong: string[] = [];
    for (const route of routes) {
      const action = (route.access === 'operator' ? 'operator.work' : route.access) as PermissionAction;
      for (const caller of CALLERS) {
        const allowed = can(modelOf(caller), action);
        const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
        const res = await ctx.app.inject({
          method: route.method as 'GET',
          url: unreachableUrl(route.url),
          headers: bearer(caller.person!.token),
          ...(hasBody ? { payload: { id: 'not-an-id' } } : {}),
        });
        const ok = allowed ? res.statusCode < 500 && ![401, 403].includes(res.statusCode) : res.statusCode === 403;
        if (!ok)
          wrong.push(
            `${route.method} ${route.url} (${action}) as ${caller.name}: ${res.statusCode}, expected ${allowed ? 'let through' : 403} (${res.body.slice(0, 100)})`,
          );
      }
    }
    expect(wrong).toEqual([]);
  });

  it('has each caller allowed somewhere and refused somewhere', () => {
    for (const caller of CALLERS) {
      const answers = routes.map((route) =>
        can(modelOf(caller), (route.access === 'operator' ? 'operator.work' : route.access) as PermissionAction),
      );
      expect(answers, caller.name).toContain(true);
      expect(answers, caller.name).toContain(false);
    }
  });
});
