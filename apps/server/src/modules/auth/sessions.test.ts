import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { createUser } from '../../../test/factories.js';
import { get, nextIp, post } from './testing.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

async function signIn(email: string, password: string, userAgent?: string): Promise<string> {
  const headers = userAgent === undefined ? undefined : { 'user-agent': userAgent };
  const res = await post(ctx, '/api/auth/login', { email, password }, { ip: nextIp(), headers });
  expect(res.statusCode).toBe(200);
  return res.json().token;
}

describe('bearer tokens', () => {
  it('answers 401 without a token, with an unknown one and with a malformed header', async () => {
    expect((await get(ctx, '/api/auth/me')).statusCode).toBe(401);
    expect((await get(ctx, '/api/auth/me', { token: 'not-a-token' })).statusCode).toBe(401);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: 'Basic abc' } });
    expect(res.statusCode).toBe(401);
  });

  it('logout revokes the token', async () => {
    const { token } = await createUser(ctx);
    expect((await post(ctx, '/api/auth/logout', undefined, { token })).statusCode).toBe(200);
    expect((await get(ctx, '/api/auth/me', { token })).statusCode).toBe(401);
    expect((await post(ctx, '/api/auth/logout', undefined, { token })).statusCode).toBe(401);
  });

  it('expires a token after 7 days', async () => {
    const { token } = await createUser(ctx);
    ctx.clock.advanceDays(6);
    expect((await get(ctx, '/api/auth/me', { token })).statusCode).toBe(200);
    ctx.clock.advanceDays(2);
    const res = await get(ctx, '/api/auth/me', { token });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(/expired/);
  });
});

describe('active sessions', () => {
  it('lists the live sessions with device details, N/A for what is unknown, and marks the current one', async () => {
    const { user, password, token: first } = await createUser(ctx);
    const current = await signIn(user.email, password);
    await signIn(user.email, password, '');
    const res = await get(ctx, '/api/auth/active-sessions', { token: current });
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({ current_page: 1, last_page: 1, total: 3, per_page: 10 });
    expect(page.data.filter((row: { isCurrentSession: boolean }) => row.isCurrentSession)).toHaveLength(1);
    const mine = page.data.find((row: { isCurrentSession: boolean }) => row.isCurrentSession);
    expect(mine).toMatchObject({
      browser: 'Chrome 124',
      os: 'macOS 10.15.7',
      device: 'Apple Macintosh',
      country: 'N/A',
      city: 'N/A',
    });
    expect(
      page.data.some(
        (row: { browser: string; os: string; device: string }) =>
          row.browser === 'N/A' && row.os === 'N/A' && row.device === 'N/A',
      ),
    ).toBe(true);

    await post(ctx, '/api/auth/logout', undefined, { token: first });
    expect((await get(ctx, '/api/auth/active-sessions', { token: current })).json().total).toBe(2);
  });

  it('paginates with page and per_page, and validates them', async () => {
    const { user, password } = await createUser(ctx);
    const tokens = [];
    for (let i = 0; i < 4; i += 1) tokens.push(await signIn(user.email, password));
    const second = (await get(ctx, '/api/auth/active-sessions?page=2&per_page=2', { token: tokens[0] })).json();
    expect(second).toMatchObject({ current_page: 2, last_page: 3, total: 5, per_page: 2 });
    expect(second.data).toHaveLength(2);
    const bad = await get(ctx, '/api/auth/active-sessions?page=0&per_page=1000', { token: tokens[0] });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['page', 'per_page']);
  });

  it('signs out all other sessions and keeps the current one', async () => {
    const { user, password, token: other } = await createUser(ctx);
    const current = await signIn(user.email, password);
    const res = await post(ctx, '/api/auth/active-sessions/logout', undefined, { token: current });
    expect(res.json()).toEqual({ revoked: 1 });
    expect((await get(ctx, '/api/auth/me', { token: other })).statusCode).toBe(401);
    expect((await get(ctx, '/api/auth/me', { token: current })).statusCode).toBe(200);
  });

  it("signs out one own session by id, and answers 404 for another user's session", async () => {
    const { user, password, token: target } = await createUser(ctx);
    const current = await signIn(user.email, password);
    const stranger = await createUser(ctx);
    const sessions = (await get(ctx, '/api/auth/active-sessions', { token: current })).json().data;
    const targetId = sessions.find((row: { isCurrentSession: boolean }) => !row.isCurrentSession).id;
    const strangerId = (await get(ctx, '/api/auth/active-sessions', { token: stranger.token })).json().data[0].id;

    const foreign = await post(ctx, '/api/auth/single-session/logout', { id: strangerId }, { token: current });
    expect(foreign.statusCode).toBe(404);
    expect((await get(ctx, '/api/auth/me', { token: stranger.token })).statusCode).toBe(200);

    expect((await post(ctx, '/api/auth/single-session/logout', { id: targetId }, { token: current })).statusCode).toBe(
      200,
    );
    expect((await get(ctx, '/api/auth/me', { token: target })).statusCode).toBe(401);
    expect((await post(ctx, '/api/auth/single-session/logout', { id: targetId }, { token: current })).statusCode).toBe(
      404,
    );

    const malformed = await post(ctx, '/api/auth/single-session/logout', { id: 'abc' }, { token: current });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().errors).toEqual({ id: ['Unknown session'] });
  });
});

describe('login history', () => {
  it('shows granted and denied attempts, newest first, paginated', async () => {
    const { user, password, token } = await createUser(ctx);
    const ip = nextIp();
    await post(ctx, '/api/auth/login', { email: user.email, password: 'wrong password!' }, { ip });
    await post(ctx, '/api/auth/login', { email: user.email, password: 'wrong password!' }, { ip });
    await post(ctx, '/api/auth/login', { email: user.email, password }, { ip, headers: { 'user-agent': '' } });
    const page = (await get(ctx, '/api/auth/login-history?per_page=2', { token })).json();
    expect(page).toMatchObject({ current_page: 1, last_page: 2, total: 3, per_page: 2 });
    expect(page.data[0]).toMatchObject({
      type: 'Access Granted',
      ipAddress: ip,
      device: 'N/A',
      browser: 'N/A',
      os: 'N/A',
      repeated: 0,
    });
    expect(page.data[1]).toMatchObject({ type: 'Access Denied', repeated: 1 });
    expect(new Date(page.data[0].createdAt).toISOString()).toBe(page.data[0].createdAt);
  });

  it("does not show another user's attempts", async () => {
    const { token } = await createUser(ctx);
    expect((await get(ctx, '/api/auth/login-history', { token })).json()).toEqual({
      data: [],
      current_page: 1,
      last_page: 1,
      total: 0,
      per_page: 10,
    });
  });
});
