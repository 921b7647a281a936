import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { createUser, type CreatedUser } from '../../../test/factories.js';
import { newTotpSecret, totpCode } from '../../platform/totp.js';
import { users } from '../auth/tables.js';
import { notifications } from '../notifications/tables.js';
import { creditEarnings } from '../ledger/testing.js';
import { call, VALID_IBAN } from './testing.js';

describe('payout methods', () => {
  let ctx: TestContext;
  let artist: CreatedUser;
  beforeAll(async () => {
    ctx = await createTestApp();
    artist = await createUser(ctx);
    await creditEarnings(ctx.deps.db, artist.user.id, 100_000_000n);
  });
  afterAll(async () => {
    await ctx.close();
  });

  const lastCode = async () => {
    const mails = await ctx.outbox();
    return /code to receive Liner payouts at this PayPal address is (\d{6})/.exec(mails.at(-1)!.raw)![1];
  };
  const securityNotes = async (userId: number) =>
    (await ctx.deps.db.select().from(notifications).where(eq(notifications.userId, userId))).filter(
      (n) => n.type === 'security',
    );

  it('needs the current password or a second-factor code to change payout details', async () => {
    const none = await call(ctx, artist, 'POST', '/api/profile/paypal/init', { email: 'pay@example.test' });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.password).toEqual(['Enter your current password or a code from your authenticator app']);
    const wrong = await call(ctx, artist, 'POST', '/api/profile/paypal/init', {
      email: 'pay@example.test',
      password: 'not it',
    });
    expect(wrong.json().errors.password).toEqual(['The current password is incorrect']);
    const noTotp = await call(ctx, artist, 'POST', '/api/profile/remove/bank', { twoFactorCode: '123456' });
    expect(noTotp.json().errors.twoFactorCode).toEqual(['The code is invalid or has expired']);
    expect(await ctx.outbox()).toHaveLength(0);
  });

  it('verifies PayPal with an e-mailed code; the first method notifies without pausing payouts', async () => {
    const init = await call(ctx, artist, 'POST', '/api/profile/paypal/init', {
      email: 'Pay@Example.test',
      password: artist.password,
    });
    expect(init.json()).toEqual({ message: 'We sent a 6-digit code to your PayPal e-mail address' });
    const mails = await ctx.outbox();
    expect(mails.at(-1)!.raw).toMatch(/To: pay@example\.test/i);
    const code = await lastCode();
    const methods = (await call(ctx, artist, 'GET', '/api/profile/payout-methods')).json();
    expect(methods).toEqual({
      data: [expect.objectContaining({ type: 'paypal', status: 'pending', destination: 'pay@example.test' })],
      payoutsBlockedUntil: null,
    });

    const wrongCode = code === '000000' ? '111111' : '000000';
    expect(
      (await call(ctx, artist, 'POST', '/api/profile/paypal/verify', { code: wrongCode })).json().errors.code,
    ).toEqual(['The code is invalid or has expired']);
    expect((await call(ctx, artist, 'POST', '/api/profile/paypal/verify', { code })).json()).toEqual({
      message: 'PayPal connected',
    });
    expect((await call(ctx, artist, 'POST', '/api/profile/paypal/verify', { code })).statusCode).toBe(422);
    const notes = await securityNotes(artist.user.id);
    expect(notes).toHaveLength(1);
    expect(notes[0].message).toBe(
      'PayPal payouts now go to pay@example.test. If this was not you, change your password now.',
    );

    const listed = (await call(ctx, artist, 'GET', '/api/profile/payout-methods')).json();
    expect(listed.data[0]).toMatchObject({ status: 'verified' });
    expect(listed.payoutsBlockedUntil).toBeNull();
    const quote = { methodId: listed.data[0].id, amount: '20.00' };
    expect((await call(ctx, artist, 'POST', '/api/portal/wallet/withdrawals/quote', quote)).statusCode).toBe(200);
  });

  it('a bank account as the first method is not paused either', async () => {
    const first = await createUser(ctx);
    const res = await call(ctx, first, 'POST', '/api/profile/update/bank/connect', {
      accountHolder: 'First Holder',
      iban: VALID_IBAN,
      country: 'GB',
      currency: 'GBP',
      password: first.password,
    });
    expect(res.statusCode).toBe(200);
    expect((await call(ctx, first, 'GET', '/api/profile/payout-methods')).json().payoutsBlockedUntil).toBeNull();
    const [note] = await securityNotes(first.user.id);
    expect(note.message).not.toMatch(/paused/);
  });

  it('adding another method pauses payouts for 48 hours, with the pause in the notification', async () => {
    const connected = await call(ctx, artist, 'POST', '/api/profile/update/bank/connect', {
      accountHolder: 'Ada Artist',
      iban: VALID_IBAN,
      country: 'GB',
      currency: 'GBP',
      password: artist.password,
    });
    expect(connected.statusCode).toBe(200);
    const notes = await securityNotes(artist.user.id);
    expect(notes).toHaveLength(2);
    expect(notes.map((n) => n.message)).toContain(
      'Bank payouts now go to Ada Artist •••• 5432. Payouts are paused for 48 hours. If this was not you, change your password now.',
    );

    const listed = (await call(ctx, artist, 'GET', '/api/profile/payout-methods')).json();
    const blockedUntil = new Date(listed.payoutsBlockedUntil);
    expect(blockedUntil.getTime() - ctx.clock.now().getTime()).toBeGreaterThan(47.9 * 3_600_000);
    const paypal = listed.data.find((m: { type: string }) => m.type === 'paypal');
    const quote = { methodId: paypal.id, amount: '20.00' };
    const blocked = await call(ctx, artist, 'POST', '/api/portal/wallet/withdrawals/quote', quote);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toMatch(/payout details changed recently/);
    ctx.clock.advanceMinutes(47 * 60);
    expect((await call(ctx, artist, 'POST', '/api/portal/wallet/withdrawals', quote)).statusCode).toBe(409);
    ctx.clock.advanceMinutes(61);
    expect((await call(ctx, artist, 'POST', '/api/portal/wallet/withdrawals/quote', quote)).statusCode).toBe(200);
  });

  it('gives up on a PayPal code after five wrong tries', async () => {
    const other = await createUser(ctx);
    await call(ctx, other, 'POST', '/api/profile/paypal/init', {
      email: 'other@example.test',
      password: other.password,
    });
    const code = await lastCode();
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) await call(ctx, other, 'POST', '/api/profile/paypal/verify', { code: wrongCode });
    expect((await call(ctx, other, 'POST', '/api/profile/paypal/verify', { code })).statusCode).toBe(422);
  });

  it('connects a bank account only with a valid IBAN or account and routing number', async () => {
    const base = { accountHolder: 'Ada Artist', country: 'gb', currency: 'gbp', password: artist.password };
    const bad = await call(ctx, artist, 'POST', '/api/profile/update/bank/connect', {
      ...base,
      iban: 'GB82 WEST 1234 5698 7654 33',
    });
    expect(bad.json().errors.iban).toEqual(['This IBAN is not valid; check it for typos']);
    const missing = await call(ctx, artist, 'POST', '/api/profile/update/bank/connect', {
      ...base,
      accountNumber: '12345678',
    });
    expect(missing.json().errors.routingNumber).toEqual([
      'Enter an IBAN, or an account number with its routing number',
    ]);
    const ok = await call(ctx, artist, 'POST', '/api/profile/update/bank/connect', { ...base, iban: VALID_IBAN });
    expect(ok.json()).toEqual({ message: 'Bank account connected' });
    const us = await call(ctx, artist, 'POST', '/api/profile/update/bank/connect', {
      ...base,
      country: 'US',
      currency: 'USD',
      accountNumber: '000123456789',
      routingNumber: '021000021',
    });
    expect(us.statusCode).toBe(200);
    const methods = (await call(ctx, artist, 'GET', '/api/profile/payout-methods')).json();
    expect(methods.data.filter((m: { type: string }) => m.type === 'bank')).toEqual([
      expect.objectContaining({ destination: 'Ada Artist •••• 6789', status: 'verified' }),
    ]);
    expect(methods.payoutsBlockedUntil).not.toBeNull();
    expect(await securityNotes(artist.user.id)).toHaveLength(4);
  });

  it('accepts a fresh authenticator code instead of the password, once', async () => {
    const secret = newTotpSecret();
    await ctx.deps.db
      .update(users)
      .set({ totpSecret: secret, totpEnabledAt: ctx.clock.now() })
      .where(eq(users.id, artist.user.id));
    const code = await totpCode(secret, ctx.clock.now());
    expect((await call(ctx, artist, 'POST', '/api/profile/remove/bank', { twoFactorCode: code })).json()).toEqual({
      message: 'Bank account removed',
    });
    const replay = await call(ctx, artist, 'POST', '/api/profile/paypal/remove', { twoFactorCode: code });
    expect(replay.json().errors.twoFactorCode).toEqual(['The code is invalid or has expired']);
    expect(
      (await call(ctx, artist, 'POST', '/api/profile/paypal/remove', { password: artist.password })).json(),
    ).toEqual({ message: 'PayPal removed' });
    expect((await call(ctx, artist, 'GET', '/api/profile/payout-methods')).json()).toMatchObject({
      data: [],
      payoutsBlockedUntil: expect.any(String),
    });
    expect(await securityNotes(artist.user.id)).toHaveLength(6);
  });

  it('a method added after every earlier one was removed is not a first method: it pauses payouts', async () => {
    ctx.clock.advanceMinutes(48 * 60 + 1);
    expect((await call(ctx, artist, 'GET', '/api/profile/payout-methods')).json().payoutsBlockedUntil).toBeNull();
    const res = await call(ctx, artist, 'POST', '/api/profile/update/bank/connect', {
      accountHolder: 'Ada Artist',
      iban: VALID_IBAN,
      country: 'GB',
      currency: 'GBP',
      password: artist.password,
    });
    expect(res.statusCode).toBe(200);
    expect((await call(ctx, artist, 'GET', '/api/profile/payout-methods')).json().payoutsBlockedUntil).not.toBeNull();
  });
});
