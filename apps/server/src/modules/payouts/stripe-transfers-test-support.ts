// Shared set-up of the Stripe transfers tests (sending, and the Connect webhook): an app with
// Stripe Connect answered from recorded exchanges, payees with a connected bank account, the desk.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { eq, max } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { createUser, type CreatedUser } from '../../../test/factories.js';
import { createRecorder, type RecordedExchange } from '../../../test/recorded-fetch.js';
import { sentForm, sentHeader } from '../../../test/stripe-events.js';
import { creditEarnings } from '../ledger/testing.js';
import { notifications } from '../notifications/tables.js';
import { payoutBatches, payoutMethods, payoutRequests } from './tables.js';
import { call, installRecordedStripeConnect } from './testing.js';

export const recorder = createRecorder(path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures'));
export const API = 'https://api.stripe.com/v1';
export const WEBHOOK = '/api/webhooks/stripe-connect';
/** A payout of 100.00 arrives as 98.00 (the 2.00 fee kept): 9800 cents, as the fixtures say. */
export const NET_CENTS = 9800;

export const bed = {} as { ctx: TestContext; operator: CreatedUser };

/** Starts the app for the calling test file; each test starts with Stripe Connect on. */
export function startStripeTransfersTestbed(): void {
  beforeAll(async () => {
    bed.ctx = await createTestApp();
    bed.operator = await createUser(bed.ctx, { isAdmin: true });
  });
  afterAll(async () => bed.ctx.close());
  beforeEach(() => {
    stripeAnswers([]);
  });
}

/** Stripe answers only these exchanges; anything else fails the call that made it. */
export function stripeAnswers(exchanges: RecordedExchange[]) {
  const recorded = recorder.recordedFetch(exchanges);
  installRecordedStripeConnect(bed.ctx.deps, recorded.fetch);
  return recorded;
}

export interface Payee {
  who: CreatedUser;
  methodId: number;
  account: string;
}

let accounts = 0;
/** A person with a bank account connected through Stripe (verified unless told) and 500.00 earned. */
export async function payee(status: 'verified' | 'pending' = 'verified'): Promise<Payee> {
  const who = await createUser(bed.ctx);
  accounts += 1;
  const account = `acct_1QLinerPayee${accounts}`;
  const now = bed.ctx.clock.now();
  // Inserted directly: onboarding has its own test (stripe-connect.test.ts).
  const [method] = await bed.ctx.deps.db
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
  await creditEarnings(bed.ctx.deps.db, who.user.id, 500_000_000n);
  return { who, methodId: method.id, account };
}

export const desk = (verb: 'GET' | 'POST', url: string, payload?: object) =>
  call(bed.ctx, bed.operator, verb, `/api/admin/payouts${url}`, payload);

export async function approved(payee: Payee): Promise<number> {
  const res = await call(bed.ctx, payee.who, 'POST', '/api/portal/wallet/withdrawals', {
    methodId: payee.methodId,
    amount: '100.00',
  });
  expect(res.statusCode, res.body).toBe(200);
  const id = res.json().id as number;
  expect((await desk('POST', `/${id}/approve`)).statusCode).toBe(200);
  return id;
}

export async function nextBatchId(): Promise<number> {
  const [{ last }] = await bed.ctx.deps.db.select({ last: max(payoutBatches.id) }).from(payoutBatches);
  return (last ?? 0) + 1;
}

export const group = (batchId: number) => `liner-batch-${batchId}`;
export const listGroup = (
  batchId: number,
  fixture: string,
  fill: Record<string, string | number> = {},
): RecordedExchange => ({
  method: 'GET',
  url: `${API}/transfers?transfer_group=${group(batchId)}&limit=100`,
  fixture,
  fill,
});
export const transferTo = (batchId: number, payee: Payee, payoutId: number): RecordedExchange => ({
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
export const refusedTransfer = (fixture: string): RecordedExchange => ({
  method: 'POST',
  url: `${API}/transfers`,
  status: 400,
  fixture,
});

export const payoutRow = async (id: number) =>
  (await bed.ctx.deps.db.select().from(payoutRequests).where(eq(payoutRequests.id, id)))[0];
export const batchRow = async (id: number) =>
  (await bed.ctx.deps.db.select().from(payoutBatches).where(eq(payoutBatches.id, id)))[0];
export const payoutNotes = async (userId: number) =>
  (await bed.ctx.deps.db.select().from(notifications).where(eq(notifications.userId, userId)))
    .filter((note) => note.type === 'payout')
    .map((note) => note.title);
