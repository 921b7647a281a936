import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '../../platform/deps.js';
import type { DbExecutor } from '../../platform/db.js';
import { logDeliveryStep } from './delivery-log.js';
import type { ReleaseLoader } from './deliver-to-store.js';
import { enabledStoreIds } from './store-catalog.js';
import { deliveryBatches, deliveryJobs } from './tables.js';

/** Stores that have (or had) the release: a takedown or an update must reach them. */
export async function storesDeliveredBefore(db: DbExecutor, releaseId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ storeId: deliveryJobs.storeId })
    .from(deliveryJobs)
    .innerJoin(deliveryBatches, eq(deliveryBatches.id, deliveryJobs.batchId))
    .where(and(eq(deliveryBatches.releaseId, releaseId), inArray(deliveryJobs.status, ['delivered', 'acknowledged'])));
  return rows.map((r) => r.storeId);
}

/**
 * Stores that hold the release now: their latest delivery of it that went out (delivered or
 * acknowledged, not rejected) is not a takedown.
 */
export async function storesHoldingRelease(db: DbExecutor, releaseId: number): Promise<string[]> {
  const rows = await db
    .select({ storeId: deliveryJobs.storeId, action: deliveryBatches.action, ackStatus: deliveryJobs.ackStatus })
    .from(deliveryJobs)
    .innerJoin(deliveryBatches, eq(deliveryBatches.id, deliveryJobs.batchId))
    .where(and(eq(deliveryBatches.releaseId, releaseId), inArray(deliveryJobs.status, ['delivered', 'acknowledged'])))
    .orderBy(asc(deliveryJobs.id));
  const holding = new Map<string, boolean>();
  for (const row of rows) {
    if (row.action === 'takedown') holding.set(row.storeId, false);
    else if (row.ackStatus !== 'rejected' || row.action !== 'insert') holding.set(row.storeId, true);
  }
  return [...holding].filter(([, holds]) => holds).map(([storeId]) => storeId);
}

/** One queued row per enabled store (unknown or disabled ids are dropped); returns the store ids added. */
export async function addStoresToBatch(db: DbExecutor, batchId: string, storeIds: string[]): Promise<string[]> {
  const ids = await enabledStoreIds(db, storeIds);
  if (ids.length > 0) {
    await db
      .insert(deliveryJobs)
      .values(ids.map((storeId) => ({ batchId, storeId })))
      .onConflictDoNothing();
  }
  return ids;
}

/**
 * Gives batches requested without store ids their stores: those chosen on the release. An
 * update also takes the release down at the stores that hold it but are no longer chosen (an
 * edit dropped them): a takedown batch of their own, planned in the same transaction. A release
 * that cannot be loaded fails the batch with the reason in the log rather than being retried forever.
 */
export async function planPendingBatches(deps: AppDeps, loader: ReleaseLoader): Promise<void> {
  const pending = await deps.db
    .select()
    .from(deliveryBatches)
    .where(eq(deliveryBatches.storesPlanned, false))
    .limit(50);
  for (const batch of pending) {
    const base = {
      releaseId: batch.releaseId,
      batchId: batch.id,
      storeId: null,
      action: batch.action,
      step: 'plan',
    } as const;
    try {
      const release = await loader(deps, batch.releaseId);
      const holding = batch.action === 'update' ? await storesHoldingRelease(deps.db, batch.releaseId) : [];
      const dropped = holding.filter((storeId) => !release.storeIds.includes(storeId));
      await deps.db.transaction(async (tx) => {
        const added = await addStoresToBatch(tx, batch.id, release.storeIds);
        if (dropped.length > 0) await requestDroppedStoresTakedown(deps, tx, batch, dropped);
        await tx
          .update(deliveryBatches)
          .set({ storesPlanned: true, ownerUserId: release.ownerUserId })
          .where(eq(deliveryBatches.id, batch.id));
        const message =
          added.length > 0
            ? `Delivering to ${added.length} stores: ${added.join(', ')}`
            : 'No store chosen on the release';
        await logDeliveryStep(deps, { ...base, status: added.length > 0 ? 'info' : 'error', message }, tx);
      });
    } catch (error) {
      const message = `The release could not be loaded: ${error instanceof Error ? error.message : String(error)}`;
      await deps.db.update(deliveryBatches).set({ storesPlanned: true }).where(eq(deliveryBatches.id, batch.id));
      await logDeliveryStep(deps, { ...base, status: 'error', message });
    }
  }
}

/** The takedown of a release at stores an approved edit removed from it. */
async function requestDroppedStoresTakedown(
  deps: AppDeps,
  tx: DbExecutor,
  update: typeof deliveryBatches.$inferSelect,
  storeIds: string[],
): Promise<void> {
  const [batch] = await tx
    .insert(deliveryBatches)
    .values({
      releaseId: update.releaseId,
      action: 'takedown',
      requestedBy: update.requestedBy,
      ownerUserId: update.ownerUserId,
      createdAt: deps.clock.now(),
    })
    .returning({ id: deliveryBatches.id });
  const added = await addStoresToBatch(tx, batch.id, storeIds);
  await logDeliveryStep(
    deps,
    {
      releaseId: update.releaseId,
      batchId: batch.id,
      storeId: null,
      action: 'takedown',
      step: 'plan',
      status: 'info',
      message:
        added.length > 0
          ? `Removed from the release by an edit: takedown to ${added.join(', ')}`
          : `Removed from the release by an edit, but disabled in Stores & connections: no takedown sent to ${storeIds.join(', ')}`,
    },
    tx,
  );
}
