import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './harness.js';
import { bearer, createUser } from './factories.js';
import { createNotification } from '../src/modules/notifications/service.js';
import { totpCode } from '../src/platform/totp.js';

/** The session and `me` caches are on here, as in production (5 s). */
describe('session and me caches', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ sessionCacheTtlMs: 5_000 });
  });
  afterAll(async () => {
    await ctx.close();
  });

  const me = (token: string) => ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });

  it("answers me as JSON and reflects the user's own change at once", async () => {
    const { token } = await createUser(ctx, { displayName: 'Before' });
    const first = await me(token);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/application\/json/);
    expect(first.json().user.displayName).toBe('Before');

    const update = await ctx.app.inject({
      method: 'POST',
      url: '/api/profile/update/name',
      headers: bearer(token),
      payload: { type: 'display', displayName: 'After' },
    });
    expect(update.statusCode).toBe(200);
    expect((await me(token)).json().user.displayName).toBe('After');
  });

  it('refuses a token right after logout, even though its session was cached', async () => {
    const { token } = await createUser(ctx);
    expect((await me(token)).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) })).statusCode).toBe(
      200,
    );
    expect((await me(token)).statusCode).toBe(401);
  });

  it('acts on the fresh account, not a cached copy: a GET that stores a pending secret, then its code', async () => {
    const { token } = await createUser(ctx);
    expect((await me(token)).statusCode).toBe(200);
    const setup = await ctx.app.inject({ method: 'GET', url: '/api/profile/google/auth', headers: bearer(token) });
    expect(setup.statusCode).toBe(200);
    const code = await totpCode(setup.json().key, ctx.clock.now());
    const verify = await ctx.app.inject({
      method: 'POST',
      url: '/api/profile/google/verifyCode',
      headers: bearer(token),
      payload: { code },
    });
    expect(verify.statusCode).toBe(200);
    expect((await me(token)).json().user.twoFactor.type).toBe('google');
  });

  it('shows a new notification at once', async () => {
    const { user, token } = await createUser(ctx);
    const before = (await me(token)).json().notifications.length;
    await createNotification(ctx.deps, { userId: user.id, title: 'Fresh', type: 'report' });
    const after = (await me(token)).json();
    expect(after.notifications.length).toBe(before + 1);
    expect(after.notifications[0].title).toBe('Fresh');
  });

  it('never puts secrets into the cached JSON (the contract strips extra columns)', async () => {
    const { token } = await createUser(ctx);
    const body = (await me(token)).body;
    expect(body).not.toMatch(/passwordHash|password_hash|totpSecret/);
  });
});
