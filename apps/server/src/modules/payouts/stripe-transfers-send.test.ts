import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PROVIDER_METHOD_MESSAGES } from '@liner/domain';
import { availableBalanceMicros } from '../ledger/index.js';
import { installStripeConnect } from './stripe-connect-services.js';
import { STRIPE_REFUSALS, stripeMinorUnits } from './stripe-transfers-provider.js';
import { payoutMethods } from './tables.js';
import { call } from './testing.js';

import {
  approved,
  batchRow,
  bed,
  desk,
  group,
  listGroup,
  nextBatchId,
  payee,
  payoutNotes,
  payoutRow,
  refusedTransfer,
  stripeAnswers,
  transferTo,
  startStripeTransfersTestbed,
} from './stripe-transfers-test-support.js';

startStripeTransfersTestbed();

describe('Stripe transfers pay bank accounts connected through Stripe', () => {
  it('counts amounts in each currency’s smallest unit, never rounding up', () => {
    expect(stripeMinorUnits(98_000_000n, 'USD')).toBe(9800);
    expect(stripeMinorUnits(12_345_678n, 'eur')).toBe(1234);
    expect(stripeMinorUnits(1_500_000_000n, 'JPY')).toBe(1500);
    expect(stripeMinorUnits(1_234_567n, 'KWD')).toBe(1230);
  });

  it('takes a payout request to a Stripe bank account only where Stripe Connect is set up', async () => {
    const person = await payee();
    const quote = () =>
      call(bed.ctx, person.who, 'POST', '/api/portal/wallet/withdrawals/quote', {
        methodId: person.methodId,
        amount: '100.00',
      });
    installStripeConnect(bed.ctx.deps, null);
    const off = await quote();
    expect(off.statusCode).toBe(422);
    expect(off.json().errors.methodId).toEqual([PROVIDER_METHOD_MESSAGES.stripeConnectOff]);
    stripeAnswers([]);
    const on = await quote();
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ net: '98.00' });
  });

  it('sends each payout as a transfer in the batch’s group, keyed by the payout', async () => {
    const ada = await payee();
    const bea = await payee();
    const first = await approved(ada);
    const second = await approved(bea);
    const batchId = await nextBatchId();
    const recorded = stripeAnswers([
      listGroup(batchId, 'stripe-transfers-none.json'),
      transferTo(batchId, ada, first),
      transferTo(batchId, bea, second),
    ]);
    const res = await desk('POST', '/export', { provider: 'providers' });
    expect(res.statusCode).toBe(200);
    expect(res.json().batches).toEqual([
      expect.objectContaining({ batchId, provider: 'stripe', count: 2, providerBatchId: group(batchId), error: null }),
    ]);
    expect(recorded.unused()).toEqual([]);
    expect(recorded.unexpected).toEqual([]);
    expect(await batchRow(batchId)).toMatchObject({ provider: 'stripe', providerBatchId: group(batchId) });
    expect(await payoutRow(first)).toMatchObject({ status: 'sending', batchId });
    const listed = (await desk('GET', '/batches')).json().data[0];
    expect(listed).toMatchObject({
      id: batchId,
      provider: 'stripe',
      providerBatchId: group(batchId),
      status: 'sending',
    });
  });

  it('keeps a batch Stripe took in part, and a resubmit never pays a payout twice', async () => {
    const ada = await payee();
    const bea = await payee();
    const first = await approved(ada);
    const second = await approved(bea);
    const batchId = await nextBatchId();
    stripeAnswers([
      listGroup(batchId, 'stripe-transfers-none.json'),
      transferTo(batchId, ada, first),
      refusedTransfer('stripe-transfer-balance-insufficient.json'),
    ]);
    const res = await desk('POST', '/export', { provider: 'providers' });
    expect(res.statusCode).toBe(200);
    const [batch] = res.json().batches;
    expect(batch).toMatchObject({ batchId, provider: 'stripe', providerBatchId: null });
    expect(batch.error).toContain(`Stripe refused the transfer of payout ${second}`);
    expect(batch.error).toContain('(balance_insufficient)');
    expect(batch.error).toContain('1 of 2 transfers are made');
    // Nothing came back: the platform balance is the operator's to top up.
    for (const id of [first, second]) expect((await payoutRow(id)).status).toBe('sending');
    expect(await batchRow(batchId)).toMatchObject({ providerBatchId: null });

    // Topped up: the transfer already made is found in the group and not made again.
    const recorded = stripeAnswers([
      listGroup(batchId, 'stripe-transfers-made.json', {
        payoutId: first,
        account: ada.account,
        group: group(batchId),
      }),
      transferTo(batchId, bea, second),
    ]);
    const again = await desk('POST', `/batches/${batchId}/submit`);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ batchId, providerBatchId: group(batchId), error: null });
    expect(recorded.unused()).toEqual([]);
    expect(recorded.unexpected).toEqual([]);
  });

  it('returns a payout whose account Stripe will not pay, or that is no longer verified, to the wallet', async () => {
    const refusedByStripe = await payee();
    const fine = await payee();
    const unverified = await payee();
    const refusedPayout = await approved(refusedByStripe);
    const finePayout = await approved(fine);
    const unverifiedPayout = await approved(unverified);
    // Stripe stopped paying this one's bank after approval (the account went back to pending).
    await bed.ctx.deps.db
      .update(payoutMethods)
      .set({ status: 'pending' })
      .where(eq(payoutMethods.id, unverified.methodId));
    const before = await availableBalanceMicros(bed.ctx.deps.db, refusedByStripe.who.user.id);
    const batchId = await nextBatchId();
    const recorded = stripeAnswers([
      listGroup(batchId, 'stripe-transfers-none.json'),
      refusedTransfer('stripe-transfer-no-capability.json'),
      transferTo(batchId, fine, finePayout),
    ]);
    const res = await desk('POST', '/export', { provider: 'providers' });
    expect(res.statusCode).toBe(200);
    expect(res.json().batches[0]).toMatchObject({ batchId, providerBatchId: group(batchId), error: null });
    expect(recorded.unused()).toEqual([]);
    expect(await payoutRow(refusedPayout)).toMatchObject({
      status: 'returned',
      returnReason: STRIPE_REFUSALS.accountRefused,
    });
    expect(await payoutRow(unverifiedPayout)).toMatchObject({
      status: 'returned',
      returnReason: STRIPE_REFUSALS.notConnected,
    });
    expect(await payoutRow(finePayout)).toMatchObject({ status: 'sending' });
    expect(await availableBalanceMicros(bed.ctx.deps.db, refusedByStripe.who.user.id)).toBe(before + 100_000_000n);
    expect(await payoutNotes(refusedByStripe.who.user.id)).toEqual([
      'Payout approved',
      'Payout sending',
      'Payout returned',
    ]);
  });
});
