import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  PAYOUT_MESSAGES,
  currencyAmount,
  isPayoutReturnable,
  type PayoutBatchRow,
  type PayoutRow,
} from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import type { DbExecutor } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import { postLedgerTransaction, postLedgerTransactions, type LedgerTransactionInput } from '../ledger/index.js';
import { createNotification } from '../notifications/index.js';
import { loadBatch } from './payout-batch-items.js';
import { presentBatch } from './payout-batches.js';
import type { PayoutOutcome } from './payout-provider.js';
import type { PayoutProviderRegistry } from './payout-provider-registry.js';
import { presentPayout } from './payout-requests.js';
import { payoutBatches, payoutMethods, payoutRequests } from './tables.js';

type RequestRow = typeof payoutRequests.$inferSelect;

/** Sending -> paid: what was owed to the provider (payout-clearing) has left the install (payouts-paid). */
function paidTransaction(row: RequestRow, now: Date): LedgerTransactionInput {
  return {
    kind: 'payout-paid',
    idempotencyKey: `payout-paid:${row.id}`,
    occurredAt: now,
    reference: `payout:${row.id}`,
    lines: [
      { account: { system: 'payout-clearing' }, amountMicros: -row.netMicros, memo: `Payout ${row.id}` },
      { account: { system: 'payouts-paid' }, amountMicros: row.netMicros, memo: `Payout ${row.id}` },
    ],
  };
}

async function notifyPaid(deps: AppDeps, rows: RequestRow[]): Promise<void> {
  for (const row of rows)
    await createNotification(deps, {
      userId: row.userId,
      type: 'payout',
      toast: 'success',
      title: 'Payout paid',
      message: `Your payout of ${currencyAmount(row.netMicros, deps.config.money.currency)} was paid.`,
    });
}

/** Marks the listed payouts of a batch paid (only those still sending), posting each once. */
async function markPaid(deps: AppDeps, tx: DbExecutor, batchId: number, payoutIds: number[] | null) {
  const now = deps.clock.now();
  const conditions = [eq(payoutRequests.batchId, batchId), eq(payoutRequests.status, 'sending')];
  if (payoutIds) conditions.push(inArray(payoutRequests.id, payoutIds.length > 0 ? payoutIds : [0]));
  const rows = await tx
    .update(payoutRequests)
    .set({ status: 'paid', paidAt: now })
    .where(and(...conditions))
    .returning();
  await postLedgerTransactions(
    tx,
    rows.map((row) => paidTransaction(row, now)),
    deps.config.money.currency,
  );
  return rows;
}

/** Once none of its payouts is still sending, the batch is paid. */
async function closeBatchIfSettled(deps: AppDeps, tx: DbExecutor, batchId: number, adminId: number | null) {
  const [stillSending] = await tx
    .select({ id: payoutRequests.id })
    .from(payoutRequests)
    .where(and(eq(payoutRequests.batchId, batchId), eq(payoutRequests.status, 'sending')))
    .limit(1);
  if (stillSending) return;
  await tx
    .update(payoutBatches)
    .set({ status: 'paid', paidAt: deps.clock.now(), paidBy: adminId })
    .where(and(eq(payoutBatches.id, batchId), eq(payoutBatches.status, 'sending')));
}

async function lockBatch(tx: DbExecutor, batchId: number) {
  // FOR UPDATE: marking paid, a return and a provider sync of one batch run one after the other.
  const [batch] = await tx.select().from(payoutBatches).where(eq(payoutBatches.id, batchId)).for('update');
  if (!batch) throw new AppError('NOT_FOUND', { message: 'Payout batch not found' });
  return batch;
}

/**
 * POST admin/payouts/batches/{id}/paid: the operator confirms the batch was paid. Every payout
 * of it still sending becomes paid (returned ones stay returned); repeating it changes nothing.
 */
export async function markBatchPaid(deps: AppDeps, adminId: number, batchId: number): Promise<PayoutBatchRow> {
  const paid = await deps.db.transaction(async (tx) => {
    await lockBatch(tx, batchId);
    const rows = await markPaid(deps, tx, batchId, null);
    await closeBatchIfSettled(deps, tx, batchId, adminId);
    return rows;
  });
  await notifyPaid(deps, paid);
  return presentBatch(deps, deps.db, batchId);
}

/**
 * A payment that came back: the whole amount returns to the person's wallet (the fee and the
 * tax withheld too: the payment never reached them), from where the net sat (payout-clearing while sending,
 * payouts-paid once paid). One transaction, keyed by the payout, so a repeat posts nothing.
 */
async function returnOne(deps: AppDeps, tx: DbExecutor, payoutId: number, reason: string): Promise<RequestRow> {
  const [current] = await tx.select().from(payoutRequests).where(eq(payoutRequests.id, payoutId)).for('update');
  if (!current) throw new AppError('NOT_FOUND', { message: 'Payout not found' });
  if (!isPayoutReturnable(current.status))
    throw new AppError('CONFLICT', { message: PAYOUT_MESSAGES.notReturnable, reason: 'PAYOUT_NOT_RETURNABLE' });
  const now = deps.clock.now();
  const [row] = await tx
    .update(payoutRequests)
    .set({ status: 'returned', returnedAt: now, returnReason: reason })
    .where(eq(payoutRequests.id, payoutId))
    .returning();
  const from = current.status === 'paid' ? 'payouts-paid' : 'payout-clearing';
  await postLedgerTransaction(
    tx,
    {
      kind: 'payout-returned',
      idempotencyKey: `payout-returned:${row.id}`,
      occurredAt: now,
      reference: `payout:${row.id}`,
      lines: [
        { account: { system: from }, amountMicros: -row.netMicros, memo: `Payout ${row.id} returned` },
        { account: { system: 'fee-income' }, amountMicros: -row.feeMicros, memo: `Payout ${row.id} fee refunded` },
        {
          account: { system: 'tax-withheld' },
          amountMicros: -row.withheldMicros,
          memo: `Payout ${row.id} withholding released`,
        },
        { account: { userId: row.userId, purpose: 'earnings' }, amountMicros: row.amountMicros, memo: reason },
      ],
    },
    deps.config.money.currency,
  );
  return row;
}

async function notifyReturned(deps: AppDeps, row: RequestRow): Promise<void> {
  const currency = deps.config.money.currency;
  await createNotification(deps, {
    userId: row.userId,
    type: 'payout',
    toast: 'warning',
    title: 'Payout returned',
    message: `Your payout of ${currencyAmount(row.netMicros, currency)} came back, so ${currencyAmount(row.amountMicros, currency)} is in your wallet again. Reason: ${row.returnReason ?? ''}`,
  });
}

/** POST admin/payouts/{id}/returned: the operator records a payment that bounced, with the reason. */
export async function returnPayout(
  deps: AppDeps,
  adminId: number,
  payoutId: number,
  reason: string,
): Promise<PayoutRow> {
  const row = await deps.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ batchId: payoutRequests.batchId })
      .from(payoutRequests)
      .where(eq(payoutRequests.id, payoutId));
    if (!found) throw new AppError('NOT_FOUND', { message: 'Payout not found' });
    if (found.batchId !== null) await lockBatch(tx, found.batchId);
    const returned = await returnOne(deps, tx, payoutId, reason);
    if (returned.batchId !== null) await closeBatchIfSettled(deps, tx, returned.batchId, adminId);
    return returned;
  });
  await notifyReturned(deps, row);
  const [method] = await deps.db.select().from(payoutMethods).where(eq(payoutMethods.id, row.methodId));
  return presentPayout(row, method);
}

/**
 * Applies what the provider reports for a batch: paid items become paid, returned ones return
 * their money; items it still sends, or payouts of another batch, are left alone. Idempotent:
 * a payout already paid or returned is not posted again.
 */
export async function applyPayoutOutcomes(
  deps: AppDeps,
  batchId: number,
  outcomes: PayoutOutcome[],
): Promise<PayoutBatchRow> {
  const { paid, returned } = await deps.db.transaction(async (tx) => {
    await lockBatch(tx, batchId);
    const inBatch = await tx
      .select()
      .from(payoutRequests)
      .where(eq(payoutRequests.batchId, batchId))
      .orderBy(asc(payoutRequests.id));
    const byId = new Map(inBatch.map((row) => [row.id, row]));
    const paidIds = outcomes
      .filter((item) => item.outcome === 'paid' && byId.get(item.payoutId)?.status === 'sending')
      .map((item) => item.payoutId);
    const paidRows = await markPaid(deps, tx, batchId, paidIds);
    const returnedRows: RequestRow[] = [];
    for (const item of outcomes) {
      const row = byId.get(item.payoutId);
      if (item.outcome !== 'returned' || !row || !isPayoutReturnable(row.status)) continue;
      returnedRows.push(await returnOne(deps, tx, row.id, item.reason ?? 'Returned by the payment provider'));
    }
    await closeBatchIfSettled(deps, tx, batchId, null);
    return { paid: paidRows, returned: returnedRows };
  });
  await notifyPaid(deps, paid);
  for (const row of returned) await notifyReturned(deps, row);
  return presentBatch(deps, deps.db, batchId);
}

/**
 * POST admin/payouts/batches/{id}/sync: asks the provider that took the batch (the one its row names) what became of
 * each payout and applies it (paid, returned). A batch only in a file has nobody to ask.
 */
export async function syncPayoutBatch(
  deps: AppDeps,
  batchId: number,
  providers: PayoutProviderRegistry,
): Promise<PayoutBatchRow> {
  const loaded = await loadBatch(deps, deps.db, batchId);
  if (!loaded) throw new AppError('NOT_FOUND', { message: 'Payout batch not found' });
  const { row, batch } = loaded;
  const provider = providers.byName(row.provider);
  if (row.providerBatchId && !provider)
    throw new AppError('CONFLICT', {
      message: PAYOUT_MESSAGES.providerNotConfigured(row.provider),
      reason: 'PROVIDER_NOT_CONFIGURED',
    });
  if (!row.providerBatchId || !provider?.outcomes)
    throw new AppError('CONFLICT', { message: PAYOUT_MESSAGES.batchNotAtProvider, reason: 'BATCH_NOT_AT_PROVIDER' });
  let outcomes: PayoutOutcome[];
  try {
    outcomes = await provider.outcomes(row.providerBatchId, batch);
  } catch (error) {
    // The provider could not be asked (down, or refusing): a clear 502 for the desk, never a 500.
    deps.logger.warn({ err: error, batchId }, 'payout provider could not be asked about a batch');
    throw new AppError('BAD_GATEWAY', {
      message: PAYOUT_MESSAGES.providerUnreachable(row.provider, (error as Error).message),
      reason: 'PROVIDER_UNREACHABLE',
    });
  }
  return applyPayoutOutcomes(deps, batchId, outcomes);
}
