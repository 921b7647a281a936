import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { formatMicros, payoutFeeMicros } from '@liner/domain';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { bearer, createUser, type CreatedUser } from '../../../test/factories.js';
import { createSession } from '../auth/index.js';
import { chargeOnce } from '../payments/index.js';
import { payments } from '../payments/tables.js';
import { approvePayout, exportApprovedPayouts, requestPayout, syncPayoutBatch } from '../payouts/index.js';
import { call, connectBankAndWait, connectVenmo, paypalRegistry, recordedPaypalProvider } from '../payouts/testing.js';
import { renewDueSubscriptions } from '../subscriptions/index.js';
import { subscriptions } from '../subscriptions/tables.js';
import { availableBalanceMicros, balanceMicros } from './balances.js';
import { balancesSummingToZero, refusedByValidation } from './ledger-property-test-support.js';
import {
  CARD_NUMBERS,
  type CardKind,
  PEOPLE,
  paypalFromFixtures,
  type SettlementCommand,
  settlementCommand,
} from './ledger-property-returns-test-support.js';
import { ledgerTransactions } from './tables.js';
import { allBalances, creditEarnings } from './testing.js';

type PayoutState = {
  user: number;
  amount: bigint;
  fee: bigint;
  status: 'approved' | 'sending' | 'paid' | 'returned';
  batch: number | null;
};

const PLAN_CENTS = 999;
const CENT = 10_000n;
const RETURNED = new Set(['RETURNED', 'FAILED']);

/**
 * Payouts that are exported (Venmo ones submitted to PayPal, bank ones in the batch file) and
 * settled: paid, returned or failed as PayPal reports it (synced once or twice), returned or paid
 * by the operator (once or twice), and bouncing after they were paid; alongside, subscription
 * charges on the built-in provider's test cards (new subscriptions, card changes, renewal runs,
 * one-off programme fees with repeated keys). After every sequence: the ledger sums to zero, no
 * balance is negative but the two accounts money comes in from, every micro credited sits in
 * exactly one account, a returned payout's money came back once, card charges never touched a
 * wallet, each charge is booked once and every person's billing history adds up to what they paid.
 */
describe('ledger properties with payout settlements and card charges', () => {
  let ctx: TestContext;
  let admin: CreatedUser;
  const people: CreatedUser[] = [];
  const methodOf: number[] = [];
  const paypal = paypalFromFixtures();
  const model = {
    available: [0n, 0n, 0n],
    credited: 0n,
    payouts: new Map<number, PayoutState>(),
    /** Payouts that were paid at some point (a payout-paid posting each). */
    everPaid: new Set<number>(),
    /** What each person's card charges came to, in cents, by payment id (so a repeat counts once). */
    charged: [new Map<number, number>(), new Map<number, number>(), new Map<number, number>()],
    oneOffs: new Map<string, number>(),
  };
  let subscribeKeys = 0;

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await createUser(ctx, { isAdmin: true });
    for (let i = 0; i < PEOPLE; i += 1) {
      const person = await createUser(ctx, { payoutFeeType: i === 1 ? 'international' : 'domestic' });
      people.push(person);
      methodOf.push(
        i < 2 ? await connectVenmo(ctx, person, `+1 415 555 010${i}`) : await connectBankAndWait(ctx, person),
      );
    }
  }, 180_000);
  afterAll(async () => {
    await ctx.close();
  });

  /** Sessions last a week: after the clock moved on, everyone signs in again. */
  async function renewSessions() {
    for (const who of [admin, ...people])
      who.token = (await createSession(ctx.deps, who.user.id, { ip: '127.0.0.1', userAgent: 'vitest' })).token;
  }

  const registry = () => paypalRegistry(ctx, recordedPaypalProvider(paypal.fetchImpl));
  const desk = (url: string, payload?: object) => call(ctx, admin, 'POST', `/api/admin/payouts${url}`, payload);

  /** Money comes back to the wallet: from payout-clearing while sending, from payouts-paid once paid. */
  function modelReturn(id: number) {
    const payout = model.payouts.get(id)!;
    payout.status = 'returned';
    model.available[payout.user] += payout.amount;
  }

  async function settle(cmd: Extract<SettlementCommand, { op: 'settle' }>) {
    const batches = [...new Set([...model.payouts.values()].map((p) => p.batch).filter((b) => b !== null))];
    if (batches.length === 0) return;
    const batchId = batches[cmd.pick % batches.length];
    const inBatch = [...model.payouts.entries()].filter(([, p]) => p.batch === batchId).sort(([a], [b]) => a - b);
    const statusOf = (index: number) => cmd.statuses[index % cmd.statuses.length];
    if (model.payouts.get(inBatch[0][0])!.user < 2) {
      // Venmo: PayPal reports each item; a sync applies it, a second sync of the same report changes nothing.
      inBatch.forEach(([id], index) => {
        paypal.answer(id, statusOf(index));
      });
      for (let run = 0; run < (cmd.twice ? 2 : 1); run += 1) await syncPayoutBatch(ctx.deps, batchId, registry());
      inBatch.forEach(([id, payout], index) => {
        const status = statusOf(index);
        if (status === 'SUCCESS' && payout.status === 'sending') {
          payout.status = 'paid';
          model.everPaid.add(id);
        } else if (RETURNED.has(status) && (payout.status === 'sending' || payout.status === 'paid')) modelReturn(id);
      });
      return;
    }
    // The batch file: the operator marks the ones that came back returned (a second time is refused),
    // then, when any arrived, the batch paid (which pays the rest; again, it changes nothing).
    for (const [index, [id, payout]] of inBatch.entries()) {
      if (!RETURNED.has(statusOf(index))) continue;
      const returnable = payout.status === 'sending' || payout.status === 'paid';
      const reason = statusOf(index) === 'FAILED' ? 'Transfer failed' : 'Account closed';
      expect((await desk(`/${id}/returned`, { reason })).statusCode).toBe(returnable ? 200 : 409);
      if (returnable) modelReturn(id);
      if (cmd.twice) expect((await desk(`/${id}/returned`, { reason })).statusCode).toBe(409);
    }
    if (!inBatch.some((_, index) => statusOf(index) === 'SUCCESS')) return;
    for (let run = 0; run < (cmd.twice ? 2 : 1); run += 1)
      expect((await desk(`/batches/${batchId}/paid`)).statusCode).toBe(200);
    for (const [id, payout] of inBatch)
      if (payout.status === 'sending') {
        payout.status = 'paid';
        model.everPaid.add(id);
      }
  }

  /** Every wallet (user) account, to check that card charges leave them alone. */
  async function walletBalances(): Promise<Map<string, bigint>> {
    const all = await allBalances(ctx.deps.db);
    return new Map([...all].filter(([key]) => key.startsWith('user:')));
  }

  /** Renewals paid since `before`: each moves a subscription's end one period on. */
  async function countPeriodMoves(before: Map<number, Date | null>): Promise<number[]> {
    const moves = [0, 0, 0];
    for (const row of await ctx.deps.db.select().from(subscriptions)) {
      const was = before.get(row.id);
      const person = people.findIndex((p) => p.user.id === row.userId);
      if (person >= 0 && was && row.endsAt && row.endsAt > was && row.periodStartsAt?.getTime() === was.getTime())
        moves[person] += 1;
    }
    return moves;
  }
  const subscriptionEnds = async () =>
    new Map((await ctx.deps.db.select().from(subscriptions)).map((row) => [row.id, row.endsAt]));

  /** The person's paid subscription charges that are not in the model yet (new ones or renewals). */
  async function newSubscriptionCharges(user: number): Promise<Map<number, number>> {
    const rows = await ctx.deps.db.select().from(payments).where(eq(payments.userId, people[user].user.id));
    return new Map(
      rows
        .filter((row) => row.status === 'paid' && row.planId === 'artist-monthly' && !model.charged[user].has(row.id))
        .map((row) => [row.id, row.amountCents]),
    );
  }

  const paymentMethod = (card: CardKind) => ({
    provider: 'builtin',
    card: { number: CARD_NUMBERS[card], expMonth: 12, expYear: 2099, cvc: '123' },
  });

  async function charge(cmd: Extract<SettlementCommand, { op: 'subscribe' | 'change-card' | 'renew' | 'one-off' }>) {
    const ends = await subscriptionEnds();
    if (cmd.op === 'subscribe') {
      subscribeKeys += 1;
      const send = () =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/subscription/create',
          headers: { ...bearer(people[cmd.user].token), 'idempotency-key': `property-subscribe-${subscribeKeys}` },
          payload: { planId: 'artist-monthly', paymentMethod: paymentMethod(cmd.card) },
        });
      const first = await send();
      expect(first.statusCode, first.body).toBeLessThan(500);
      if (cmd.card !== 'succeeds') expect(first.statusCode).not.toBe(200);
      const fresh = await newSubscriptionCharges(cmd.user);
      expect(fresh.size).toBe(first.statusCode === 200 ? 1 : 0);
      for (const [id, cents] of fresh) {
        expect(cents).toBe(PLAN_CENTS);
        model.charged[cmd.user].set(id, cents);
      }
      // The same request again answers the same and charges nothing.
      if (cmd.twice) {
        expect((await send()).statusCode).toBe(first.statusCode);
        expect((await newSubscriptionCharges(cmd.user)).size).toBe(0);
      }
    } else if (cmd.op === 'change-card') {
      const res = await call(ctx, people[cmd.user], 'POST', '/api/subscription/update-payment', {
        paymentMethod: paymentMethod(cmd.card),
      });
      expect(res.statusCode, res.body).toBeLessThan(500);
      // A subscription in its grace period is charged at once with the new card: at most one renewal.
      const moves = await countPeriodMoves(ends);
      const fresh = await newSubscriptionCharges(cmd.user);
      expect(fresh.size).toBe(moves[cmd.user]);
      expect(moves[cmd.user]).toBeLessThanOrEqual(cmd.card === 'succeeds' && res.statusCode === 200 ? 1 : 0);
      for (const [id, cents] of fresh) model.charged[cmd.user].set(id, cents);
    } else if (cmd.op === 'renew') {
      ctx.clock.advanceMinutes(cmd.days * 24 * 60);
      await renewSessions();
      const summary = await renewDueSubscriptions(ctx.deps);
      const moves = await countPeriodMoves(ends);
      expect(summary.renewed).toBe(moves.reduce((a, b) => a + b, 0));
      for (let user = 0; user < PEOPLE; user += 1) {
        const fresh = await newSubscriptionCharges(user);
        expect(fresh.size).toBe(moves[user]);
        for (const [id, cents] of fresh) model.charged[user].set(id, cents);
      }
    } else {
      const key = `property-cover:${people[cmd.user].user.id}:${cmd.key}`;
      const outcome = await chargeOnce(ctx.deps, {
        userId: people[cmd.user].user.id,
        amountCents: cmd.cents,
        planId: 'cover-license',
        description: 'Cover licence for one song',
        revenue: 'programme',
        idempotencyKey: key,
      });
      const paidBefore = model.oneOffs.get(key);
      // A key that was paid once answers that same payment, whatever the amount asked now.
      if (paidBefore !== undefined) expect(outcome.status === 'paid' && outcome.payment.id).toBe(paidBefore);
      else if (outcome.status === 'paid') {
        expect(outcome.payment.amountCents).toBe(cmd.cents);
        model.oneOffs.set(key, outcome.payment.id);
        model.charged[cmd.user].set(outcome.payment.id, cmd.cents);
      }
    }
  }

  async function apply(cmd: SettlementCommand): Promise<void> {
    const micros = 'cents' in cmd ? BigInt(cmd.cents) * CENT : 0n;
    if (cmd.op === 'credit') {
      await creditEarnings(ctx.deps.db, people[cmd.user].user.id, micros);
      model.available[cmd.user] += micros;
      model.credited += micros;
    } else if (cmd.op === 'payout') {
      const person = people[cmd.user];
      const mayPass = micros >= 10_000_000n && micros <= model.available[cmd.user];
      let id = 0;
      const refused = await refusedByValidation(async () => {
        const amount = formatMicros(micros, 2);
        id = (await requestPayout(ctx.deps, person.user, { methodId: methodOf[cmd.user], amount })).id;
      });
      expect(refused).toBe(!mayPass);
      if (!mayPass) return;
      await approvePayout(ctx.deps, admin.user.id, id);
      model.available[cmd.user] -= micros;
      const fee = payoutFeeMicros(micros, person.user.payoutFeeType);
      model.payouts.set(id, { user: cmd.user, amount: micros, fee, status: 'approved', batch: null });
    } else if (cmd.op === 'export') {
      const approved = [...model.payouts.values()].filter((p) => p.status === 'approved');
      const exported = await exportApprovedPayouts(ctx.deps, admin.user.id, registry());
      expect(exported.count).toBe(approved.length);
      for (const batch of exported.batches) {
        expect(batch.error).toBeNull();
        const venmo = batch.provider === 'paypal';
        const members = approved.filter((p) => p.user < 2 === venmo);
        expect(batch.count).toBe(members.length);
        for (const payout of members) {
          payout.status = 'sending';
          payout.batch = batch.batchId;
        }
      }
    } else if (cmd.op === 'settle') await settle(cmd);
    else if (cmd.op === 'bounce') {
      const paid = [...model.payouts.entries()].filter(([, p]) => p.status === 'paid').map(([id]) => id);
      if (paid.length === 0) return;
      const id = paid[cmd.pick % paid.length];
      expect((await desk(`/${id}/returned`, { reason: 'Bank reversed it' })).statusCode).toBe(200);
      modelReturn(id);
      if (cmd.twice) expect((await desk(`/${id}/returned`, { reason: 'Bank reversed it' })).statusCode).toBe(409);
    } else {
      const wallets = await walletBalances();
      await charge(cmd);
      expect(await walletBalances()).toEqual(wallets);
    }
  }

  async function postings(kind: string): Promise<number> {
    return (await ctx.deps.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.kind, kind))).length;
  }

  it('keeps every micro in one account through returns, failures, repeats and card charges', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(settlementCommand, { minLength: 1, maxLength: 16 }), async (commands) => {
        for (const cmd of commands) await apply(cmd);
        const balances = await balancesSummingToZero(ctx);
        for (const [key, balance] of balances)
          if (key !== 'system:store-revenue' && key !== 'system:card-receipts')
            expect(balance, key).toBeGreaterThanOrEqual(0n);

        const all = [...model.payouts.values()];
        const sum = (list: PayoutState[], of: (p: PayoutState) => bigint) => list.reduce((s, p) => s + of(p), 0n);
        const inFlight = all.filter((p) => p.status === 'approved' || p.status === 'sending');
        const paid = all.filter((p) => p.status === 'paid');
        const clearing = await balanceMicros(ctx.deps.db, { system: 'payout-clearing' });
        const paidOut = await balanceMicros(ctx.deps.db, { system: 'payouts-paid' });
        const fees = await balanceMicros(ctx.deps.db, { system: 'fee-income' });
        const withheld = await balanceMicros(ctx.deps.db, { system: 'tax-withheld' });
        expect(clearing).toBe(sum(inFlight, (p) => p.amount - p.fee));
        expect(paidOut).toBe(sum(paid, (p) => p.amount - p.fee));
        expect(fees).toBe(sum([...inFlight, ...paid], (p) => p.fee));
        expect(withheld).toBe(0n);
        let inWallets = 0n;
        for (const [index, person] of people.entries()) {
          const available = await availableBalanceMicros(ctx.deps.db, person.user.id);
          expect(available).toBe(model.available[index]);
          expect(await balanceMicros(ctx.deps.db, { userId: person.user.id, purpose: 'pending-payout' })).toBe(0n);
          inWallets += available;
        }
        expect(-(balances.get('system:store-revenue') ?? 0n)).toBe(model.credited);
        expect(inWallets + clearing + paidOut + fees + withheld).toBe(model.credited);
        // A payout's money came back at most once, and each payment out was booked once.
        expect(await postings('payout-returned')).toBe(all.filter((p) => p.status === 'returned').length);
        expect(await postings('payout-paid')).toBe(model.everPaid.size);

        // Card charges: booked once each, as revenue against card receipts, and each person's
        // billing history is exactly what they paid.
        let chargedCents = 0;
        let chargeCount = 0;
        for (const [index, person] of people.entries()) {
          const history = (await call(ctx, person, 'GET', '/api/profile/getBillingHistory?per_page=100')).json();
          const expected = [...model.charged[index].values()];
          expect(history.total).toBe(expected.length);
          const listed = history.data.reduce((s: number, row: { amount: number }) => s + row.amount, 0);
          expect(listed).toBe(expected.reduce((s, cents) => s + cents, 0));
          chargedCents += listed;
          chargeCount += expected.length;
        }
        const revenue =
          (await balanceMicros(ctx.deps.db, { system: 'subscription-revenue' })) +
          (await balanceMicros(ctx.deps.db, { system: 'programme-revenue' }));
        expect(revenue).toBe(BigInt(chargedCents) * CENT);
        expect(await balanceMicros(ctx.deps.db, { system: 'card-receipts' })).toBe(-revenue);
        expect(await postings('card-payment')).toBe(chargeCount);
      }),
      { numRuns: 25 },
    );
  }, 240_000);
});
