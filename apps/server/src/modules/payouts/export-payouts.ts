import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import {
  PAYOUT_MESSAGES,
  currencyAmount,
  formatMicros,
  type ExportPayoutsResponse,
  type ExportedBatch,
} from '@liner/domain';
import { createNotification } from '../notifications/index.js';
import type { DbExecutor } from '../../platform/db.js';
import type { AppDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { type ApprovedRow, batchItem, loadBatch } from './payout-batch-items.js';
import { withUserEmails } from './payout-user-emails.js';
import { applyPayoutOutcomes } from './settle-payouts.js';
import {
  createLocalPayoutProvider,
  type PayoutBatch,
  type PayoutProvider,
  type SubmittedBatch,
} from './payout-provider.js';
import type { PayoutProviderRegistry } from './payout-provider-registry.js';
import { payoutBatches, payoutMethods, payoutRequests } from './tables.js';

interface RecordedBatch {
  batch: PayoutBatch;
  provider: PayoutProvider;
  file: string;
  total: bigint;
}

/** One batch row, its CSV through storage, and its payouts moved to sending, inside the export's transaction. */
async function recordBatch(
  deps: AppDeps,
  tx: DbExecutor,
  adminId: number,
  provider: PayoutProvider,
  rows: ApprovedRow[],
): Promise<RecordedBatch> {
  const now = deps.clock.now();
  const total = rows.reduce((sum, row) => sum + row.request.netMicros, 0n);
  const [batchRow] = await tx
    .insert(payoutBatches)
    .values({
      provider: provider.name,
      storageKey: '',
      payoutCount: rows.length,
      totalMicros: total,
      createdBy: adminId,
      createdAt: now,
    })
    .returning();
  const batch: PayoutBatch = { batchId: batchRow.id, currency: deps.config.money.currency, items: rows.map(batchItem) };
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
  return { batch, provider, file: file ?? '', total };
}

/**
 * POST admin/payouts/export: every approved payout not yet in a batch goes into a new batch, one
 * per provider its method is routed to (payout-provider-registry.ts; without a registry, or for
 * methods no provider pays, the local one). Each batch is recorded as a CSV file through storage
 * (always: it is the operator's record of what was sent, downloaded by the desk) and then
 * submitted to its provider. Its payouts are 'sending' until paid or returned
 * (settle-payouts.ts). The batches are committed before any provider is called: if a call fails
 * the batch stays recorded with the refusal in the answer, and a resubmit with the same batch id
 * cannot pay twice (the batch id is the provider's idempotency key).
 */
export async function exportApprovedPayouts(
  deps: AppDeps,
  adminId: number,
  providers: PayoutProviderRegistry | null = null,
): Promise<ExportPayoutsResponse> {
  const local = createLocalPayoutProvider(deps.storage);
  const recorded = await deps.db.transaction(async (tx) => {
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
    const groups = new Map<PayoutProvider, ApprovedRow[]>();
    for (const row of rows) {
      const provider = providers?.forMethod(row.request.methodType) ?? local;
      groups.set(provider, [...(groups.get(provider) ?? []), row]);
    }
    const batches: RecordedBatch[] = [];
    for (const [provider, group] of groups) batches.push(await recordBatch(deps, tx, adminId, provider, group));
    return batches;
  });
  for (const { batch } of recorded)
    for (const item of batch.items)
      await createNotification(deps, {
        userId: item.userId,
        type: 'payout',
        toast: 'info',
        title: 'Payout sending',
        message: `Your payout of ${currencyAmount(item.netMicros, batch.currency)} is being sent. We tell you when the payment is confirmed.`,
      });
  const batches: ExportedBatch[] = [];
  for (const entry of recorded) {
    const sent =
      entry.provider.name === 'local'
        ? { providerBatchId: null, error: null }
        : await submitToProvider(deps, entry.provider, entry.batch);
    batches.push({
      batchId: entry.batch.batchId,
      provider: entry.provider.name,
      count: entry.batch.items.length,
      total: formatMicros(entry.total, 2),
      file: entry.file,
      ...sent,
    });
  }
  return {
    count: batches.reduce((sum, batch) => sum + batch.count, 0),
    total: formatMicros(
      recorded.reduce((sum, entry) => sum + entry.total, 0n),
      2,
    ),
    batches,
  };
}

/**
 * Submits a recorded batch; the batch id doubles as the provider's idempotency key. A refusal is
 * answered, not thrown: the batch is recorded either way and the desk offers to submit it again.
 * Payouts the provider refused for good go back to their wallets; a batch it took only in part
 * keeps no provider id, so it can be submitted again.
 */
async function submitToProvider(
  deps: AppDeps,
  provider: PayoutProvider,
  batch: PayoutBatch,
): Promise<{ providerBatchId: string | null; error: string | null }> {
  let submitted: SubmittedBatch;
  try {
    submitted = await provider.submit(batch);
  } catch (error) {
    deps.logger.error({ err: error, batchId: batch.batchId }, 'payout provider refused the batch');
    return { providerBatchId: null, error: `${provider.name} did not accept it: ${(error as Error).message}` };
  }
  if (submitted.refused?.length) await applyPayoutOutcomes(deps, batch.batchId, submitted.refused);
  if (submitted.incomplete) {
    deps.logger.error(
      { batchId: batch.batchId, detail: submitted.incomplete },
      'payout provider took part of the batch',
    );
    return { providerBatchId: null, error: `${provider.name} did not accept all of it: ${submitted.incomplete}` };
  }
  const { providerBatchId } = submitted;
  await deps.db
    .update(payoutBatches)
    .set({ provider: provider.name, providerBatchId })
    .where(eq(payoutBatches.id, batch.batchId));
  return { providerBatchId, error: null };
}

/**
 * POST admin/payouts/batches/{id}/submit: sends a recorded batch to its provider again after a
 * refusal. Safe to repeat: providers pay a batch id only once, and a batch that already has a
 * provider id is answered as it is.
 */
export async function resubmitPayoutBatch(
  deps: AppDeps,
  batchId: number,
  providers: PayoutProviderRegistry,
): Promise<ExportedBatch> {
  const loaded = await loadBatch(deps, deps.db, batchId);
  if (!loaded) throw new AppError('NOT_FOUND', { message: 'Payout batch not found' });
  const { row, batch } = loaded;
  const answer = {
    batchId,
    provider: row.provider,
    count: row.payoutCount,
    total: formatMicros(row.totalMicros, 2),
    file: row.storageKey,
  };
  if (row.providerBatchId) return { ...answer, providerBatchId: row.providerBatchId, error: null };
  const provider = providers.byName(row.provider);
  if (!provider || provider.name === 'local')
    throw new AppError('CONFLICT', {
      message: provider ? PAYOUT_MESSAGES.batchNotAtProvider : PAYOUT_MESSAGES.providerNotConfigured(row.provider),
      reason: provider ? 'BATCH_NOT_AT_PROVIDER' : 'PROVIDER_NOT_CONFIGURED',
    });
  return { ...answer, ...(await submitToProvider(deps, provider, batch)) };
}
