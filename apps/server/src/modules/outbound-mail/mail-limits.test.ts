import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { nextIp, post } from '../auth/testing.js';
import { createOwnedTrack, submit } from '../splits/testing.js';
import { MAIL_LIMITS, reserveMail } from './index.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

/** The 429 of a refused reservation, or null when it went through. */
async function refusal(
  reserve: Promise<void>,
): Promise<{ status: number; message: string; retryAfterSeconds?: number } | null> {
  try {
    await reserve;
    return null;
  } catch (error) {
    const { status, message, retryAfterSeconds } = error as {
      status: number;
      message: string;
      retryAfterSeconds?: number;
    };
    return { status, message, retryAfterSeconds };
  }
}

let addressSequence = 0;
const freshAddress = () => `mail-limits-${++addressSequence}@example.test`;

describe('outbound mail limits', () => {
  it('keeps a cooldown per kind between one sender and one recipient, and says how long is left', async () => {
    const to = freshAddress();
    const sender = { userId: 900_001 };
    await reserveMail(ctx.deps, 'two-factor-setup-code', sender, [to]);
    expect(await refusal(reserveMail(ctx.deps, 'two-factor-setup-code', sender, [to]))).toEqual({
      status: 429,
      message: 'You can send another code in 1 minute',
      retryAfterSeconds: 60,
    });
    ctx.clock.advanceMinutes(0.25);
    expect((await refusal(reserveMail(ctx.deps, 'two-factor-setup-code', sender, [to])))?.message).toBe(
      'You can send another code in 45 seconds',
    );
    // Another recipient, another sender or another kind is not held up by it.
    expect(await refusal(reserveMail(ctx.deps, 'two-factor-setup-code', sender, [freshAddress()]))).toBeNull();
    expect(await refusal(reserveMail(ctx.deps, 'two-factor-setup-code', { userId: 900_002 }, [to]))).toBeNull();
    expect(await refusal(reserveMail(ctx.deps, 'payout-change-code', sender, [to]))).toBeNull();
    ctx.clock.advanceMinutes(1);
    expect(await refusal(reserveMail(ctx.deps, 'two-factor-setup-code', sender, [to]))).toBeNull();
  });

  it('caps what one sender sends of a kind in 24 hours, until the oldest leaves the window', async () => {
    const sender = { ip: nextIp() };
    const { perSenderPerDay } = MAIL_LIMITS['login-code'];
    for (let i = 0; i < perSenderPerDay; i += 1) await reserveMail(ctx.deps, 'login-code', sender, [freshAddress()]);
    const capped = await refusal(reserveMail(ctx.deps, 'login-code', sender, [freshAddress()]));
    expect(capped?.status).toBe(429);
    expect(capped?.message).toBe("You have reached today's limit. You can send another code in 24 hours");
    expect(await refusal(reserveMail(ctx.deps, 'login-code', { ip: nextIp() }, [freshAddress()]))).toBeNull();
    ctx.clock.advanceDays(1);
    expect(await refusal(reserveMail(ctx.deps, 'login-code', sender, [freshAddress()]))).toBeNull();
  });

  it('caps what one address receives of a kind in 24 hours, from all senders together', async () => {
    const to = freshAddress();
    const { perRecipientPerDay } = MAIL_LIMITS['login-code'];
    for (let i = 0; i < perRecipientPerDay; i += 1) await reserveMail(ctx.deps, 'login-code', { ip: nextIp() }, [to]);
    const capped = await refusal(reserveMail(ctx.deps, 'login-code', { ip: nextIp() }, [to]));
    expect(capped?.status).toBe(429);
    expect(capped?.message).toBe(`${to} has received today's limit. You can send another code in 24 hours`);
    ctx.clock.advanceDays(1);
    expect(await refusal(reserveMail(ctx.deps, 'login-code', { ip: nextIp() }, [to]))).toBeNull();
  });

  it('refuses a sign-in code resend inside the cooldown with 429 and the wait', async () => {
    const { user, password } = await createUser(ctx, { emailTwoFactorEnabledAt: ctx.clock.now() });
    const ip = nextIp();
    const { secretHash } = (await post(ctx, '/api/auth/login', { email: user.email, password }, { ip })).json();
    const sent = (await ctx.outbox()).length;
    ctx.clock.advanceMinutes(0.25);
    const resent = await post(ctx, '/api/auth/resend/auth-code', { secretHash }, { ip });
    expect(resent.statusCode).toBe(429);
    expect(resent.json()).toMatchObject({
      message: 'You can send another code in 45 seconds',
      retryAfterSeconds: 45,
    });
    expect(resent.headers['retry-after']).toBe('45');
    expect((await ctx.outbox()).length).toBe(sent);
    // Resends keep coming only up to the address's daily cap, whatever the wait between them.
    const { perRecipientPerDay } = MAIL_LIMITS['login-code'];
    const answers: number[] = [];
    for (let i = 1; i <= perRecipientPerDay; i += 1) {
      ctx.clock.advanceMinutes(1);
      const { secretHash: fresh } = (
        await post(ctx, '/api/auth/login', { email: user.email, password }, { ip: nextIp() })
      ).json();
      if (fresh)
        answers.push((await post(ctx, '/api/auth/resend/auth-code', { secretHash: fresh }, { ip })).statusCode);
    }
    expect(answers).toContain(429);
    expect((await ctx.outbox()).length - sent).toBeLessThan(perRecipientPerDay);
  });

  it('refuses split invitations over the sender cap and then saves nothing', async () => {
    const owner = await createUser(ctx);
    const { perSenderPerDay } = MAIL_LIMITS['split-invitation'];
    const payees = (count: number) => Array.from({ length: count }, () => ({ email: freshAddress(), share: 1 }));
    const first = await submit(ctx, owner.token, {
      trackId: await createOwnedTrack(ctx, owner.user.id),
      payees: payees(50),
    });
    expect(first.statusCode).toBe(200);
    const mailed = (await ctx.outbox()).length;
    const trackId = await createOwnedTrack(ctx, owner.user.id, 'Second Song');
    const second = await submit(ctx, owner.token, { trackId, payees: payees(perSenderPerDay - 50 + 1) });
    expect(second.statusCode).toBe(429);
    expect(second.json().message).toBe(
      "You have reached today's limit. You can send another split invitation in 24 hours",
    );
    expect((await ctx.outbox()).length).toBe(mailed);
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/portal/split',
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((row: { track: { title: string } }) => row.track.title)).toEqual(['Split Song']);
  });
});

describe('the one gate', () => {
  it('every server file that sends mail reserves it with the limits (or only composes what a reserving caller sends)', () => {
    const root = path.resolve(import.meta.dirname, '..');
    // Files whose mails are sent for a caller that reserved them first.
    const composedForReservingCaller = new Set([
      'auth/auth-mails.ts', // sendVerificationMail: register-user.ts; sendLoginCodeMail: login-challenges.ts
      'payouts/confirm-payout-change.ts', // its code mail goes out through openLoginChallenge
      'splits/split-invitations.ts', // submit-split.ts reserves the invitations in its transaction
    ]);
    const senders = fs
      .readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('testing.ts'))
      .filter((file) => fs.readFileSync(path.join(root, file), 'utf8').includes('mailer.send('));
    const unguarded = senders.filter(
      (file) =>
        !composedForReservingCaller.has(file) &&
        !/\b(reserveMail|sendLimitedMail)\(/.test(fs.readFileSync(path.join(root, file), 'utf8')),
    );
    expect(senders.length).toBeGreaterThanOrEqual(5);
    expect(unguarded).toEqual([]);
  });
});
