import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Jobs } from '../../platform/jobs.js';
import { MAIL_LIMITS } from '../outbound-mail/index.js';
import { PASSWORD_TOO_COMMON } from '@liner/domain';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { createUser } from '../../../test/factories.js';
import {
  RECOVERY_LINK_INVALID,
  RECOVERY_MAIL_QUEUE,
  RECOVERY_SENT,
  type RecoveryMailJob,
  sendRecoveryLink,
} from './recover-password.js';
import { get, nextIp, post, requestResetLink, solvedCaptcha } from './testing.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const NEW_PASSWORD = 'a brand new passphrase';

describe('password recovery', () => {
  it('does the same work for a known and an unknown address: one queued job, no mail in the request', async () => {
    const { user } = await createUser(ctx);
    const queued: { queue: string; data: object }[] = [];
    const fakeJobs = {
      send: async (queue: string, data: object) => {
        queued.push({ queue, data });
        return 'job';
      },
    } as unknown as Jobs;
    ctx.deps.jobs = fakeJobs;
    try {
      const before = (await ctx.outbox()).length;
      const known = await post(
        ctx,
        '/api/auth/recover',
        { email: user.email.toUpperCase(), captcha: await solvedCaptcha(ctx) },
        { ip: nextIp() },
      );
      const unknown = await post(
        ctx,
        '/api/auth/recover',
        { email: 'nobody@example.test', captcha: await solvedCaptcha(ctx) },
        { ip: nextIp() },
      );
      expect(known.statusCode).toBe(200);
      expect(known.json()).toEqual({ message: RECOVERY_SENT });
      expect(unknown.json()).toEqual(known.json());
      expect((await ctx.outbox()).length).toBe(before);
      expect(queued).toEqual([
        { queue: RECOVERY_MAIL_QUEUE, data: { email: user.email } },
        { queue: RECOVERY_MAIL_QUEUE, data: { email: 'nobody@example.test' } },
      ]);

      // The job mails the known address only.
      for (const job of queued) await sendRecoveryLink(ctx.deps, job.data as RecoveryMailJob);
      const mails = (await ctx.outbox()).slice(before);
      expect(mails).toHaveLength(1);
      expect(mails[0].raw).toContain(`To: ${user.email}`);
    } finally {
      ctx.deps.jobs = null;
    }
  });

  it('limits reset mails per address the same way whether or not it has an account', async () => {
    const { user } = await createUser(ctx);
    const limit = MAIL_LIMITS['password-reset'];
    for (const email of [user.email, 'stranger@example.test']) {
      const ip = nextIp();
      expect(
        (await post(ctx, '/api/auth/recover', { email, captcha: await solvedCaptcha(ctx) }, { ip })).statusCode,
      ).toBe(200);
      const again = await post(ctx, '/api/auth/recover', { email, captcha: await solvedCaptcha(ctx) }, { ip });
      expect(again.statusCode).toBe(429);
      expect(again.json().message).toBe('You can send another reset link in 1 minute');
      for (let i = 1; i < limit.perRecipientPerDay; i += 1)
        expect(
          (await post(ctx, '/api/auth/recover', { email, captcha: await solvedCaptcha(ctx) }, { ip: nextIp() }))
            .statusCode,
        ).toBe(200);
      const capped = await post(
        ctx,
        '/api/auth/recover',
        { email, captcha: await solvedCaptcha(ctx) },
        { ip: nextIp() },
      );
      expect(capped.statusCode).toBe(429);
      expect(capped.json().message).toMatch(
        /^.+ has received today's limit\. You can send another reset link in 24 hours$/,
      );
    }
    await vi.waitFor(async () =>
      expect((await ctx.outbox()).filter((m) => m.raw.includes(user.email))).toHaveLength(5),
    );
  });

  it('sets the new password once, signs every session out and refuses the old password', async () => {
    const { user, password, token: oldSession } = await createUser(ctx, { confirmedAt: null });
    const token = await requestResetLink(ctx, user.email);

    const res = await post(ctx, '/api/auth/recover/submit', {
      token,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect((await get(ctx, '/api/auth/me', { token: oldSession })).statusCode).toBe(401);

    const ip = nextIp();
    expect((await post(ctx, '/api/auth/login', { email: user.email, password }, { ip })).statusCode).toBe(422);
    const signedIn = await post(ctx, '/api/auth/login', { email: user.email, password: NEW_PASSWORD }, { ip });
    expect(signedIn.statusCode).toBe(200);
    expect((await get(ctx, '/api/auth/me', { token: signedIn.json().token })).json().user.confirmed).toBe(true);

    const reused = await post(ctx, '/api/auth/recover/submit', { token, password: 'yet another passphrase' });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().errors).toEqual({ token: [RECOVERY_LINK_INVALID] });
  });

  it('spends every older reset link when one of them sets the password', async () => {
    const { user } = await createUser(ctx);
    const older = await requestResetLink(ctx, user.email);
    const newer = await requestResetLink(ctx, user.email);
    expect(newer).not.toBe(older);

    const used = await post(ctx, '/api/auth/recover/submit', { token: newer, password: NEW_PASSWORD });
    expect(used.statusCode).toBe(200);
    const stale = await post(ctx, '/api/auth/recover/submit', { token: older, password: 'an attacker passphrase' });
    expect(stale.statusCode).toBe(422);
    expect(stale.json().errors).toEqual({ token: [RECOVERY_LINK_INVALID] });
  });

  it('spends every open reset link when the password is changed in the profile', async () => {
    const { user, password, token: session } = await createUser(ctx);
    const link = await requestResetLink(ctx, user.email);

    const changed = await post(
      ctx,
      '/api/profile/update/password',
      { currentPassword: password, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
      { token: session },
    );
    expect(changed.statusCode).toBe(200);
    const stale = await post(ctx, '/api/auth/recover/submit', { token: link, password: 'an attacker passphrase' });
    expect(stale.statusCode).toBe(422);
    expect(stale.json().errors).toEqual({ token: [RECOVERY_LINK_INVALID] });
  });

  it('refuses a link older than one hour', async () => {
    const { user } = await createUser(ctx);
    const token = await requestResetLink(ctx, user.email);
    ctx.clock.advanceMinutes(61);
    const res = await post(ctx, '/api/auth/recover/submit', {
      token,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ token: [RECOVERY_LINK_INVALID] });
  });

  it('validates the new password and its confirmation before using the link', async () => {
    const { user } = await createUser(ctx);
    const token = await requestResetLink(ctx, user.email);

    const common = await post(ctx, '/api/auth/recover/submit', { token, password: 'password123' });
    expect(common.json().errors).toEqual({ password: [PASSWORD_TOO_COMMON] });
    const mismatch = await post(ctx, '/api/auth/recover/submit', {
      token,
      password: NEW_PASSWORD,
      password_confirmation: 'something else',
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors).toEqual({ password_confirmation: ['The passwords do not match'] });
    // The link survived the invalid submissions.
    expect((await post(ctx, '/api/auth/recover/submit', { token, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('answers 422 for a missing or malformed e-mail, and a missing token', async () => {
    expect((await post(ctx, '/api/auth/recover', {})).json().errors.email).toHaveLength(1);
    expect(
      (await post(ctx, '/api/auth/recover', { email: 'nope', captcha: await solvedCaptcha(ctx) })).json().errors.email,
    ).toEqual(['Enter a valid e-mail address']);
    const missing = await post(ctx, '/api/auth/recover/submit', { password: NEW_PASSWORD });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors)).toEqual(['token']);
  });
});
