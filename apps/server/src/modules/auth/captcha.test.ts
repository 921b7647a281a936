import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA_MESSAGES } from '@liner/domain';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { nextIp, post, solvedCaptcha } from './testing.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

let counter = 0;
function signUp(captcha?: string) {
  counter += 1;
  return {
    email: `captcha${counter}@example.test`,
    username: `captcha${counter}`,
    password: 'a long unusual passphrase',
    type: 'artist',
    firstName: 'Ada',
    lastName: 'Lovelace',
    ...(captcha === undefined ? {} : { captcha }),
  };
}

function decoded(solution: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(solution, 'base64').toString('utf8'));
}
function encoded(payload: Record<string, unknown>): string {
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

describe('POST /api/auth/captcha', () => {
  it('hands out a signed proof-of-work challenge the widget can read', async () => {
    const res = await post(ctx, '/api/auth/captcha');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      algorithm: 'SHA-256',
      challenge: expect.stringMatching(/^[0-9a-f]{64}$/),
      maxnumber: 2_000,
      salt: expect.stringContaining('expires='),
      signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
  });
});

describe('the captcha on sign-up and recovery', () => {
  it('accepts a solved challenge once', async () => {
    const captcha = await solvedCaptcha(ctx);
    expect((await post(ctx, '/api/auth/register', signUp(captcha))).statusCode).toBe(200);
    const replayed = await post(ctx, '/api/auth/register', signUp(captcha));
    expect(replayed.statusCode).toBe(422);
    expect(replayed.json().errors).toEqual({ captcha: [CAPTCHA_MESSAGES.used] });
  });

  it('refuses a missing solution with a field message', async () => {
    const res = await post(ctx, '/api/auth/register', signUp());
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ captcha: [CAPTCHA_MESSAGES.missing] });
    const recover = await post(ctx, '/api/auth/recover', { email: 'someone@example.test' }, { ip: nextIp() });
    expect(recover.json().errors).toEqual({ captcha: [CAPTCHA_MESSAGES.missing] });
  });

  it('refuses a wrong number, a forged signature, a challenge of another key and garbage', async () => {
    const genuine = decoded(await solvedCaptcha(ctx));
    const wrongNumber = encoded({ ...genuine, number: (genuine.number as number) + 1 });
    const forged = encoded({ ...genuine, signature: 'f'.repeat(64) });
    const other = await createTestApp({
      config: { captcha: { hmacKey: 'another-key', maxNumber: 2_000, expiresMinutes: 20 } },
    });
    const otherKeys = await solvedCaptcha(other);
    await other.close();
    for (const captcha of [wrongNumber, forged, otherKeys, 'bm90IGpzb24=', 'not base64 at all']) {
      const res = await post(ctx, '/api/auth/register', signUp(captcha));
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ captcha: [CAPTCHA_MESSAGES.invalid] });
    }
  });

  it('refuses an expired solution', async () => {
    const captcha = await solvedCaptcha(ctx);
    ctx.clock.advanceMinutes(21);
    const res = await post(ctx, '/api/auth/recover', { email: 'late@example.test', captcha }, { ip: nextIp() });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ captcha: [CAPTCHA_MESSAGES.invalid] });
  });

  it('guards the recovery form too, before any mail is counted', async () => {
    const captcha = await solvedCaptcha(ctx);
    const ip = nextIp();
    expect((await post(ctx, '/api/auth/recover', { email: 'a@example.test', captcha }, { ip })).statusCode).toBe(200);
    const again = await post(ctx, '/api/auth/recover', { email: 'a@example.test', captcha }, { ip });
    expect(again.json().errors).toEqual({ captcha: [CAPTCHA_MESSAGES.used] });
  });
});
