import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIRM_EMAIL_FIRST_MESSAGE, PAYOUT_MESSAGES } from '@liner/domain';
import { tokenFromMail } from '../src/modules/auth/testing.js';
import { availableBalanceMicros } from '../src/modules/ledger/index.js';
import { creditEarnings } from '../src/modules/ledger/testing.js';
import { VALID_IBAN } from '../src/modules/payouts/testing.js';
import { createOwnedTrack, importEarnings, submitOk } from '../src/modules/splits/testing.js';
import { bearer, type CreatedUser, createUser } from './factories.js';
import { createTestApp, type TestContext } from './harness.js';

// Finding: a sign-up with the invited address (never confirmed) accepted a split, received its
// earnings and asked for a payout. Money follows an address only once its owner confirmed it.

let ctx: TestContext;
let owner: CreatedUser;
let squatter: CreatedUser;
let trackId: number;
let splitId: number;
const invited = 'invited.payee@example.test';

const call = (who: CreatedUser, method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: bearer(who.token), ...(payload ? { payload } : {}) });

const expectConfirmFirst = (res: { statusCode: number; json: () => unknown }) => {
  expect(res.statusCode).toBe(403);
  expect(res.json()).toEqual({ code: 'EMAIL_NOT_CONFIRMED', message: CONFIRM_EMAIL_FIRST_MESSAGE });
};

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createUser(ctx, { displayName: 'Nova Reyes' });
  await creditEarnings(ctx.deps.db, owner.user.id, 100_000_000n);
  trackId = await createOwnedTrack(ctx, owner.user.id);
  splitId = await submitOk(ctx, owner.token, {
    trackId,
    effectiveFrom: '2026-01-01',
    payees: [{ email: invited, share: 50 }],
  });
  squatter = await createUser(ctx, { email: invited, confirmedAt: null });
});
afterAll(async () => ctx.close());

describe('an account whose e-mail address is not confirmed', () => {
  it('is nobody’s payee: earnings stay held on the owner’s side, not in its held account', async () => {
    const shares = await importEarnings(ctx, {
      trackId,
      ownerUserId: owner.user.id,
      amountMicros: 10_000_000n,
      saleDate: '2026-02-01',
    });
    expect(shares.find((share) => share.payeeEmail === invited)).toMatchObject({ userId: null, held: true });
  });

  it('neither sees nor accepts the invitation', async () => {
    expect((await call(squatter, 'GET', '/api/portal/split/collabs')).json().data).toEqual([]);
    expect((await call(squatter, 'GET', '/api/portal/sales/collabs')).json().data).toEqual([]);
    expectConfirmFirst(await call(squatter, 'POST', '/api/portal/split/confirm', { splitId, accept: true }));
    expectConfirmFirst(await call(squatter, 'POST', '/api/portal/split/bulk/accept', { splitIds: [splitId] }));
    const listed = (await call(owner, 'GET', '/api/portal/split')).json().data[0];
    expect(listed.payees[0]).toMatchObject({ email: invited, name: null, status: 'pending' });
  });

  it('cannot add a payout method nor request a payout', async () => {
    expectConfirmFirst(
      await call(squatter, 'POST', '/api/profile/update/bank/connect', {
        accountHolder: 'Not Them',
        iban: VALID_IBAN,
        country: 'GB',
        currency: 'GBP',
        password: squatter.password,
      }),
    );
    expectConfirmFirst(
      await call(squatter, 'POST', '/api/profile/paypal/init', {
        email: 'me@example.test',
        password: squatter.password,
      }),
    );
    expectConfirmFirst(
      await call(squatter, 'POST', '/api/portal/wallet/withdrawals', { methodId: 1, amount: '10.00' }),
    );
    expectConfirmFirst(await call(squatter, 'POST', '/api/portal/wallet/transfers/init', { email: owner.user.email }));
  });

  it('receives no transfer, and the sender is told why', async () => {
    const res = await call(owner, 'POST', '/api/portal/wallet/transfers/init', { email: invited, amount: '20.00' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ email: [PAYOUT_MESSAGES.receiverUnconfirmed] });
    expect(await availableBalanceMicros(ctx.deps.db, squatter.user.id)).toBe(0n);
  });

  it('once confirmed through the mailed link, sees and accepts the split and gets what was held', async () => {
    expect((await call(squatter, 'POST', '/api/auth/verify/email/send', {})).statusCode).toBe(200);
    const token = await tokenFromMail(ctx, invited, '/register/verify/');
    const verified = await ctx.app.inject({ method: 'POST', url: '/api/auth/verify/email', payload: { token } });
    expect(verified.statusCode).toBe(200);
    // The session opened before confirming sees the change at once.
    expect((await call(squatter, 'GET', '/api/portal/split/collabs')).json().data).toMatchObject([
      { id: splitId, status: 'pending' },
    ]);
    const accepted = await call(squatter, 'POST', '/api/portal/split/confirm', { splitId, accept: true });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ status: 'accepted', settled: '5.000000' });
    expect(await availableBalanceMicros(ctx.deps.db, squatter.user.id)).toBe(5_000_000n);
  });
});
