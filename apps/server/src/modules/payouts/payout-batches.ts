import type { Readable } from 'node:stream';
import { count, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  PAYOUT_MESSAGES,
  formatMicros,
  type PayoutBatchRow,
  type PayoutBatchesPage,
  type PayoutBatchesQuery,
} from '@liner/domain';
import type { z } from 'zod';
import type { AppDeps } from '../../platform/deps.js';
import type { DbExecutor } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import { payoutBatches, payoutRequests } from './tables.js';
import { pageOf } from '../../platform/page-of.js';

type BatchRow = typeof payoutBatches.$inferSelect;

/** The name the desk saves a batch under: batch-000012.csv. */
export const batchFileName = (batchId: number): string => `batch-${String(batchId).padStart(6, '0')}.csv`;

async function returnedCounts(db: DbExecutor, batchIds: number[]): Promise<Map<number, number>> {
  if (batchIds.length === 0) return new Map();
  const rows = await db
    .select({ batchId: payoutRequests.batchId, returned: count() })
    .from(payoutRequests)
    .where(sql`${inArray(payoutRequests.batchId, batchIds)} and ${payoutRequests.status} = 'returned'`)
    .groupBy(payoutRequests.batchId);
  return new Map(rows.map((row) => [row.batchId ?? 0, row.returned]));
}

function present(deps: AppDeps, row: BatchRow, returned: number): PayoutBatchRow {
  return {
    id: row.id,
    provider: row.provider,
    providerBatchId: row.providerBatchId,
    status: row.status,
    count: row.payoutCount,
    total: formatMicros(row.totalMicros, 2),
    currency: deps.config.money.currency,
    returnedCount: returned,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    fileName: batchFileName(row.id),
  };
}

export async function presentBatch(deps: AppDeps, db: DbExecutor, batchId: number): Promise<PayoutBatchRow> {
  const [row] = await db.select().from(payoutBatches).where(eq(payoutBatches.id, batchId));
  if (!row) throw new AppError('NOT_FOUND', { message: 'Payout batch not found' });
  return present(deps, row, (await returnedCounts(db, [batchId])).get(batchId) ?? 0);
}

/** GET admin/payouts/batches: exported batches, newest first, with what came back. */
export async function listPayoutBatches(
  deps: AppDeps,
  query: z.infer<typeof PayoutBatchesQuery>,
): Promise<PayoutBatchesPage> {
  const [{ total }] = await deps.db.select({ total: count() }).from(payoutBatches);
  const rows = await deps.db
    .select()
    .from(payoutBatches)
    .orderBy(desc(payoutBatches.createdAt), desc(payoutBatches.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const returned = await returnedCounts(
    deps.db,
    rows.map((row) => row.id),
  );
  return pageOf(
    rows.map((row) => present(deps, row, returned.get(row.id) ?? 0)),
    total,
    query,
  );
}

/** GET admin/payouts/batches/{id}/file: the batch CSV recorded at export, for the operator's browser. */
export async function openBatchFile(deps: AppDeps, batchId: number): Promise<{ name: string; body: Readable }> {
  const [row] = await deps.db.select().from(payoutBatches).where(eq(payoutBatches.id, batchId));
  if (!row) throw new AppError('NOT_FOUND', { message: 'Payout batch not found' });
  if (!row.storageKey || !(await deps.storage.exists(row.storageKey)))
    throw new AppError('CONFLICT', { message: PAYOUT_MESSAGES.batchFileMissing, reason: 'BATCH_FILE_MISSING' });
  return { name: batchFileName(row.id), body: deps.storage.get(row.storageKey) };
}
