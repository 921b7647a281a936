import { describe, expect, it } from 'vitest';
import type { RecordedExchange } from '../../../test/recorded-fetch.js';
import { deliverStripeEvent, sentHeader } from '../../../test/stripe-events.js';
import { availableBalanceMicros } from '../ledger/index.js';
import { installStripeConnect } from './stripe-connect-services.js';
import { STRIPE_RETURNS } from './stripe-transfers-provider.js';
import { STRIPE_CONNECT_WEBHOOK_SECRET } from './testing.js';

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
  recorder,
  stripeAnswers,
  transferTo,
  startStripeTransfersTestbed,
  API,
  WEBHOOK,
} from './stripe-transfers-test-support.js';

startStripeTransfersTestbed();

describe('the Stripe Connect webhook', () => {
  /** A payout sent through Stripe in a batch of its own; answers what the events need. */
  async function sent() {
    const person = await payee();
    const payoutId = await approved(person);
    const batchId = await nextBatchId();
    stripeAnswers([listGroup(batchId, 'stripe-transfers-none.json'), transferTo(batchId, person, payoutId)]);
    const res = await desk('POST', '/export', { provider: 'providers' });
    expect(res.json().batches[0].providerBatchId).toBe(group(batchId));
    return { person, payoutId, batchId, fill: { payoutId, account: person.account, group: group(batchId) } };
  }

  let events = 0;
  const deliver = (fixture: string, fill: Record<string, string | number>, secret = STRIPE_CONNECT_WEBHOOK_SECRET) =>
    deliverStripeEvent(bed.ctx.app, WEBHOOK, recorder.readFixture(fixture, fill), { secret });
  const eventId = () => {
    events += 1;
    return `evt_1QLinerConnect${events}`;
  };

  it('refuses a delivery whose signature does not verify, and answers 404 where Stripe Connect is off', async () => {
    const { fill, payoutId } = await sent();
    stripeAnswers([]);
    const forged = await deliver(
      'stripe-connect-event-transfer-reversed.json',
      { ...fill, eventId: eventId() },
      'whsec_not_ours',
    );
    expect(forged.statusCode).toBe(400);
    const unsigned = await bed.ctx.app.inject({
      method: 'POST',
      url: WEBHOOK,
      headers: { 'content-type': 'application/json' },
      payload: recorder.readFixture('stripe-connect-event-transfer-reversed.json', { ...fill, eventId: eventId() }),
    });
    expect(unsigned.statusCode).toBe(400);
    expect((await payoutRow(payoutId)).status).toBe('sending');
    installStripeConnect(bed.ctx.deps, null);
    const off = await deliver('stripe-connect-event-transfer-reversed.json', { ...fill, eventId: eventId() });
    expect(off.statusCode).toBe(404);
  });

  it('returns a reversed transfer to the wallet once, with a notification, however often it is delivered', async () => {
    const { person, payoutId, batchId, fill } = await sent();
    const recorded = stripeAnswers([]);
    const before = await availableBalanceMicros(bed.ctx.deps.db, person.who.user.id);
    const event = { ...fill, eventId: eventId() };
    for (let delivery = 0; delivery < 2; delivery++) {
      const res = await deliver('stripe-connect-event-transfer-reversed.json', event);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ received: true });
    }
    expect(await payoutRow(payoutId)).toMatchObject({ status: 'returned', returnReason: STRIPE_RETURNS.reversed });
    expect(await availableBalanceMicros(bed.ctx.deps.db, person.who.user.id)).toBe(before + 100_000_000n);
    expect(await payoutNotes(person.who.user.id)).toEqual(['Payout approved', 'Payout sending', 'Payout returned']);
    const batches = (await desk('GET', '/batches')).json().data;
    expect(batches.find((batch: { id: number }) => batch.id === batchId)).toMatchObject({ returnedCount: 1 });
    expect(recorded.calls).toEqual([]);
  });

  it('acknowledges events about payouts that are not ours and changes nothing', async () => {
    const { person, payoutId, fill } = await sent();
    stripeAnswers([]);
    const before = await availableBalanceMicros(bed.ctx.deps.db, person.who.user.id);
    for (const other of [
      { ...fill, payoutId: 2147483647 },
      // Our payout id, but a transfer to another account than the payout's.
      { ...fill, account: 'acct_1QSomeoneElse' },
    ]) {
      const res = await deliver('stripe-connect-event-transfer-reversed.json', { ...other, eventId: eventId() });
      expect(res.statusCode).toBe(200);
    }
    const platformPayout = await deliver('stripe-connect-event-payout-paid.json', {
      ...fill,
      account: '',
      stripePayout: 'po_1QLinerPlatform',
      eventId: eventId(),
    });
    expect(platformPayout.statusCode).toBe(200);
    expect((await payoutRow(payoutId)).status).toBe('sending');
    expect(await availableBalanceMicros(bed.ctx.deps.db, person.who.user.id)).toBe(before);
  });

  const payoutTransactions = (fill: Record<string, string | number>, account: string): RecordedExchange => ({
    method: 'GET',
    url: `${API}/balance_transactions?payout=${fill.stripePayout}&limit=100&expand[0]=data.source.source_transfer`,
    fixture: 'stripe-payout-balance-transactions.json',
    fill,
    expect: (init) => expect(sentHeader(init, 'stripe-account')).toBe(account),
  });

  it('marks the payouts a connected account’s payout carried paid when it reaches the bank', async () => {
    const { person, payoutId, batchId, fill } = await sent();
    const event = { ...fill, stripePayout: 'po_1QLinerPaid', eventId: eventId() };
    const recorded = stripeAnswers([payoutTransactions(event, person.account)]);
    const res = await deliver('stripe-connect-event-payout-paid.json', event);
    expect(res.statusCode).toBe(200);
    expect(recorded.unused()).toEqual([]);
    expect(recorded.unexpected).toEqual([]);
    expect(await payoutRow(payoutId)).toMatchObject({ status: 'paid' });
    expect(await batchRow(batchId)).toMatchObject({ status: 'paid' });
    expect(await payoutNotes(person.who.user.id)).toEqual(['Payout approved', 'Payout sending', 'Payout paid']);
  });

  it('takes the transfer back when the bank refuses the payout, and returns it to the wallet once', async () => {
    const { person, payoutId, fill } = await sent();
    const event = { ...fill, stripePayout: 'po_1QLinerFailed', eventId: eventId() };
    const before = await availableBalanceMicros(bed.ctx.deps.db, person.who.user.id);
    const recorded = stripeAnswers([
      payoutTransactions(event, person.account),
      {
        method: 'POST',
        url: `${API}/transfers/tr_1QLiner${payoutId}/reversals`,
        fixture: 'stripe-transfer-reversal.json',
        fill: event,
        expect: (init) => expect(sentHeader(init, 'idempotency-key')).toBe(`liner-payout-${payoutId}-reversal`),
      },
      // Delivered again: the transactions are read again, but nothing is reversed twice.
      payoutTransactions(event, person.account),
    ]);
    for (let delivery = 0; delivery < 2; delivery++)
      expect((await deliver('stripe-connect-event-payout-failed.json', event)).statusCode).toBe(200);
    expect(recorded.unused()).toEqual([]);
    expect(recorded.unexpected).toEqual([]);
    expect(await payoutRow(payoutId)).toMatchObject({
      status: 'returned',
      returnReason: STRIPE_RETURNS.bankRefused('The bank account has been closed.'),
    });
    expect(await availableBalanceMicros(bed.ctx.deps.db, person.who.user.id)).toBe(before + 100_000_000n);
    expect(await payoutNotes(person.who.user.id)).toEqual(['Payout approved', 'Payout sending', 'Payout returned']);
  });

  it('asks Stripe to deliver again when it cannot be asked what a payout carried', async () => {
    const { person, payoutId, fill } = await sent();
    const event = { ...fill, stripePayout: 'po_1QLinerDown', eventId: eventId() };
    stripeAnswers([
      { ...payoutTransactions(event, person.account), status: 500, fixture: 'stripe-connect-api-error.json' },
    ]);
    const res = await deliver('stripe-connect-event-payout-failed.json', event);
    expect(res.statusCode).toBe(409);
    expect((await payoutRow(payoutId)).status).toBe('sending');
  });
});
