import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEVICE_COOKIE,
  LOGIN_ACCOUNT_FAILURES_PER_HOUR,
  LOGIN_FIRST_DELAY_SECONDS,
  LOGIN_FREE_FAILURES,
} from '@liner/domain';
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

  /** The device cookie a sign-in answer set: `liner_device=...`. */
  function deviceCookieOf(res: { headers: Record<string, unknown> }): string {
    const header = ([] as string[]).concat((res.headers['set-cookie'] as string | string[] | undefined) ?? []);
    const cookie = header.find((value) => value.startsWith(`${DEVICE_COOKIE}=`));
    if (!cookie) throw new Error('no device cookie set');
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    return cookie.split(';')[0];
  }

  it('throttles an account and IP pair with growing delays; the same account from another IP is not held up', async () => {
    const { user, password } = await createUser(ctx);
    const ip = nextIp();
    for (let i = 0; i < LOGIN_FREE_FAILURES; i += 1) expect((await fail(user.email, ip)).statusCode).toBe(422);

    const held = await post(ctx, '/api/auth/login', { email: user.username, password }, { ip });
    expect(held.statusCode).toBe(429);
    expect(held.json().message).toBe('Too many failed sign-in attempts. Try again in 30 seconds');
    expect(held.json().retryAfterSeconds).toBe(LOGIN_FIRST_DELAY_SECONDS);
    expect(held.headers['retry-after']).toBe(String(LOGIN_FIRST_DELAY_SECONDS));
    const elsewhere = await post(ctx, '/api/auth/login', { email: user.email, password }, { ip: nextIp() });
    expect(elsewhere.statusCode).toBe(200);

    ctx.clock.advanceMinutes(0.5);
    expect((await fail(user.email, ip)).statusCode).toBe(422);
    const longer = await post(ctx, '/api/auth/login', { email: user.email, password }, { ip });
    expect(longer.statusCode).toBe(429);
    expect(longer.json()).toMatchObject({
      message: 'Too many failed sign-in attempts. Try again in 1 minute',
      retryAfterSeconds: 2 * LOGIN_FIRST_DELAY_SECONDS,
    });
    ctx.clock.advanceMinutes(1);
    expect((await post(ctx, '/api/auth/login', { email: user.email, password }, { ip })).statusCode).toBe(200);
    // The success wipes the slate for the pair: the next failure is free again.
    expect((await fail(user.email, ip)).statusCode).toBe(422);
  });

  it('keeps the right password working from a known device while someone fails on the same IP', async () => {
    const { user, password } = await createUser(ctx);
    const ip = nextIp();
    const first = await post(ctx, '/api/auth/login', { email: user.email, password }, { ip });
    expect(first.statusCode).toBe(200);
    const device = deviceCookieOf(first);

    for (let i = 0; i < LOGIN_FREE_FAILURES; i += 1) await fail(user.email, ip);
    const attacker = await post(ctx, '/api/auth/login', { email: user.email, password }, { ip });
    expect(attacker.statusCode).toBe(429);
    const owner = await post(
      ctx,
      '/api/auth/login',
      { email: user.email, password },
      { ip, headers: { cookie: device } },
    );
    expect(owner.statusCode).toBe(200);
    // The known device keeps its id (the answer sets only the session cookies).
    expect(owner.cookies.map((cookie) => cookie.name)).not.toContain(DEVICE_COOKIE);
  });

  it('makes unknown devices wait once an account is guessed at from many addresses, but not a known device', async () => {
    const { user, password } = await createUser(ctx);
    const first = await post(ctx, '/api/auth/login', { email: user.email, password }, { ip: nextIp() });
    const device = deviceCookieOf(first);
    for (let i = 0; i < LOGIN_ACCOUNT_FAILURES_PER_HOUR; i += 1) await fail(user.email, nextIp());

    const unknown = await post(ctx, '/api/auth/login', { email: user.email, password }, { ip: nextIp() });
    expect(unknown.statusCode).toBe(429);
    expect(unknown.json().retryAfterSeconds).toBeGreaterThan(50 * 60);
    const known = await post(
      ctx,
      '/api/auth/login',
      { email: user.email, password },
      { ip: nextIp(), headers: { cookie: device } },
    );
    expect(known.statusCode).toBe(200);
    ctx.clock.advanceMinutes(61);
  });

  it('does not hold an account up for failures on other accounts from the same IP', async () => {
    const ip = nextIp();
    for (let i = 0; i < 2 * LOGIN_FREE_FAILURES; i += 1) await fail(`ghost${i}@example.test`, ip);
    const { user, password } = await createUser(ctx);
    expect((await post(ctx, '/api/auth/login', { email: user.email, password }, { ip })).statusCode).toBe(200);
    for (let i = 0; i < LOGIN_FREE_FAILURES; i += 1) await fail('ghost0@example.test', ip);
    expect((await fail('ghost0@example.test', ip)).statusCode).toBe(429);
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
