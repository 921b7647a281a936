import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { bearer, createUser } from '../../../test/factories.js';
import { createNotification } from './service.js';
import { notifications } from './tables.js';

describe('notifications API', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  const get = (url: string, token?: string) =>
    ctx.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  const markRead = (token: string, payload?: object) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/portal/notifications/read',
      headers: bearer(token),
      ...(payload ? { payload } : {}),
    });

  async function seedNotifications(userId: number, count: number): Promise<number[]> {
    const ids: number[] = [];
    for (let i = 1; i <= count; i += 1) {
      ids.push((await createNotification(ctx.deps, { userId, title: `Note ${i}`, type: 'message' })).id);
      ctx.clock.advanceMinutes(1);
    }
    return ids;
  }

  it('answers 401 without a token', async () => {
    expect((await get('/api/portal/notifications')).statusCode).toBe(401);
    expect((await get('/api/portal/notifications/user-notification')).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/portal/notifications/read', payload: {} })).statusCode,
    ).toBe(401);
  });

  it("pages the user's own notifications newest first", async () => {
    const { user, token } = await createUser(ctx);
    const other = await createUser(ctx);
    await seedNotifications(user.id, 12);
    await seedNotifications(other.user.id, 2);

    const first = await get('/api/portal/notifications', token);
    expect(first.statusCode).toBe(200);
    const page1 = first.json();
    expect(page1).toMatchObject({ current_page: 1, last_page: 2, total: 12, per_page: 10 });
    expect(page1.data.map((n: { title: string }) => n.title).slice(0, 3)).toEqual(['Note 12', 'Note 11', 'Note 10']);
    expect(page1.data[0]).toMatchObject({
      type: 'message',
      read: false,
      fileUrl: null,
      message: 'You have a new notification',
    });

    const page2 = (await get('/api/portal/notifications?page=2&per_page=10', token)).json();
    expect(page2.data.map((n: { title: string }) => n.title)).toEqual(['Note 2', 'Note 1']);
    expect((await get('/api/portal/notifications?per_page=0', token)).statusCode).toBe(422);
    expect((await get('/api/portal/notifications?page=abc', token)).statusCode).toBe(422);
  });

  it("marks given ids read, ignores another user's ids, and marks all read without ids", async () => {
    const { user, token } = await createUser(ctx);
    const other = await createUser(ctx);
    const mine = await seedNotifications(user.id, 3);
    const theirs = await seedNotifications(other.user.id, 2);

    const some = await markRead(token, { ids: [mine[0], ...theirs] });
    expect(some.statusCode).toBe(200);
    expect(some.json()).toEqual({ updated: 1, unread: 2 });
    const theirRows = await ctx.deps.db.select().from(notifications).where(eq(notifications.userId, other.user.id));
    expect(theirRows.every((row) => row.readAt === null)).toBe(true);

    const bell = (await get('/api/portal/notifications/user-notification', token)).json();
    expect(bell.unread).toBe(2);
    expect(bell.data).toHaveLength(3);
    expect(bell.data[2]).toMatchObject({ id: mine[0], read: true });

    expect((await markRead(token, {})).json()).toEqual({ updated: 2, unread: 0 });
    expect((await markRead(token, { ids: ['x'] })).statusCode).toBe(422);
    expect((await markRead(token, { ids: [-1] })).statusCode).toBe(422);
  });

  it('marks all read when the body is empty', async () => {
    const { user, token } = await createUser(ctx);
    await seedNotifications(user.id, 2);
    const res = await markRead(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ updated: 2, unread: 0 });
  });
});
