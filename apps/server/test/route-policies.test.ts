import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoutePolicyEntry } from '../src/platform/permissions/route-policy.js';
import { createUser } from './factories.js';
import { createTestApp, type TestContext } from './harness.js';

/** A concrete URL for a route: every path parameter becomes 1. */
const concreteUrl = (url: string) => url.replace(/:[A-Za-z_]+/g, '1');
const describeRoute = (route: RoutePolicyEntry) => `${route.method} ${route.url}`;

describe('route policies', () => {
  let ctx: TestContext;
  let routes: RoutePolicyEntry[];
  beforeAll(async () => {
    ctx = await createTestApp();
    routes = ctx.app.routePolicies.filter((route) => route.method !== 'HEAD' && route.method !== 'OPTIONS');
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('lists the routes of every area', () => {
    expect(routes.length).toBeGreaterThan(100);
    for (const url of ['/api/auth/login', '/api/portal/releases', '/api/admin/payouts', '/api/public/links/:shortId'])
      expect(routes.map((route) => route.url)).toContain(url);
  });

  it('has every route declare who may call it', () => {
    const undeclared = routes.filter((route) => route.access === undefined).map(describeRoute);
    expect(undeclared).toEqual([]);
  });

  it('answers 401 to an anonymous call of every route that is not public', async () => {
    const answers: string[] = [];
    for (const route of routes.filter((entry) => entry.access !== 'public')) {
      const res = await ctx.app.inject({ method: route.method as 'GET', url: concreteUrl(route.url) });
      if (res.statusCode !== 401) answers.push(`${describeRoute(route)} -> ${res.statusCode}`);
    }
    expect(answers).toEqual([]);
  });

  it('authenticates before it validates: an anonymous call with a bad body or query answers 401, not 422', async () => {
    const hostileBody = { id: 'not-a-number', email: 'x', amount: -1, page: 'NaN', '\u0000': null };
    const answers: string[] = [];
    for (const route of routes.filter((entry) => entry.access !== 'public')) {
      for (const token of [undefined, 'not-a-session']) {
        const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
        const res = await ctx.app.inject({
          method: route.method as 'GET',
          url: `${concreteUrl(route.url).replace(/\/1(?=\/|$)/g, '/not-an-id')}?page=-5&perPage=abc`,
          headers: token ? { authorization: `Bearer ${token}` } : {},
          ...(hasBody ? { payload: hostileBody } : {}),
        });
        if (res.statusCode !== 401)
          answers.push(`${describeRoute(route)} (${token ?? 'no token'}) -> ${res.statusCode}`);
      }
    }
    expect(answers).toEqual([]);
  });

  it('answers 403 to a signed-in artist on every operator route', async () => {
    const { token } = await createUser(ctx);
    const operatorRoutes = routes.filter((route) => route.access === 'operator' || route.access === 'release.review');
    expect(operatorRoutes.length).toBeGreaterThan(15);
    const answers: string[] = [];
    for (const route of operatorRoutes) {
      const res = await ctx.app.inject({
        method: route.method as 'GET',
        url: concreteUrl(route.url),
        headers: { authorization: `Bearer ${token}` },
      });
      if (res.statusCode !== 403) answers.push(`${describeRoute(route)} -> ${res.statusCode}`);
    }
    expect(answers).toEqual([]);
  });

  it('lets an operator past the policy of an operator route', async () => {
    const { token } = await createUser(ctx, { isAdmin: true });
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/payouts',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
  });

  it('guards the HEAD twin of every GET route like the GET itself', async () => {
    const heads = ctx.app.routePolicies.filter((route) => route.method === 'HEAD');
    expect(heads.length).toBeGreaterThan(50);
    const gets = new Map(routes.filter((route) => route.method === 'GET').map((route) => [route.url, route.access]));
    const differing = heads.filter(
      (route) => route.access === undefined || (gets.has(route.url) && route.access !== gets.get(route.url)),
    );
    expect(differing.map(describeRoute)).toEqual([]);
    const res = await ctx.app.inject({ method: 'HEAD', url: '/api/admin/statements' });
    expect(res.statusCode).toBe(401);
  });

  it('answers a public route without a token', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
  });
});
