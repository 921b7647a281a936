import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { currencyAmount, formatMicros, type ExportPayoutsResponse } from '@liner/domain';
import { createNotification } from '../notifications/index.js';
import type { DbExecutor } from '../../platform/db.js';
import type { AppDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { withUserEmails } from './payout-user-emails.js';
import { createLocalPayoutProvider, type PayoutBatch, type PayoutProvider } from './payout-provider.js';
import { payoutBatches, payoutMethods, payoutRequests } from './tables.js';

/**
 * POST admin/payouts/export: every approved payout not yet in a batch goes into one new batch,
 * recorded as a CSV file through storage (always: it is the operator's record of what was sent,
 * downloaded by the desk), and, when a provider such as PayPal is given, submitted to it
 * afterwards. Its payouts are 'sending' until the batch is marked paid (settle-payouts.ts). The batch is
 * committed before the provider is called: if the call fails the batch stays recorded and a
 * retry with the same batch id cannot pay twice (PayPal refuses a repeated sender_batch_id).
 */
export async function exportApprovedPayouts(
  deps: AppDeps,
  adminId: number,
  provider: PayoutProvider | null = null,
): Promise<ExportPayoutsResponse> {
  const exported = await deps.db.transaction(async (tx) => {
    // FOR UPDATE: two exports at once must not put a payout into two batches.
    const rows = await withUserEmails(
      tx,
      await tx
        .select({ request: payoutRequests, method: payoutMethods })
        .from(payoutRequests)
        .innerJoin(payoutMethods, eq(payoutMethods.id, payoutRequests.methodId))
        .where(and(eq(payoutRequests.status, 'approved'), isNull(payoutRequests.batchId)))
        .orderBy(asc(payoutRequests.id))
        .for('update', { of: payoutRequests }),
    );
    if (rows.length === 0) return null;
    const now = deps.clock.now();
    const total = rows.reduce((sum, row) => sum + row.request.netMicros, 0n);
    const [batchRow] = await tx
      .insert(payoutBatches)
      .values({
        provider: provider?.name ?? 'local',
        storageKey: '',
        payoutCount: rows.length,
        totalMicros: total,
        createdBy: adminId,
        createdAt: now,
      })
      .returning();
    const batch: PayoutBatch = {
      batchId: batchRow.id,
      currency: deps.config.money.currency,
      items: rows.map(({ request, method, email }) => ({
        payoutId: request.id,
        userId: request.userId,
        userEmail: email,
        method: request.methodType,
        paypalEmail: method.paypalEmail,
        bank: method.bank,
        amountMicros: request.amountMicros,
        feeMicros: request.feeMicros,
        withheldMicros: request.withheldMicros,
        netMicros: request.netMicros,
      })),
    };
    const { file } = await createLocalPayoutProvider(deps.storage).submit(batch);
    await tx
      .update(payoutBatches)
      .set({ storageKey: file ?? '' })
      .where(eq(payoutBatches.id, batchRow.id));
    await tx
      .update(payoutRequests)
      .set({ status: 'sending', batchId: batchRow.id, exportedAt: now })
      .where(
        inArray(
          payoutRequests.id,
          rows.map((row) => row.request.id),
        ),
      );
    return { batch, file, total };
  });
  if (!exported) return { batchId: null, count: 0, total: '0.00', file: null, providerBatchId: null };
  for (const item of exported.batch.items)
    await createNotification(deps, {
      userId: item.userId,
      type: 'payout',
      toast: 'info',
      title: 'Payout sending',
      message: `Your payout of ${currencyAmount(item.netMicros, exported.batch.currency)} is being sent. We tell you when the payment is confirmed.`,
    });

  const providerBatchId =
    provider && provider.name !== 'local'
      ? await submitToProvider(deps, provider, exported.batch, exported.file)
      : null;
  return {
    batchId: exported.batch.batchId,
    count: exported.batch.items.length,
    total: formatMicros(exported.total, 2),
    file: exported.file,
    providerBatchId,
  };
}

/** Submits a recorded batch; the batch id doubles as the provider's idempotency key. */
async function submitToProvider(
  deps: AppDeps,
  provider: PayoutProvider,
  batch: PayoutBatch,
  file: string | null,
): Promise<string | null> {
  let providerBatchId: string | null;
  try {
    ({ providerBatchId } = await provider.submit(batch));
  } catch (error) {
    deps.logger.error({ err: error, batchId: batch.batchId }, 'payout provider refused the batch');
    throw new AppError('INTERNAL', {
      message: `Batch ${batch.batchId} is saved as ${file}, but ${provider.name} did not accept it: ${(error as Error).message}`,
    });
  }
  await deps.db
    .update(payoutBatches)
    .set({ provider: provider.name, providerBatchId })
    .where(eq(payoutBatches.id, batch.batchId));
  return providerBatchId;
}

export async function loadBatch(
  deps: AppDeps,
  db: DbExecutor,
  batchId: number,
): Promise<{ batch: PayoutBatch; row: typeof payoutBatches.$inferSelect } | null> {
  const [row] = await db.select().from(payoutBatches).where(eq(payoutBatches.id, batchId));
  if (!row) return null;
  const rows = await withUserEmails(
    db,
    await db
      .select({ request: payoutRequests, method: payoutMethods })
      .from(payoutRequests)
      .innerJoin(payoutMethods, eq(payoutMethods.id, payoutRequests.methodId))
      .where(eq(payoutRequests.batchId, batchId))
      .orderBy(asc(payoutRequests.id)),
  );
  return {
    row,
    batch: {
      batchId,
      currency: deps.config.money.currency,
      items: rows.map(({ request, method, email }) => ({
        payoutId: request.id,
        userId: request.userId,
        userEmail: email,
        method: request.methodType,
        paypalEmail: method.paypalEmail,
        bank: method.bank,
        amountMicros: request.amountMicros,
        feeMicros: request.feeMicros,
        withheldMicros: request.withheldMicros,
        netMicros: request.netMicros,
      })),
    },
  };
}

/**
 * POST admin/payouts/batches/{id}/submit: sends a recorded batch to the provider again after a
 * failure. Safe to repeat: PayPal pays a sender_batch_id only once, and a batch that already has
 * a provider id is answered as it is.
 */
export async function resubmitPayoutBatch(
  deps: AppDeps,
  batchId: number,
  provider: PayoutProvider,
): Promise<ExportPayoutsResponse> {
  const loaded = await loadBatch(deps, deps.db, batchId);
  if (!loaded) throw new AppError('NOT_FOUND', { message: 'Payout batch not found' });
  const { row, batch } = loaded;
  const providerBatchId = row.providerBatchId ?? (await submitToProvider(deps, provider, batch, row.storageKey));
  return {
    batchId,
    count: row.payoutCount,
    total: formatMicros(row.totalMicros, 2),
    file: row.storageKey,
    providerBatchId,
  };
}
