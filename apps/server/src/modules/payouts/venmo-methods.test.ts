import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CONFIRM_EMAIL_FIRST_MESSAGE, PHONE_MESSAGES, PROVIDER_METHOD_MESSAGES } from '@liner/domain';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { createUser, type CreatedUser } from '../../../test/factories.js';
import { notifications } from '../notifications/tables.js';
import { call, lastSmsCode, otherCode } from './testing.js';

const PHONE = '+1 (415) 555-0123';
const WRONG_CODE = ['The code is invalid or has expired'];

describe('Venmo payout method', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  const init = (who: CreatedUser, body: object) =>
    call(ctx, who, 'POST', '/api/profile/venmo/init', { password: who.password, ...body });
  const verify = (who: CreatedUser, code: string) => call(ctx, who, 'POST', '/api/profile/venmo/verify', { code });
  const methods = async (who: CreatedUser) => (await call(ctx, who, 'GET', '/api/profile/payout-methods')).json();
  const securityNotes = async (userId: number) =>
    (await ctx.deps.db.select().from(notifications).where(eq(notifications.userId, userId))).filter(
      (note) => note.type === 'security',
    );

  it('refuses a number that is not a US phone number, with the reason on the field', async () => {
    const artist = await createUser(ctx);
    for (const [phone, message] of [
      ['', PHONE_MESSAGES.missing],
      ['555 0123', PHONE_MESSAGES.format],
      ['+44 20 7946 0958', PHONE_MESSAGES.notUs],
      ['+1 115 555 0123', PHONE_MESSAGES.notNanp],
      ['x'.repeat(41), PHONE_MESSAGES.format],
    ]) {
      const res = await init(artist, { phone });
      expect(res.statusCode, phone).toBe(422);
      expect(res.json().errors.phone).toEqual([message]);
    }
    expect((await init(artist, { phone: 4155550123 })).statusCode).toBe(422);
    expect(await ctx.smsOutbox()).toHaveLength(0);
  });

  it('needs the password (or a second factor) and a confirmed e-mail address', async () => {
    const artist = await createUser(ctx);
    const none = await call(ctx, artist, 'POST', '/api/profile/venmo/init', { phone: PHONE });
    expect(none.json().errors.password).toEqual(['Enter your current password or a code from your authenticator app']);
    const wrong = await init(artist, { phone: PHONE, password: 'not it' });
    expect(wrong.json().errors.password).toEqual(['The current password is incorrect']);
    const unconfirmed = await createUser(ctx, { confirmedAt: null });
    const refused = await init(unconfirmed, { phone: PHONE });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(CONFIRM_EMAIL_FIRST_MESSAGE);
    expect(await ctx.smsOutbox()).toHaveLength(0);
  });

  it('texts a code to the number; the code verifies it once, and the owner is told', async () => {
    const artist = await createUser(ctx);
    const res = await init(artist, { phone: PHONE });
    expect(res.json()).toEqual({ message: PROVIDER_METHOD_MESSAGES.venmoCodeSent });
    const [sms] = (await ctx.smsOutbox()).slice(-1);
    expect(sms.to).toBe('+14155550123');
    const code = await lastSmsCode(ctx);
    expect(await methods(artist)).toEqual({
      data: [expect.objectContaining({ type: 'venmo', status: 'pending', destination: '+1 ••• ••• 0123' })],
      payoutsBlockedUntil: null,
    });

    expect((await verify(artist, otherCode(code))).json().errors.code).toEqual(WRONG_CODE);
    expect((await verify(artist, code)).json()).toEqual({ message: PROVIDER_METHOD_MESSAGES.venmoVerified });
    expect((await verify(artist, code)).json().errors.code).toEqual([PROVIDER_METHOD_MESSAGES.noPendingVenmo]);
    const listed = await methods(artist);
    expect(listed.data[0]).toMatchObject({ type: 'venmo', status: 'verified' });
    expect(listed.payoutsBlockedUntil).toBeNull();
    const notes = await securityNotes(artist.user.id);
    expect(notes.map((note) => note.message)).toEqual([
      'Venmo payouts now go to +1 ••• ••• 0123. If this was not you, change your password now.',
    ]);
  });

  it('refuses malformed codes before looking at anything', async () => {
    const artist = await createUser(ctx);
    for (const code of ['', '12345', '1234567', 'abcdef', '12 34 56']) {
      const res = await verify(artist, code);
      expect(res.statusCode, code).toBe(422);
      expect(res.json().errors.code).toEqual(['Enter the 6-digit code']);
    }
  });

  it('a code expires after 30 minutes', async () => {
    const artist = await createUser(ctx);
    await init(artist, { phone: PHONE });
    const code = await lastSmsCode(ctx);
    ctx.clock.advanceMinutes(31);
    expect((await verify(artist, code)).json().errors.code).toEqual(WRONG_CODE);
  });

  it('five wrong codes end the code: the right one no longer works', async () => {
    const artist = await createUser(ctx);
    await init(artist, { phone: PHONE });
    const code = await lastSmsCode(ctx);
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await verify(artist, otherCode(code))).statusCode).toBe(422);
    expect((await verify(artist, code)).json().errors.code).toEqual(WRONG_CODE);
  });

  it('a new code at most once a minute and five an hour; a resent code replaces the old one', async () => {
    const artist = await createUser(ctx);
    await init(artist, { phone: PHONE });
    const first = await lastSmsCode(ctx);
    const tooSoon = await init(artist, { phone: PHONE });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().message).toBe(PROVIDER_METHOD_MESSAGES.resendTooSoon);
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(0);
    for (let sent = 1; sent < 5; sent += 1) {
      ctx.clock.advanceMinutes(1.1);
      expect((await init(artist, { phone: PHONE })).statusCode).toBe(200);
    }
    const latest = await lastSmsCode(ctx);
    ctx.clock.advanceMinutes(1.1);
    const sixth = await init(artist, { phone: PHONE });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe(PROVIDER_METHOD_MESSAGES.tooManyCodes);
    if (first !== latest) expect((await verify(artist, first)).statusCode).toBe(422);
    expect((await verify(artist, latest)).statusCode).toBe(200);
  });

  it("another account can neither verify nor remove someone's number", async () => {
    const owner = await createUser(ctx);
    const other = await createUser(ctx);
    await init(owner, { phone: '+1 212 555 0199' });
    const code = await lastSmsCode(ctx);
    expect((await verify(other, code)).json().errors.code).toEqual([PROVIDER_METHOD_MESSAGES.noPendingVenmo]);
    const removed = await call(ctx, other, 'POST', '/api/profile/venmo/remove', { password: other.password });
    expect(removed.statusCode).toBe(404);
    expect((await methods(other)).data).toEqual([]);
    expect((await verify(owner, code)).statusCode).toBe(200);
  });

  it('removing asks for the proof, pauses payouts, and a second remove finds nothing', async () => {
    const artist = await createUser(ctx);
    await init(artist, { phone: PHONE });
    await verify(artist, await lastSmsCode(ctx));
    const unproved = await call(ctx, artist, 'POST', '/api/profile/venmo/remove', {});
    expect(unproved.statusCode).toBe(422);
    const removed = await call(ctx, artist, 'POST', '/api/profile/venmo/remove', { password: artist.password });
    expect(removed.json()).toEqual({ message: PROVIDER_METHOD_MESSAGES.venmoRemoved });
    const listed = await methods(artist);
    expect(listed.data).toEqual([]);
    expect(listed.payoutsBlockedUntil).not.toBeNull();
    const notes = await securityNotes(artist.user.id);
    expect(notes.at(-1)?.message).toBe(
      'Your Venmo number +1 ••• ••• 0123 was removed. Payouts are paused for 48 hours. If this was not you, change your password now.',
    );
    const again = await call(ctx, artist, 'POST', '/api/profile/venmo/remove', { password: artist.password });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(PROVIDER_METHOD_MESSAGES.nothingToRemove);
  });

  it('a verified Venmo number is a method a payout may go to: only the empty wallet is refused', async () => {
    const artist = await createUser(ctx);
    await init(artist, { phone: PHONE });
    await verify(artist, await lastSmsCode(ctx));
    const [venmo] = (await methods(artist)).data;
    const quote = await call(ctx, artist, 'POST', '/api/portal/wallet/withdrawals/quote', {
      methodId: venmo.id,
      amount: '20.00',
    });
    expect(quote.json().errors?.methodId).toBeUndefined();
    expect(quote.statusCode).toBe(422);
    expect(Object.keys(quote.json().errors)).toEqual(['amount']);
  });
});
