import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCESS_TYPES,
  type AccessType,
  type AreaAccess,
  can,
  PERMISSION_AREAS,
  type PermissionAction,
  type PermissionActor,
} from '@liner/domain';
import { insertTestRelationship } from '../src/modules/managers/testing.js';
import type { RoutePolicyEntry } from '../src/platform/permissions/route-policy.js';
import { bearer, createUser, type CreatedUser } from './factories.js';
import { createTestApp, type TestContext } from './harness.js';

/** Every area with the given access types. */
function accessOf(types: readonly AccessType[]): AreaAccess {
  return Object.fromEntries(PERMISSION_AREAS.map((area) => [area, types]));
}

interface SwitchedManager {
  name: string;
  access: AreaAccess;
  person?: CreatedUser;
}

/** For each access type: a manager holding only it, and one holding every other type. */
const MANAGERS: SwitchedManager[] = ACCESS_TYPES.flatMap((type) => [
  { name: `manager with only ${type}`, access: accessOf([type]) },
  { name: `manager with all but ${type}`, access: accessOf(ACCESS_TYPES.filter((other) => other !== type)) },
]);

/** Path parameters become a value no handler finds, so an allowed call stops at validation or 404. */
const unreachableUrl = (url: string) => url.replace(/:[A-Za-z_]+/g, 'not-an-id');

/**
 * Every route whose policy is an action, for managers switched into an account with and without
 * each access type: where `can` (the rule the server asks) refuses their access the route answers
 * 403 before its handler runs; where it allows, the route is not refused for permission (a call
 * with ids that do not exist answers 400, 404 or 422, never 401 or 403, never a 5xx).
 * The id routes with real rows are in authorisation-matrix.test.ts.
 */
describe('managers with and without each access type, on every route', () => {
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
    for (const manager of MANAGERS) {
      manager.person = await createUser(ctx);
      await insertTestRelationship(ctx.deps, {
        accountId: owner.user.id,
        person: manager.person.user,
        access: manager.access,
      });
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/portal/manager/switch/${owner.user.id}`,
        headers: bearer(manager.person.token),
      });
      if (res.statusCode !== 200) throw new Error(`switching answered ${res.statusCode} ${res.body}`);
    }
  }, 180_000);
  afterAll(async () => {
    await ctx.close();
  });

  function modelOf(manager: SwitchedManager): PermissionActor {
    return {
      user: { id: manager.person!.user.id, isAdmin: false, bannedAt: null },
      accountId: owner.user.id,
      role: 'manager',
      access: manager.access,
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
      for (const manager of MANAGERS) {
        const allowed = can(modelOf(manager), action);
        const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
        const res = await ctx.app.inject({
          method: route.method as 'GET',
          url: unreachableUrl(route.url),
          headers: bearer(manager.person!.token),
          ...(hasBody ? { payload: { id: 'not-an-id' } } : {}),
        });
        const ok = allowed ? res.statusCode < 500 && ![401, 403].includes(res.statusCode) : res.statusCode === 403;
        if (!ok)
          wrong.push(
            `${route.method} ${route.url} (${action}) as ${manager.name}: ${res.statusCode}, expected ${allowed ? 'let through' : 403} (${res.body.slice(0, 100)})`,
          );
      }
    }
    expect(wrong).toEqual([]);
  });

  it('has each manager allowed somewhere and refused somewhere', () => {
    for (const manager of MANAGERS) {
      const answers = routes.map((route) =>
        can(modelOf(manager), (route.access === 'operator' ? 'operator.work' : route.access) as PermissionAction),
      );
      expect(answers, manager.name).toContain(true);
      expect(answers, manager.name).toContain(false);
    }
  });
});
