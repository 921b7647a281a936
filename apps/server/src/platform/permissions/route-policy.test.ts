import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppDeps } from '../deps.js';
import { installErrorHandler } from '../error-handler.js';
import type { SessionResolver, SignedInUser } from '../request-auth.js';
import { installRoutePolicies, markRoutesPublic } from './route-policy.js';

/** The fields a signed-in user row must have; the auth area widens the type, a test fills the rest. */
function userRow(fields: Pick<SignedInUser, 'id' | 'isAdmin' | 'bannedAt' | 'confirmedAt'>): SignedInUser {
  // Only the permission columns matter to the hook; the full row type belongs to the auth area.
  return fields as SignedInUser;
}

const people: Record<string, SignedInUser> = {
  artist: userRow({ id: 1, isAdmin: false, bannedAt: null, confirmedAt: new Date('2026-01-01') }),
  operator: userRow({ id: 2, isAdmin: true, bannedAt: null, confirmedAt: new Date('2026-01-01') }),
  suspended: userRow({ id: 3, isAdmin: true, bannedAt: new Date('2026-01-01'), confirmedAt: new Date('2026-01-01') }),
  unconfirmed: userRow({ id: 4, isAdmin: false, bannedAt: null, confirmedAt: null }),
};

const resolveSession: SessionResolver = async (_deps, token) => {
  const user = people[token];
  return user ? { user, session: { id: `session-${token}`, expiresAt: new Date('2100-01-01') } as never } : null;
};

let app: FastifyInstance;

async function buildPolicyApp(): Promise<FastifyInstance> {
  app = Fastify();
  // The hook only hands deps to the resolver, which ignores them here.
  app.decorate('deps', {} as AppDeps);
  app.decorateRequest('actor', null);
  installErrorHandler(app);
  installRoutePolicies(app, resolveSession);
  app.get('/signed-in', { config: { access: 'signed-in' } }, async (req) => ({
    account: req.actor?.accountId,
    accountRow: req.actor?.account.id,
    role: req.actor?.role,
  }));
  app.get('/operator', { config: { access: 'operator' } }, async () => ({ ok: true }));
  app.get('/publish', { config: { access: 'release.publish' } }, async () => ({ ok: true }));
  app.get('/withdraw', { config: { access: 'money.move' } }, async () => ({ ok: true }));
  app.get('/open', { config: { access: 'public' } }, async (req) => ({ actor: req.actor }));
  await app.register(async (scope) => {
    markRoutesPublic(scope);
    scope.get('/plugin/page', async () => ({ ok: true }));
    scope.get('/plugin/private', { config: { access: 'signed-in' } }, async () => ({ ok: true }));
  });
  await app.ready();
  return app;
}

const call = (url: string, token?: string) =>
  app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

afterEach(async () => {
  await app?.close();
});

describe('route policies', () => {
  it('answers 401 without a token or with an unknown one, and lets a signed-in person through as their own account', async () => {
    await buildPolicyApp();
    expect((await call('/signed-in')).statusCode).toBe(401);
    expect((await call('/signed-in', 'nobody')).json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    const res = await call('/signed-in', 'artist');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ account: 1, accountRow: 1, role: 'owner' });
  });

  it('answers 401 with the BANNED code to a suspended person, operator flag or not', async () => {
    await buildPolicyApp();
    const res = await call('/operator', 'suspended');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'BANNED', message: 'This account is suspended' });
  });

  it('answers 403 to an artist on an operator route and lets the operator through', async () => {
    await buildPolicyApp();
    expect((await call('/operator', 'artist')).statusCode).toBe(403);
    expect((await call('/operator', 'operator')).statusCode).toBe(200);
  });

  it('asks the rules for an action policy', async () => {
    await buildPolicyApp();
    expect((await call('/publish')).statusCode).toBe(401);
    expect((await call('/publish', 'artist')).statusCode).toBe(200);
  });

  it('answers 403 telling an unconfirmed person to confirm their e-mail address on a money route', async () => {
    await buildPolicyApp();
    const res = await call('/withdraw', 'unconfirmed');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'EMAIL_NOT_CONFIRMED',
      message:
        'Confirm your e-mail address first: open the link we e-mailed you, or ask for a new one on your dashboard',
    });
    expect((await call('/withdraw', 'artist')).statusCode).toBe(200);
    expect((await call('/publish', 'unconfirmed')).statusCode).toBe(200);
  });

  it('does not authenticate on a public route', async () => {
    await buildPolicyApp();
    const res = await call('/open', 'artist');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ actor: null });
  });

  it('makes the routes of a plugin scope public unless they declare otherwise, and lists them so', async () => {
    await buildPolicyApp();
    expect((await call('/plugin/page')).statusCode).toBe(200);
    expect((await call('/plugin/private')).statusCode).toBe(401);
    const listed = Object.fromEntries(
      app.routePolicies.filter((route) => route.method === 'GET').map((route) => [route.url, route.access]),
    );
    expect(listed).toEqual({
      '/signed-in': 'signed-in',
      '/operator': 'operator',
      '/publish': 'release.publish',
      '/withdraw': 'money.move',
      '/open': 'public',
      '/plugin/page': 'public',
      '/plugin/private': 'signed-in',
    });
  });
});
