import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { createUser } from '../../../test/factories.js';
import { INVALID_CREDENTIALS } from './login.js';
import { get, nextIp, post } from './testing.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

describe('POST /api/auth/login', () => {
  it('signs in with the e-mail or the username, any case', async () => {
    const { user, password } = await createUser(ctx);
    for (const identifier of [user.email, user.username.toUpperCase(), ` ${user.email.toUpperCase()} `]) {
      const res = await post(ctx, '/api/auth/login', { email: identifier, password }, { ip: nextIp() });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(Object.keys(body)).toEqual(['token']);
      expect((await get(ctx, '/api/auth/me', { token: body.token })).json().user.id).toBe(user.id);
    }
  });

  it('answers 422 with the same message for a wrong password and an unknown account', async () => {
    const { user } = await createUser(ctx);
    const ip = nextIp();
    for (const email of [user.email, 'nobody@example.test']) {
      const res = await post(ctx, '/api/auth/login', { email, password: 'wrong password here' }, { ip });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ message: INVALID_CREDENTIALS, errors: { email: [INVALID_CREDENTIALS] } });
    }
  });

  it('answers 422 for missing fields and for a malformed body', async () => {
    const missing = await post(ctx, '/api/auth/login', {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({
      email: ['Enter your e-mail or username'],
      password: ['Enter your password'],
    });

    const empty = await post(ctx, '/api/auth/login', { email: '', password: '' });
    expect(empty.json().errors).toEqual({
      email: ['Enter your e-mail or username'],
      password: ['Enter your password'],
    });

    const malformed = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: 'email=a&password=b',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().code).toBe('MALFORMED_REQUEST');
  });

  it('answers 401 BANNED for a banned account with the right password only', async () => {
    const { user, password } = await createUser(ctx, { bannedAt: new Date() });
    const ip = nextIp();
    const wrong = await post(ctx, '/api/auth/login', { email: user.email, password: 'not the password' }, { ip });
    expect(wrong.statusCode).toBe(422);
    const right = await post(ctx, '/api/auth/login', { email: user.email, password }, { ip });
    expect(right.statusCode).toBe(401);
    expect(right.json().code).toBe('BANNED');
  });

  it("throws out a banned user's existing token", async () => {
    const { token } = await createUser(ctx, { bannedAt: new Date() });
    const res = await get(ctx, '/api/auth/me', { token });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('BANNED');
  });
});

describe('sign-in throttle', () => {
  async function fail(email: string, ip: string) {
    return post(ctx, '/api/auth/login', { email, password: 'definitely wrong' }, { ip });
  }

  it('locks an account for 15 minutes after 5 failures, from any IP', async () => {
    const { user, password } = await createUser(ctx);
    for (let i = 0; i < 5; i += 1) expect((await fail(user.email, nextIp())).statusCode).toBe(422);

    const locked = await post(ctx, '/api/auth/login', { email: user.username, password }, { ip: nextIp() });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe('Too many failed sign-in attempts. Try again in 15 minutes');
    expect(locked.json().retryAfterSeconds).toBeGreaterThan(14 * 60);
    expect(locked.headers['retry-after']).toBe(String(locked.json().retryAfterSeconds));

    ctx.clock.advanceMinutes(10);
    const still = await post(ctx, '/api/auth/login', { email: user.email, password }, { ip: nextIp() });
    expect(still.statusCode).toBe(429);
    expect(still.json().message).toBe('Too many failed sign-in attempts. Try again in 5 minutes');

    ctx.clock.advanceMinutes(6);
    const after = await post(ctx, '/api/auth/login', { email: user.email, password }, { ip: nextIp() });
    expect(after.statusCode).toBe(200);
  });

  it('locks an IP after 5 failures across accounts, other IPs unaffected', async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i += 1) await fail(`ghost${i}@example.test`, ip);
    const { user, password } = await createUser(ctx);
    const blocked = await post(ctx, '/api/auth/login', { email: user.email, password }, { ip });
    expect(blocked.statusCode).toBe(429);
    const elsewhere = await post(ctx, '/api/auth/login', { email: user.email, password }, { ip: nextIp() });
    expect(elsewhere.statusCode).toBe(200);
    ctx.clock.advanceMinutes(16);
  });

  it('records every attempt in the login history', async () => {
    const { user, password, token } = await createUser(ctx);
    const ip = nextIp();
    await fail(user.email, ip);
    await post(ctx, '/api/auth/login', { email: user.email, password }, { ip });
    const history = (await get(ctx, '/api/auth/login-history', { token })).json();
    expect(history.total).toBe(2);
    expect(history.data.map((row: { type: string }) => row.type)).toEqual(['Access Granted', 'Access Denied']);
    expect(history.data[0]).toMatchObject({ ipAddress: ip, browser: 'Chrome 124', os: 'macOS 10.15.7' });
  });
});
