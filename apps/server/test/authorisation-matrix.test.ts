import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectedAnswer } from './authorisation/expected-answer.js';
import { type IdRoute, idRoutes, withId } from './authorisation/id-routes.js';
import { MATRIX, PUBLIC_WITH_IDS } from './authorisation/matrix.js';
import { ACTORS, type Actor, LET_THROUGH } from './authorisation/matrix-entry.js';
import { type Resource, seedOwnerResources } from './authorisation/owner-resources.js';
import { seedOwnerDelegates } from './authorisation/owner-delegates.js';
import { apiOperations } from './fuzz/openapi-operations.js';
import { bearer, createUser, type CreatedUser } from './factories.js';
import { createTestApp, type TestContext } from './harness.js';

/**
 * Every route that takes an id (in its path, its body or a write's query string) × every actor, with the ids of real
 * resources of one account (the owner). The routes come from the app itself: a route with an id
 * and no row in authorisation/rows/ fails the first test, so a new route cannot ship without one.
 * The expected answers are the rule of authorisation/expected-answer.ts unless a row says why not.
 */
describe('authorisation matrix', () => {
  let ctx: TestContext;
  let routes: IdRoute[];
  const people = {} as Record<Exclude<Actor, 'anonymous'>, CreatedUser>;
  const resources = {} as Record<Resource, number>;

  beforeAll(async () => {
    ctx = await createTestApp();
    routes = idRoutes(ctx, await apiOperations(ctx.app));
    people.owner = await createUser(ctx);
    people.stranger = await createUser(ctx);
    people.unconfirmed = await createUser(ctx, { confirmedAt: null });
    people.operator = await createUser(ctx, { isAdmin: true });
    await seedOwnerResources(ctx, people.owner, people.operator, resources);
    Object.assign(people, await seedOwnerDelegates(ctx, people.owner, resources));
  }, 120_000);
  afterAll(async () => {
    await ctx.close();
  });

  it('has a row for every route that takes an id', () => {
    expect(routes.length).toBeGreaterThan(60);
    const missing = routes.map((route) => route.key).filter((key) => !MATRIX[key] && !PUBLIC_WITH_IDS.includes(key));
    expect(missing).toEqual([]);
    const stale = Object.keys(MATRIX).filter((key) => !routes.some((route) => route.key === key));
    expect(stale).toEqual([]);
  });

  it('names every id of a route in its row, and says why a row departs from the rule', () => {
    const unnamed = routes
      .filter((route) => MATRIX[route.key])
      .flatMap((route) =>
        [...route.pathParams, ...route.bodyIdFields, ...route.queryIdFields]
          .filter((name) => !(name in MATRIX[route.key].ids))
          .map((name) => `${route.key}: ${name}`),
      );
    expect(unnamed).toEqual([]);
    const unexplained = Object.entries(MATRIX)
      .filter(([, entry]) => entry.expect && !entry.why)
      .map(([key]) => key);
    expect(unexplained).toEqual([]);
  });

  it('answers each actor as the route policy and the row ownership say', { timeout: 240_000 }, async () => {
    const wrong: string[] = [];
    for (const route of routes.filter((entry) => MATRIX[entry.key])) {
      const entry = MATRIX[route.key];
      const idValue = (name: string) => {
        const source = entry.ids[name];
        return typeof source === 'object' ? source.literal : resources[source];
      };
      let url = route.url;
      for (const name of route.pathParams) url = url.replace(`:${name}`, encodeURIComponent(String(idValue(name))));
      const given = typeof entry.body === 'function' ? entry.body(ctx) : entry.body;
      let body: Record<string, unknown> | undefined = given ? structuredClone(given) : undefined;
      for (const name of route.bodyIdFields) body = withId(body ?? {}, name, idValue(name));
      if (!body && route.method !== 'GET' && route.method !== 'DELETE') body = {};
      const query = new URLSearchParams(entry.query);
      for (const name of route.queryIdFields) query.set(name, String(idValue(name)));
      if (query.size > 0) url = `${url}?${query}`;
      for (const actor of ACTORS) {
        const headers: Record<string, string> = actor === 'anonymous' ? {} : bearer(people[actor].token);
        if (entry.bytes) headers['content-type'] = 'application/octet-stream';
        const payload = entry.bytes ?? body;
        const res = await ctx.app.inject({ method: route.method as 'GET', url, headers, payload });
        const expected = expectedAnswer(route, entry, actor);
        const ok =
          res.statusCode < 500 &&
          (expected === LET_THROUGH ? ![401, 403, 404].includes(res.statusCode) : res.statusCode === expected);
        if (!ok)
          wrong.push(
            `${route.key} as ${actor}: ${res.statusCode}, expected ${expected === LET_THROUGH ? 'let through' : expected} (${res.body.slice(0, 120)})`,
          );
      }
    }
    expect(wrong).toEqual([]);
  });
});
