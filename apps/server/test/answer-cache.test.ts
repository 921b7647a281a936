import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropCachedAnswers } from '../src/platform/answer-cache.js';
import { bearer, createUser } from './factories.js';
import { createTestApp, type TestContext } from './harness.js';

/** Signed-in reads answered from memory (decision 008), with the caches on as in production (5 s). */
describe('answer cache', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ sessionCacheTtlMs: 5_000 });
  });
  afterAll(async () => {
    await ctx.close();
  });

  const url = '/api/portal/notifications';
  const titles = async (token: string, headers: Record<string, string> = {}) => {
    const res = await ctx.app.inject({ method: 'GET', url, headers: { ...bearer(token), ...headers } });
    expect(res.statusCode).toBe(200);
    return (res.json().data as { title: string }[]).map((row) => row.title);
  };
  /** A row written behind the API's back: only a fresh read can see it. */
  const addNotificationDirectly = (userId: number, title: string) =>
    ctx.deps.database.executeSql(`INSERT INTO notifications (user_id, title, message) VALUES ($1, $2, 'body')`, [
      userId,
      title,
    ]);

  it('answers a repeated read from memory, and a read that asks for no-cache from the database', async () => {
    const { user, token } = await createUser(ctx);
    await addNotificationDirectly(user.id, 'first');
    expect(await titles(token)).toEqual(['first']);
    await addNotificationDirectly(user.id, 'second');
    expect(await titles(token)).toEqual(['first']);
    expect((await titles(token, { 'cache-control': 'no-cache' })).sort()).toEqual(['first', 'second']);
  });

  it('answers the same reads arriving together once the first of them is done, all alike', async () => {
    const { user, token } = await createUser(ctx);
    await addNotificationDirectly(user.id, 'together');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => ctx.app.inject({ method: 'GET', url, headers: bearer(token) })),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((res) => res.body)).size).toBe(1);
    expect(answers[0].json().data.map((row: { title: string }) => row.title)).toEqual(['together']);
  });

  it("keeps each person's answers to themselves", async () => {
    const one = await createUser(ctx);
    const two = await createUser(ctx);
    await addNotificationDirectly(one.user.id, 'for one');
    await addNotificationDirectly(two.user.id, 'for two');
    expect(await titles(one.token)).toEqual(['for one']);
    expect(await titles(two.token)).toEqual(['for two']);
  });

  it("drops every cached answer when anyone writes, since one person's change can show in another's reads", async () => {
    const reader = await createUser(ctx);
    const writer = await createUser(ctx);
    await addNotificationDirectly(reader.user.id, 'before');
    expect(await titles(reader.token)).toEqual(['before']);
    await addNotificationDirectly(reader.user.id, 'after');
    const write = await ctx.app.inject({
      method: 'POST',
      url: '/api/profile/update/name',
      headers: bearer(writer.token),
      payload: { type: 'display', displayName: 'Someone else' },
    });
    expect(write.statusCode).toBe(200);
    expect((await titles(reader.token)).sort()).toEqual(['after', 'before']);
  });

  it('keeps a public answer once for everyone, whoever asks', async () => {
    const version = ctx.deps.config.appVersion;
    const health = async (headers: Record<string, string> = {}) =>
      (await ctx.app.inject({ method: 'GET', url: '/api/health', headers })).json().version;
    try {
      expect(await health()).toBe(version);
      ctx.deps.config.appVersion = 'changed behind the cache';
      const { token } = await createUser(ctx);
      expect(await health(bearer(token))).toBe(version);
      expect(await health({ 'cache-control': 'no-cache' })).toBe('changed behind the cache');
    } finally {
      ctx.deps.config.appVersion = version;
      dropCachedAnswers(ctx.deps.caches);
    }
  });

  it('drops every cached answer after a job (dropCachedAnswers)', async () => {
    const { user, token } = await createUser(ctx);
    await addNotificationDirectly(user.id, 'one');
    expect(await titles(token)).toEqual(['one']);
    await addNotificationDirectly(user.id, 'two');
    dropCachedAnswers(ctx.deps.caches);
    expect((await titles(token)).sort()).toEqual(['one', 'two']);
  });

  it('still checks the route policy before a cached answer: a signed-out token gets 401', async () => {
    const { token } = await createUser(ctx);
    expect(await titles(token)).toEqual([]);
    const logout = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect(logout.statusCode).toBe(200);
    const res = await ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
    expect(res.statusCode).toBe(401);
  });

  it('does not keep an answer that is not a success', async () => {
    const { user, token } = await createUser(ctx);
    const releaseUrl = '/api/portal/release/777777';
    expect((await ctx.app.inject({ method: 'GET', url: releaseUrl, headers: bearer(token) })).statusCode).toBe(404);
    await ctx.deps.database.executeSql(
      `INSERT INTO releases (id, user_id, title) OVERRIDING SYSTEM VALUE VALUES (777777, $1, 'Made behind the API')`,
      [user.id],
    );
    const found = await ctx.app.inject({ method: 'GET', url: releaseUrl, headers: bearer(token) });
    expect(found.statusCode).toBe(200);
    expect(found.json().title).toBe('Made behind the API');
  });
});
