import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { bearer, createUser } from '../../../test/factories.js';
import { isSubscriptionRequired, subscriptionOf } from './service.js';
import { subscriptions } from './tables.js';

describe('operator subscription endpoints', () => {
  let ctx: TestContext;
  let adminToken: string;
  let adminId: number;
  beforeAll(async () => {
    ctx = await createTestApp();
    const admin = await createUser(ctx, { isAdmin: true });
    adminToken = admin.token;
    adminId = admin.user.id;
  });
  afterAll(async () => {
    await ctx.close();
  });

  const grant = (token: string | null, payload: object) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/admin/subscriptions/grant',
      headers: token ? bearer(token) : {},
      payload,
    });
  const setRequired = (token: string | null, payload: object) =>
    ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/subscription-required',
      headers: token ? bearer(token) : {},
      payload,
    });

  it('is closed to guests (401) and to non-operators (403)', async () => {
    const artist = await createUser(ctx);
    expect((await grant(null, { userId: artist.user.id })).statusCode).toBe(401);
    expect((await grant(artist.token, { userId: artist.user.id })).statusCode).toBe(403);
    expect((await setRequired(null, { required: true })).statusCode).toBe(401);
    expect((await setRequired(artist.token, { required: true })).statusCode).toBe(403);
    expect(await subscriptionOf(ctx.deps, artist.user.id)).toMatchObject({ active: false });
    expect(await isSubscriptionRequired(ctx.deps)).toBe(false);
  });

  it('grants an open-ended subscription and records who granted it', async () => {
    const artist = await createUser(ctx);
    const res = await grant(adminToken, { userId: artist.user.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Subscription granted',
      subscription: { active: true, gracePeriod: false, legacy: false, required: false },
    });
    const [row] = await ctx.deps.db.select().from(subscriptions).where(eq(subscriptions.userId, artist.user.id));
    expect(row).toMatchObject({ source: 'operator-grant', grantedBy: adminId, endsAt: null });
  });

  it('grants until a date, which then lapses', async () => {
    const artist = await createUser(ctx);
    const endsAt = new Date(ctx.clock.now().getTime() + 2 * 86_400_000).toISOString();
    expect((await grant(adminToken, { userId: artist.user.id, endsAt })).json().subscription.active).toBe(true);
    ctx.clock.advanceDays(3);
    try {
      expect((await subscriptionOf(ctx.deps, artist.user.id)).active).toBe(false);
    } finally {
      ctx.clock.advanceDays(-3);
    }
  });

  it('refuses an unknown account, a past end and malformed input', async () => {
    expect((await grant(adminToken, { userId: 999_999 })).statusCode).toBe(404);
    const artist = await createUser(ctx);
    const past = await grant(adminToken, { userId: artist.user.id, endsAt: '2001-01-01T00:00:00Z' });
    expect(past.statusCode).toBe(422);
    expect(past.json().errors).toEqual({ endsAt: ['The end date must be in the future'] });
    expect((await grant(adminToken, { userId: artist.user.id, endsAt: 'next tuesday' })).json().errors).toHaveProperty(
      'endsAt',
    );
    expect((await grant(adminToken, {})).json().errors).toEqual({ userId: ['Choose an account'] });
    expect((await grant(adminToken, { userId: 'abc' })).statusCode).toBe(422);
  });

  it('turns the subscription requirement on and off', async () => {
    const on = await setRequired(adminToken, { required: true });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ required: true });
    expect(await isSubscriptionRequired(ctx.deps)).toBe(true);
    expect((await setRequired(adminToken, { required: false })).json()).toEqual({ required: false });
    expect(await isSubscriptionRequired(ctx.deps)).toBe(false);
    expect((await setRequired(adminToken, { required: 'yes' })).statusCode).toBe(422);
    expect((await setRequired(adminToken, {})).json().errors).toEqual({ required: ['Say true or false'] });
  });
});
