import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { TWO_FACTOR_ALREADY_ON, WRONG_CURRENT_PASSWORD, WRONG_TWO_FACTOR_CODE } from '@liner/domain';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { totpCode } from '../../platform/totp.js';
import { oneTimeTokens, users } from '../auth/tables.js';
import { notifications } from '../notifications/tables.js';
import { bearer, createUser } from '../../../test/factories.js';

describe('profile: two-factor', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  const post = (url: string, token: string, payload?: object) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/profile/${url}`,
      headers: bearer(token),
      ...(payload ? { payload } : {}),
    });
  const userRow = async (id: number) => (await ctx.deps.db.select().from(users).where(eq(users.id, id)))[0];
  const securityNotes = async (id: number) =>
    ctx.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, id), eq(notifications.type, 'security')));

  async function lastCodeMailedTo(email: string): Promise<string> {
    const mails = (await ctx.outbox()).filter((mail) => mail.raw.includes(email));
    const match = /code to turn on e-mail sign-in codes is (\d{6})/.exec(mails.at(-1)?.raw ?? '');
    if (!match) throw new Error(`no code mailed to ${email}`);
    return match[1];
  }

  it('enrols an authenticator app: QR and key, wrong code refused, right code turns it on', async () => {
    const { user, token } = await createUser(ctx);
    const setup = await ctx.app.inject({ method: 'GET', url: '/api/profile/google/auth', headers: bearer(token) });
    expect(setup.statusCode).toBe(200);
    const { qr, key } = setup.json<{ qr: string; key: string }>();
    expect(qr.startsWith('data:image/png;base64,')).toBe(true);
    expect((await userRow(user.id)).totpPendingSecret).toBe(key);

    const codeTime = ctx.clock.now();
    const rightCode = await totpCode(key, codeTime);
    const wrongCode = rightCode === '000000' ? '111111' : '000000';
    const wrong = await post('google/verifyCode', token, { code: wrongCode });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ code: [WRONG_TWO_FACTOR_CODE] });
    const malformed = await post('google/verifyCode', token, { code: '12ab' });
    expect(malformed.json().errors).toEqual({ code: ['Enter the 6-digit code'] });
    expect((await userRow(user.id)).totpEnabledAt).toBeNull();

    const ok = await post('google/verifyCode', token, { code: rightCode });
    expect(ok.statusCode).toBe(200);
    const row = await userRow(user.id);
    expect(row.totpSecret).toBe(key);
    expect(row.totpPendingSecret).toBeNull();
    expect(row.totpEnabledAt).not.toBeNull();
    // The enrolment code cannot be replayed to sign in.
    expect(row.totpLastStep).toBe(Math.floor(codeTime.getTime() / 30_000));
    expect(await securityNotes(user.id)).toHaveLength(1);
  });

  it('refuses a code when no set-up was started', async () => {
    const { token } = await createUser(ctx);
    const res = await post('google/verifyCode', token, { code: '123456' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['code']);
  });

  it('never replaces an active second factor in place', async () => {
    const { token } = await createUser(ctx, {
      totpSecret: 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ',
      totpEnabledAt: new Date(),
    });
    for (const [method, url] of [
      ['GET', 'google/auth'],
      ['POST', 'init/auth'],
    ] as const) {
      const res = await ctx.app.inject({ method, url: `/api/profile/${url}`, headers: bearer(token) });
      expect(res.statusCode, url).toBe(409);
      expect(res.json().message).toBe(TWO_FACTOR_ALREADY_ON);
    }
  });

  it('turns the authenticator off only with the current password', async () => {
    const { user, token, password } = await createUser(ctx, {
      totpSecret: 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ',
      totpEnabledAt: new Date(),
    });
    const missing = await post('remove/google_auth', token, {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ password: ['Enter your current password'] });
    const wrong = await post('remove/google_auth', token, { password: 'guess-guess-guess' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ password: [WRONG_CURRENT_PASSWORD] });
    expect((await userRow(user.id)).totpEnabledAt).not.toBeNull();

    const ok = await post('remove/google_auth', token, { password });
    expect(ok.statusCode).toBe(200);
    const row = await userRow(user.id);
    expect(row.totpEnabledAt).toBeNull();
    expect(row.totpSecret).toBeNull();
    expect(await securityNotes(user.id)).toHaveLength(1);
  });

  it('turns e-mail codes on with the mailed code, stores only a hash, and off with the password', async () => {
    const { user, token, password } = await createUser(ctx);
    const sent = await post('init/auth', token);
    expect(sent.statusCode).toBe(200);
    const code = await lastCodeMailedTo(user.email);
    const [stored] = await ctx.deps.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, user.id));
    expect(stored.purpose).toBe('email-2fa-setup');
    expect(stored.tokenHash).not.toContain(code);
    expect(stored.expiresAt.getTime() - stored.createdAt.getTime()).toBe(10 * 60_000);

    const wrong = await post('confirm/auth', token, { code: code === '000000' ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ code: [WRONG_TWO_FACTOR_CODE] });

    expect((await post('confirm/auth', token, { code })).statusCode).toBe(200);
    expect((await userRow(user.id)).emailTwoFactorEnabledAt).not.toBeNull();
    // Used up: the same code does not work twice (now refused because a factor is on).
    expect((await post('confirm/auth', token, { code })).statusCode).toBe(409);

    expect((await post('remove/auth', token, { password: 'guess-guess-guess' })).statusCode).toBe(422);
    expect((await post('remove/auth', token, { password })).statusCode).toBe(200);
    expect((await userRow(user.id)).emailTwoFactorEnabledAt).toBeNull();
    expect(await securityNotes(user.id)).toHaveLength(2);
  });

  it('refuses an expired e-mail code and one replaced by a newer code', async () => {
    const { user, token } = await createUser(ctx);
    await post('init/auth', token);
    const first = await lastCodeMailedTo(user.email);
    await post('init/auth', token);
    const second = await lastCodeMailedTo(user.email);
    if (first !== second) expect((await post('confirm/auth', token, { code: first })).statusCode).toBe(422);

    ctx.clock.advanceMinutes(11);
    try {
      const expired = await post('confirm/auth', token, { code: second });
      expect(expired.statusCode).toBe(422);
      expect(expired.json().errors).toEqual({ code: [WRONG_TWO_FACTOR_CODE] });
    } finally {
      ctx.clock.advanceMinutes(-11);
    }
    expect((await userRow(user.id)).emailTwoFactorEnabledAt).toBeNull();
  });
});
