import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, max } from 'drizzle-orm';
import { PROVIDER_METHOD_MESSAGES } from '@liner/domain';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { createUser, type CreatedUser } from '../../../test/factories.js';
import { createRecorder, type RecordedExchange } from '../../../test/recorded-fetch.js';
import { deliverStripeEvent, sentForm, sentHeader } from '../../../test/stripe-events.js';
import { availableBalanceMicros } from '../ledger/index.js';
import { creditEarnings } from '../ledger/testing.js';
import { notifications } from '../notifications/tables.js';
import { installStripeConnect } from './stripe-connect-services.js';
import { STRIPE_REFUSALS, STRIPE_RETURNS, stripeMinorUnits } from './stripe-transfers-provider.js';
import { payoutBatches, payoutMethods, payoutRequests } from './tables.js';
import { call, installRecordedStripeConnect, STRIPE_CONNECT_WEBHOOK_SECRET } from './testing.js';

const recorder = createRecorder(path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures'));
const API = 'https://api.stripe.com/v1';
const WEBHOOK = '/api/webhooks/stripe-connect';
/** A payout of 100.00 arrives as 98.00 (the 2.00 fee kept): 9800 cents, as the fixtures say. */
const NET_CENTS = 9800;

let ctx: TestContext;
let operator: CreatedUser;
beforeAll(async () => {
  ctx = await createTestApp();
  operator = await createUser(ctx, { isAdmin: true });
});
afterAll(async () => ctx.close());
// Payout requests to a Stripe bank account need Stripe Connect: each test starts with it on.
beforeEach(() => {
  stripeAnswers([]);
});

/** Stripe answers only these exchanges; anything else fails the call that made it. */
function stripeAnswers(exchanges: RecordedExchange[]) {
  const recorded = recorder.recordedFetch(exchanges);
  installRecordedStripeConnect(ctx.deps, recorded.fetch);
  return recorded;
}

interface Payee {
  who: CreatedUser;
  methodId: number;
  account: string;
}

let accounts = 0;
/** A person with a bank account connected through Stripe (verified unless told) and 500.00 earned. */
async function payee(status: 'verified' | 'pending' = 'verified'): Promise<Payee> {
  const who = await createUser(ctx);
  accounts += 1;
  const account = `acct_1QLinerPayee${accounts}`;
  const now = ctx.clock.now();
  // Inserted directly: onboarding has its own test (stripe-connect.test.ts).
  const [method] = await ctx.deps.db
    .insert(payoutMethods)
    .values({
      userId: who.user.id,
      type: 'stripe',
      status,
      accountEmail: who.user.email,
      providerAccountId: account,
      providerAccountStatus: status === 'verified' ? 'active' : 'pending',
      verifiedAt: status === 'verified' ? now : null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await creditEarnings(ctx.deps.db, who.user.id, 500_000_000n);
  return { who, methodId: method.id, account };
}

const desk = (verb: 'GET' | 'POST', url: string, payload?: object) =>
  call(ctx, operator, verb, `/api/admin/payouts${url}`, payload);

async function approved(payee: Payee): Promise<number> {
  const res = await call(ctx, payee.who, 'POST', '/api/portal/wallet/withdrawals', {
    methodId: payee.methodId,
    amount: '100.00',
  });
  expect(res.statusCode, res.body).toBe(200);
  const id = res.json().id as number;
  expect((await desk('POST', `/${id}/approve`)).statusCode).toBe(200);
  return id;
}

async function nextBatchId(): Promise<number> {
  const [{ last }] = await ctx.deps.db.select({ last: max(payoutBatches.id) }).from(payoutBatches);
  return (last ?? 0) + 1;
}

const group = (batchId: number) => `liner-batch-${batchId}`;
const listGroup = (batchId: number, fixture: string, fill: Record<string, string | number> = {}): RecordedExchange => ({
  method: 'GET',
  url: `${API}/transfers?transfer_group=${group(batchId)}&limit=100`,
  fixture,
  fill,
});
const transferTo = (batchId: number, payee: Payee, payoutId: number): RecordedExchange => ({
  method: 'POST',
  url: `${API}/transfers`,
  fixture: 'stripe-transfer-created.json',
  fill: { payoutId, account: payee.account, group: group(batchId) },
  expect: (init) => {
    const form = sentForm(init);
    expect(form).toContain(`amount=${NET_CENTS}`);
    expect(form).toContain('currency=usd');
    expect(form).toContain(`destination=${payee.account}`);
    expect(form).toContain(`transfer_group=${group(batchId)}`);
    expect(form).toContain(`metadata[payoutId]=${payoutId}`);
    expect(sentHeader(init, 'idempotency-key')).toBe(`liner-payout-${payoutId}-transfer`);
  },
});
const refusedTransfer = (fixture: string): RecordedExchange => ({
  method: 'POST',
  url: `${API}/transfers`,
  status: 400,
  fixture,
});

const payoutRow = async (id: number) =>
  (await ctx.deps.db.select().from(payoutRequests).where(eq(payoutRequests.id, id)))[0];
const batchRow = async (id: number) =>
  (await ctx.deps.db.select().from(payoutBatches).where(eq(payoutBatches.id, id)))[0];
const payoutNotes = async (userId: number) =>
  (await ctx.deps.db.select().from(notifications).where(eq(notifications.userId, userId)))
    .filter((note) => note.type === 'payout')
    .map((note) => note.title);

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
      call(ctx, person.who, 'POST', '/api/portal/wallet/withdrawals/quote', {
        methodId: person.methodId,
        amount: '100.00',
      });
    installStripeConnect(ctx.deps, null);
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
    await ctx.deps.db.update(payoutMethods).set({ status: 'pending' }).where(eq(payoutMethods.id, unverified.methodId));
    const before = await availableBalanceMicros(ctx.deps.db, refusedByStripe.who.user.id);
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
    expect(await availableBalanceMicros(ctx.deps.db, refusedByStripe.who.user.id)).toBe(before + 100_000_000n);
    expect(await payoutNotes(refusedByStripe.who.user.id)).toEqual([
      'Payout approved',
      'Payout sending',
      'Payout returned',
    ]);
  });
});

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
    deliverStripeEvent(ctx.app, WEBHOOK, recorder.readFixture(fixture, fill), { secret });
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
    const unsigned = await ctx.app.inject({
      method: 'POST',
      url: WEBHOOK,
      headers: { 'content-type': 'application/json' },
      payload: recorder.readFixture('stripe-connect-event-transfer-reversed.json', { ...fill, eventId: eventId() }),
    });
    expect(unsigned.statusCode).toBe(400);
    expect((await payoutRow(payoutId)).status).toBe('sending');
    installStripeConnect(ctx.deps, null);
    const off = await deliver('stripe-connect-event-transfer-reversed.json', { ...fill, eventId: eventId() });
    expect(off.statusCode).toBe(404);
  });

  it('returns a reversed transfer to the wallet once, with a notification, however often it is delivered', async () => {
    const { person, payoutId, batchId, fill } = await sent();
    const recorded = stripeAnswers([]);
    const before = await availableBalanceMicros(ctx.deps.db, person.who.user.id);
    const event = { ...fill, eventId: eventId() };
    for (let delivery = 0; delivery < 2; delivery++) {
      const res = await deliver('stripe-connect-event-transfer-reversed.json', event);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ received: true });
    }
    expect(await payoutRow(payoutId)).toMatchObject({ status: 'returned', returnReason: STRIPE_RETURNS.reversed });
    expect(await availableBalanceMicros(ctx.deps.db, person.who.user.id)).toBe(before + 100_000_000n);
    expect(await payoutNotes(person.who.user.id)).toEqual(['Payout approved', 'Payout sending', 'Payout returned']);
    const batches = (await desk('GET', '/batches')).json().data;
    expect(batches.find((batch: { id: number }) => batch.id === batchId)).toMatchObject({ returnedCount: 1 });
    expect(recorded.calls).toEqual([]);
  });

  it('acknowledges events about payouts that are not ours and changes nothing', async () => {
    const { person, payoutId, fill } = await sent();
    stripeAnswers([]);
    const before = await availableBalanceMicros(ctx.deps.db, person.who.user.id);
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
    expect(await availableBalanceMicros(ctx.deps.db, person.who.user.id)).toBe(before);
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
    const before = await availableBalanceMicros(ctx.deps.db, person.who.user.id);
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
    expect(await availableBalanceMicros(ctx.deps.db, person.who.user.id)).toBe(before + 100_000_000n);
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
