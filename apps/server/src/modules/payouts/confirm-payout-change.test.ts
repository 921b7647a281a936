import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYOUT_MESSAGES, WRONG_TWO_FACTOR_CODE } from '@liner/domain';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { createUser, type CreatedUser } from '../../../test/factories.js';
import { PAYOUT_CODES_PER_HOUR } from './confirm-payout-change.js';
import { call, VALID_IBAN } from './testing.js';

const SEND = '/api/profile/payout-methods/email-code';

/** Accounts whose second factor is e-mailed codes confirm payout changes with a code sent for it. */
describe('payout changes confirmed with an e-mailed code', () => {
  let ctx: TestContext;
  let emailUser: CreatedUser;
  let other: CreatedUser;
  beforeAll(async () => {
    ctx = await createTestApp();
    emailUser = await createUser(ctx, { emailTwoFactorEnabledAt: ctx.clock.now() });
    other = await createUser(ctx, { emailTwoFactorEnabledAt: ctx.clock.now() });
  });
  afterAll(async () => {
    await ctx.close();
  });

  /** Asks for a code and answers it with the secret, read from the mail the owner got. */
  const sendCode = async (who: CreatedUser) => {
    // Past the mails' cooldown (outbound-mail) left by an earlier code.
    ctx.clock.advanceMinutes(1);
    const res = await call(ctx, who, 'POST', SEND);
    expect(res.statusCode, res.body).toBe(200);
    const mail = (await ctx.outbox()).at(-1)!.raw;
    expect(mail).toContain(`To: ${who.user.email}`);
    expect(mail).toContain('Your Liner code to change payout details');
    const code = /change of your payout details is (\d{6})/.exec(mail)![1];
    return { code, secret: res.json().emailCodeSecret as string, message: res.json().message as string };
  };
  const connectBank = (who: CreatedUser, proof: object) =>
    call(ctx, who, 'POST', '/api/profile/update/bank/connect', {
      accountHolder: 'Mail Coder',
      iban: VALID_IBAN,
      country: 'GB',
      currency: 'GBP',
      ...proof,
    });
  const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('refuses to send a code to an account without e-mail codes, and needs a session', async () => {
    const plain = await createUser(ctx);
    const res = await call(ctx, plain, 'POST', SEND);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(PAYOUT_MESSAGES.emailCodesOff);
    expect((await call(ctx, null, 'POST', SEND)).statusCode).toBe(401);
    expect(await ctx.outbox()).toHaveLength(0);
  });

  it('accepts the mailed code instead of the password, once', async () => {
    const { code, secret, message } = await sendCode(emailUser);
    expect(message).toBe(PAYOUT_MESSAGES.emailCodeSent);
    const wrong = await connectBank(emailUser, { emailCode: otherCode(code), emailCodeSecret: secret });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ emailCode: [WRONG_TWO_FACTOR_CODE] });

    const ok = await connectBank(emailUser, { emailCode: code, emailCodeSecret: secret });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ message: PAYOUT_MESSAGES.bankConnected });

    const replay = await call(ctx, emailUser, 'POST', '/api/profile/remove/bank', {
      emailCode: code,
      emailCodeSecret: secret,
    });
    expect(replay.statusCode).toBe(422);
    expect(replay.json().errors).toEqual({ emailCode: [WRONG_TWO_FACTOR_CODE] });
    expect((await call(ctx, emailUser, 'GET', '/api/profile/payout-methods')).json().data).toHaveLength(1);
  });

  it('refuses the code without its secret, with another account, after it expired, and after 5 wrong tries', async () => {
    const first = await sendCode(emailUser);
    expect(
      (await call(ctx, emailUser, 'POST', '/api/profile/remove/bank', { emailCode: first.code })).json().errors,
    ).toEqual({ emailCode: [WRONG_TWO_FACTOR_CODE] });
    expect(
      (
        await call(ctx, other, 'POST', '/api/profile/remove/bank', {
          emailCode: first.code,
          emailCodeSecret: first.secret,
        })
      ).json().errors,
    ).toEqual({ emailCode: [WRONG_TWO_FACTOR_CODE] });
    ctx.clock.advanceMinutes(11);
    expect(
      (
        await call(ctx, emailUser, 'POST', '/api/profile/remove/bank', {
          emailCode: first.code,
          emailCodeSecret: first.secret,
        })
      ).statusCode,
    ).toBe(422);

    const second = await sendCode(emailUser);
    for (let i = 0; i < 5; i += 1) {
      await call(ctx, emailUser, 'POST', '/api/profile/remove/bank', {
        emailCode: otherCode(second.code),
        emailCodeSecret: second.secret,
      });
    }
    const late = await call(ctx, emailUser, 'POST', '/api/profile/remove/bank', {
      emailCode: second.code,
      emailCodeSecret: second.secret,
    });
    expect(late.statusCode).toBe(422);
    expect((await call(ctx, emailUser, 'GET', '/api/profile/payout-methods')).json().data).toHaveLength(1);
  });

  it('is never a sign-in code, and a sign-in secret does not confirm a payout change', async () => {
    const { code, secret } = await sendCode(other);
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/verify/login',
      payload: { secretHash: secret, code },
    });
    expect(signIn.statusCode).toBe(422);
    // Still usable for what it was sent for: the failed sign-in did not touch it.
    expect((await connectBank(other, { emailCode: code, emailCodeSecret: secret })).statusCode).toBe(200);

    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: other.user.email, password: other.password },
    });
    const loginSecret = login.json().secretHash as string;
    expect(loginSecret).toEqual(expect.any(String));
    const loginCode = /sign-in code is (\d{6})/.exec((await ctx.outbox()).at(-1)!.raw)![1];
    const res = await call(ctx, other, 'POST', '/api/profile/remove/bank', {
      emailCode: loginCode,
      emailCodeSecret: loginSecret,
    });
    expect(res.json().errors).toEqual({ emailCode: [WRONG_TWO_FACTOR_CODE] });
  });

  it(`sends at most ${PAYOUT_CODES_PER_HOUR} codes an hour`, async () => {
    const busy = await createUser(ctx, { emailTwoFactorEnabledAt: ctx.clock.now() });
    for (let i = 0; i < PAYOUT_CODES_PER_HOUR; i += 1) {
      expect((await call(ctx, busy, 'POST', SEND)).statusCode).toBe(200);
      ctx.clock.advanceMinutes(1);
    }
    expect((await call(ctx, busy, 'POST', SEND)).statusCode).toBe(429);
    ctx.clock.advanceMinutes(61);
    expect((await call(ctx, busy, 'POST', SEND)).statusCode).toBe(200);
  });
});
