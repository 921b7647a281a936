import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { createUser } from '../../../test/factories.js';
import { createNotification } from '../notifications/index.js';
import { changelogEntries } from '../notifications/tables.js';
import { get, post } from './testing.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

describe('GET /api/auth/me', () => {
  it('answers the user, subscription, notifications and changelog', async () => {
    const { user, token } = await createUser(ctx, {
      displayName: 'DJ Test',
      details: { address: '1 Main St', city: 'Berlin', zip: '10115', country: 'Germany' },
    });
    await createNotification(ctx.deps, { userId: user.id, title: 'Welcome', type: 'announcement' });
    const other = await createUser(ctx);
    await createNotification(ctx.deps, { userId: other.user.id, title: 'Not yours' });
    await ctx.deps.db
      .insert(changelogEntries)
      .values({ title: 'New uploader', description: 'Faster', publishedAt: ctx.clock.now() });

    const res = await get(ctx, '/api/auth/me', { token });
    expect(res.statusCode).toBe(200);
    const me = res.json();
    expect(me.user).toMatchObject({
      id: user.id,
      email: user.email,
      displayName: 'DJ Test',
      type: 'artist',
      confirmed: true,
      banned: false,
      isCollaborator: false,
      isSetup: true,
      hasCompletedInit: false,
      completeLater: false,
      twoFactor: { confirmed: false, type: null, email: null, phone: null },
      details: { firstName: 'Test', displayName: 'DJ Test', city: 'Berlin', zip: '10115', country: 'Germany' },
    });
    expect(me.user).not.toHaveProperty('passwordHash');
    expect(me.user).not.toHaveProperty('totpSecret');
    expect(me.subscription).toEqual({ active: false, gracePeriod: false, legacy: false, required: false });
    expect(me.notifications.map((n: { title: string }) => n.title)).toEqual(['Welcome']);
    expect(me.changelog).toEqual([expect.objectContaining({ title: 'New uploader', isNew: true })]);
    expect(me.newChangelogCount).toBe(1);
  });

  it('is not set up while an address part is missing or "0"', async () => {
    const { token } = await createUser(ctx, {
      displayName: 'X',
      details: { address: '0', city: 'Oslo', zip: '0150', country: 'Norway' },
    });
    expect((await get(ctx, '/api/auth/me', { token })).json().user.isSetup).toBe(false);
  });

  it('reports a collaborator and e-mail codes', async () => {
    const { user, token } = await createUser(ctx, { type: 'collaborator', emailTwoFactorEnabledAt: new Date() });
    const me = (await get(ctx, '/api/auth/me', { token })).json();
    expect(me.user.isCollaborator).toBe(true);
    expect(me.user.twoFactor).toEqual({ confirmed: true, type: 'email', email: user.email, phone: null });
  });
});

describe('account flags', () => {
  it('init/complete and init/completeLater set their flags', async () => {
    const { token } = await createUser(ctx);
    expect((await post(ctx, '/api/auth/init/completeLater', undefined, { token })).statusCode).toBe(200);
    expect((await get(ctx, '/api/auth/me', { token })).json().user).toMatchObject({
      completeLater: true,
      hasCompletedInit: false,
    });
    const missing = await post(ctx, '/api/auth/init/complete', undefined, { token });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toMatchObject({
      displayName: ['Enter your artist or label name'],
      city: ['FIll your city'],
    });
    const setUp = await post(
      ctx,
      '/api/auth/init/complete',
      {
        firstName: 'Ada',
        lastName: 'Lovelace',
        displayName: 'Ada L',
        country: 'Germany',
        address: '1 Main St',
        city: 'Berlin',
        state: 'BE',
        postcode: '10115',
      },
      { token },
    );
    expect(setUp.statusCode).toBe(200);
    expect((await get(ctx, '/api/auth/me', { token })).json().user).toMatchObject({
      hasCompletedInit: true,
      completeLater: false,
      isSetup: true,
      displayName: 'Ada L',
      artistName: 'Ada L',
      details: { fullAddress: '1 Main St, Berlin, BE, 10115, Germany' },
    });
  });

  it('read-changelog makes older entries not new', async () => {
    const { token } = await createUser(ctx);
    await ctx.deps.db
      .insert(changelogEntries)
      .values({ title: 'Older', description: 'x', publishedAt: ctx.clock.now() });
    ctx.clock.advanceMinutes(1);
    expect((await post(ctx, '/api/auth/read-changelog', undefined, { token })).statusCode).toBe(200);
    const me = (await get(ctx, '/api/auth/me', { token })).json();
    expect(me.newChangelogCount).toBe(0);
    expect(me.changelog.every((entry: { isNew: boolean }) => !entry.isNew)).toBe(true);
  });

  it('needs a token', async () => {
    for (const url of [
      '/api/auth/init/complete',
      '/api/auth/init/completeLater',
      '/api/auth/read-changelog',
      '/api/auth/active-sessions/logout',
    ]) {
      expect((await post(ctx, url)).statusCode).toBe(401);
    }
    for (const url of ['/api/auth/login-history', '/api/auth/active-sessions']) {
      expect((await get(ctx, url)).statusCode).toBe(401);
    }
  });
});
