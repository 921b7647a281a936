import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROMO_MESSAGES } from '@liner/domain';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { createUser, type CreatedUser } from '../../../test/factories.js';
import { get, post } from './testing.js';

let ctx: TestContext;
let operator: CreatedUser;
beforeAll(async () => {
  ctx = await createTestApp();
  operator = await createUser(ctx, { isAdmin: true });
});
afterAll(async () => {
  await ctx.close();
});

const apply = (token: string, code: string) => post(ctx, '/api/auth/apply-promotional-code', { code }, { token });
const me = async (token: string) => (await get(ctx, '/api/auth/me', { token })).json().user;

describe('operator promo codes', () => {
  it('creates codes (upper-cased) and lists them newest first', async () => {
    const created = await post(
      ctx,
      '/api/admin/promo-codes',
      { code: 'spring-26', durationDays: 30, maxUses: 2, expiresOn: '2099-04-30' },
      { token: operator.token },
    );
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      code: 'SPRING-26',
      durationDays: 30,
      maxUses: 2,
      uses: 0,
      expiresOn: '2099-04-30',
    });
    const again = await post(
      ctx,
      '/api/admin/promo-codes',
      { code: 'SPRING-26', durationDays: 5 },
      { token: operator.token },
    );
    expect(again.json().errors).toEqual({ code: [PROMO_MESSAGES.taken] });
    const list = (await get(ctx, '/api/admin/promo-codes', { token: operator.token })).json();
    expect(list.data[0]).toMatchObject({ code: 'SPRING-26' });
  });

  it('refuses bad values with field messages, and anybody but an operator', async () => {
    const bad = await post(
      ctx,
      '/api/admin/promo-codes',
      { code: 'x!', durationDays: 0, maxUses: -1, expiresOn: '2026-02-30' },
      { token: operator.token },
    );
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['code', 'durationDays', 'expiresOn', 'maxUses']);
    const artist = await createUser(ctx);
    expect(
      (await post(ctx, '/api/admin/promo-codes', { code: 'ABC', durationDays: 3 }, { token: artist.token })).statusCode,
    ).toBe(403);
    expect((await get(ctx, '/api/admin/promo-codes', { token: artist.token })).statusCode).toBe(403);
  });

  it('ends a code: refused from now on as expired, the accounts that used it keep their free period', async () => {
    const created = (
      await post(ctx, '/api/admin/promo-codes', { code: 'LEAKED', durationDays: 10 }, { token: operator.token })
    ).json();
    expect(created).toMatchObject({ usable: true, expiresOn: null });
    const early = await createUser(ctx);
    expect((await apply(early.token, 'LEAKED')).statusCode).toBe(200);

    const ended = await post(ctx, `/api/admin/promo-codes/${created.id}/end`, {}, { token: operator.token });
    expect(ended.statusCode).toBe(200);
    const yesterday = new Date(ctx.clock.now().getTime() - 86_400_000).toISOString().slice(0, 10);
    expect(ended.json()).toMatchObject({
      message: PROMO_MESSAGES.ended,
      promoCode: { code: 'LEAKED', uses: 1, usable: false, expiresOn: yesterday },
    });
    // Ending twice changes nothing.
    const again = await post(ctx, `/api/admin/promo-codes/${created.id}/end`, {}, { token: operator.token });
    expect(again.json().promoCode.expiresOn).toBe(yesterday);

    const late = await createUser(ctx);
    expect((await apply(late.token, 'LEAKED')).json().errors).toEqual({ code: [PROMO_MESSAGES.expired] });
    expect(await me(early.token)).toMatchObject({ promoActive: true });
  });

  it('refuses to end an unknown code, a bad id, and for anybody but an operator', async () => {
    expect((await post(ctx, '/api/admin/promo-codes/999999/end', {}, { token: operator.token })).statusCode).toBe(404);
    const bad = await post(ctx, '/api/admin/promo-codes/abc/end', {}, { token: operator.token });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['id']);
    const artist = await createUser(ctx);
    expect((await post(ctx, '/api/admin/promo-codes/1/end', {}, { token: artist.token })).statusCode).toBe(403);
  });
});

describe('POST /api/auth/apply-promotional-code', () => {
  it('turns the promo flags on for the code days, once per account, until the uses run out', async () => {
    await post(
      ctx,
      '/api/admin/promo-codes',
      { code: 'TWICE', durationDays: 3, maxUses: 2 },
      { token: operator.token },
    );
    const first = await createUser(ctx);
    expect(await me(first.token)).toMatchObject({ promoActive: false, promoExists: false });
    const applied = await apply(first.token, ' twice ');
    expect(applied.statusCode).toBe(200);
    expect(await me(first.token)).toMatchObject({ promoActive: true, promoExists: true });
    expect((await apply(first.token, 'TWICE')).json().errors).toEqual({ code: [PROMO_MESSAGES.alreadyUsed] });

    const second = await createUser(ctx);
    expect((await apply(second.token, 'TWICE')).statusCode).toBe(200);
    const third = await createUser(ctx);
    expect((await apply(third.token, 'TWICE')).json().errors).toEqual({ code: [PROMO_MESSAGES.usedUp] });

    // The free period ends; the flag that a code was used stays.
    ctx.clock.advanceDays(4);
    expect(await me(first.token)).toMatchObject({ promoActive: false, promoExists: true });
  });

  it('refuses unknown, expired and empty codes', async () => {
    const { token } = await createUser(ctx);
    expect((await apply(token, 'NOPE')).json().errors).toEqual({ code: [PROMO_MESSAGES.unknown] });
    const today = ctx.clock.now().toISOString().slice(0, 10);
    await post(
      ctx,
      '/api/admin/promo-codes',
      { code: 'LASTDAY', durationDays: 1, expiresOn: today },
      { token: operator.token },
    );
    expect((await apply(token, 'LASTDAY')).statusCode).toBe(200);
    await post(
      ctx,
      '/api/admin/promo-codes',
      { code: 'OLDCODE', durationDays: 1, expiresOn: today },
      { token: operator.token },
    );
    ctx.clock.advanceDays(1);
    expect((await apply(token, 'OLDCODE')).json().errors).toEqual({ code: [PROMO_MESSAGES.expired] });
    expect((await post(ctx, '/api/auth/apply-promotional-code', {}, { token })).json().errors).toEqual({
      code: [PROMO_MESSAGES.enter],
    });
    expect((await post(ctx, '/api/auth/apply-promotional-code', { code: 'X' })).statusCode).toBe(401);
  });
});
