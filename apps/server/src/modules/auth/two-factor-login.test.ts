import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { createUser } from '../../../test/factories.js';
import { newTotpSecret, totpCode } from '../../../src/platform/totp.js';
import { CHALLENGE_EXPIRED, WRONG_CODE } from './verify-login.js';
import { get, loginCodeFromMail, nextIp, post } from './testing.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

/** A code that is surely not the current one for the secret (nor one step either side). */
async function wrongTotp(secret: string): Promise<string> {
  const now = ctx.clock.now();
  const near = await Promise.all([-30_000, 0, 30_000].map((ms) => totpCode(secret, new Date(now.getTime() + ms))));
  for (let candidate = 0; ; candidate += 1) {
    const code = String(candidate).padStart(6, '0');
    if (!near.includes(code)) return code;
  }
}

async function totpUser(extra: { emailTwoFactorEnabledAt?: Date } = {}) {
  const secret = newTotpSecret();
  const created = await createUser(ctx, { totpSecret: secret, totpEnabledAt: new Date(), ...extra });
  return { ...created, secret };
}

describe('authenticator app (TOTP)', () => {
  it('asks for the code, then signs in with a valid one', async () => {
    const { user, password, secret } = await totpUser();
    const ip = nextIp();
    const first = await post(ctx, '/api/auth/login', { email: user.username, password }, { ip });
    expect(first.statusCode).toBe(200);
    const step = first.json();
    expect(step).toEqual({
      googleAuth: true,
      email: user.email,
      secretHash: expect.any(String),
      hasEmail: false,
      hasPhone: false,
    });

    const code = await totpCode(secret, ctx.clock.now());
    const res = await post(ctx, '/api/auth/verify/login', { secretHash: step.secretHash, code }, { ip });
    expect(res.statusCode).toBe(200);
    expect((await get(ctx, '/api/auth/me', { token: res.json().token })).json().user.twoFactor).toEqual({
      confirmed: true,
      type: 'google',
      email: null,
      phone: null,
    });

    const reused = await post(ctx, '/api/auth/verify/login', { secretHash: step.secretHash, code }, { ip });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().errors).toEqual({ code: [CHALLENGE_EXPIRED] });
  });

  it('answers 422 on the code field for a wrong code and closes after 5 tries', async () => {
    const { user, password, secret } = await totpUser();
    const ip = nextIp();
    const { secretHash } = (await post(ctx, '/api/auth/login', { email: user.email, password }, { ip })).json();
    const wrong = await wrongTotp(secret);
    for (let i = 0; i < 4; i += 1) {
      const res = await post(ctx, '/api/auth/verify/login', { secretHash, code: wrong }, { ip: nextIp() });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ code: [WRONG_CODE] });
    }
    // The fifth failure of the account also trips the sign-in throttle.
    const fifth = await post(ctx, '/api/auth/verify/login', { secretHash, code: wrong }, { ip: nextIp() });
    expect(fifth.json().errors).toEqual({ code: [WRONG_CODE] });
    const right = await post(
      ctx,
      '/api/auth/verify/login',
      { secretHash, code: await totpCode(secret, ctx.clock.now()) },
      { ip: nextIp() },
    );
    expect(right.statusCode).toBe(422);
    expect(right.json().errors).toEqual({ code: [CHALLENGE_EXPIRED] });
    ctx.clock.advanceMinutes(16);
  });

  it('never accepts the same code twice (RFC 6238 replay protection)', async () => {
    const { user, password, secret } = await totpUser();
    const ip = nextIp();
    const code = await totpCode(secret, ctx.clock.now());
    const first = (await post(ctx, '/api/auth/login', { email: user.email, password }, { ip })).json();
    expect((await post(ctx, '/api/auth/verify/login', { secretHash: first.secretHash, code }, { ip })).statusCode).toBe(
      200,
    );

    const second = (await post(ctx, '/api/auth/login', { email: user.email, password }, { ip })).json();
    const replay = await post(ctx, '/api/auth/verify/login', { secretHash: second.secretHash, code }, { ip });
    expect(replay.statusCode).toBe(422);
    expect(replay.json().errors.code).toEqual([WRONG_CODE]);

    ctx.clock.advanceMinutes(0.5);
    const fresh = await totpCode(secret, ctx.clock.now());
    expect(
      (await post(ctx, '/api/auth/verify/login', { secretHash: second.secretHash, code: fresh }, { ip })).statusCode,
    ).toBe(200);
  });

  it('rejects a malformed code and an unknown challenge', async () => {
    const short = await post(ctx, '/api/auth/verify/login', { secretHash: 'x', code: '12' });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.code).toEqual(['Enter the 6-digit code']);
    const missing = await post(ctx, '/api/auth/verify/login', {});
    expect(Object.keys(missing.json().errors).sort()).toEqual(['code', 'secretHash']);
    const unknown = await post(ctx, '/api/auth/verify/login', { secretHash: 'unknown', code: '123456' });
    expect(unknown.json().errors).toEqual({ code: [CHALLENGE_EXPIRED] });
  });

  it('expires the step after 10 minutes', async () => {
    const { user, password, secret } = await totpUser();
    const { secretHash } = (
      await post(ctx, '/api/auth/login', { email: user.email, password }, { ip: nextIp() })
    ).json();
    ctx.clock.advanceMinutes(11);
    const res = await post(ctx, '/api/auth/verify/login', {
      secretHash,
      code: await totpCode(secret, ctx.clock.now()),
    });
    expect(res.json().errors).toEqual({ code: [CHALLENGE_EXPIRED] });
  });

  it('lets an account with e-mail codes too ask for a mailed code instead', async () => {
    const { user, password } = await totpUser({ emailTwoFactorEnabledAt: new Date() });
    const step = (await post(ctx, '/api/auth/login', { email: user.email, password }, { ip: nextIp() })).json();
    expect(step).toMatchObject({ googleAuth: true, hasEmail: true });
    expect((await post(ctx, '/api/auth/resend/auth-code', { secretHash: step.secretHash })).statusCode).toBe(200);
    const code = await loginCodeFromMail(ctx, user.email);
    expect((await post(ctx, '/api/auth/verify/login', { secretHash: step.secretHash, code })).statusCode).toBe(200);
  });
});

describe('e-mailed codes', () => {
  it('mails a 6-digit code and signs in with it', async () => {
    const { user, password } = await createUser(ctx, { emailTwoFactorEnabledAt: new Date() });
    const ip = nextIp();
    const step = (await post(ctx, '/api/auth/login', { email: user.email, password }, { ip })).json();
    expect(step).toEqual({ twoFactor: true, type: 'email', email: user.email, secretHash: expect.any(String) });
    const code = await loginCodeFromMail(ctx, user.email);
    const res = await post(ctx, '/api/auth/verify/login', { secretHash: step.secretHash, code }, { ip });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ token: expect.any(String) });
  });

  it('resend replaces the code: the old one no longer works', async () => {
    const { user, password } = await createUser(ctx, { emailTwoFactorEnabledAt: new Date() });
    const ip = nextIp();
    const { secretHash } = (await post(ctx, '/api/auth/login', { email: user.email, password }, { ip })).json();
    const oldCode = await loginCodeFromMail(ctx, user.email);
    ctx.clock.advanceMinutes(1);
    const resent = await post(ctx, '/api/auth/resend/auth-code', { secretHash }, { ip });
    expect(resent.statusCode).toBe(200);
    const newCode = await loginCodeFromMail(ctx, user.email);
    if (oldCode !== newCode) {
      const stale = await post(ctx, '/api/auth/verify/login', { secretHash, code: oldCode }, { ip });
      expect(stale.json().errors).toEqual({ code: [WRONG_CODE] });
    }
    expect((await post(ctx, '/api/auth/verify/login', { secretHash, code: newCode }, { ip })).statusCode).toBe(200);
  });

  it('will not mail codes for an authenticator-only challenge or an unknown one', async () => {
    const { user, password } = await totpUser();
    const { secretHash } = (
      await post(ctx, '/api/auth/login', { email: user.email, password }, { ip: nextIp() })
    ).json();
    const res = await post(ctx, '/api/auth/resend/auth-code', { secretHash });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['secretHash']);
    expect((await post(ctx, '/api/auth/resend/auth-code', { secretHash: 'nope' })).statusCode).toBe(422);
    expect((await post(ctx, '/api/auth/resend/auth-code', {})).statusCode).toBe(422);
  });
});
