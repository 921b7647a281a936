// CONTRACT between the delivery area (owner) and the releases area (caller). The delivery
// engineer implements requestDelivery; the signature stays as it is.
import type { AppDeps } from '../../platform/deps.js';
import type { DbExecutor } from '../../platform/db.js';
import { logDeliveryStep } from './delivery-log.js';
import { kickDeliveryOutbox } from './delivery-outbox.js';
import { addStoresToBatch, storesDeliveredBefore } from './plan-batch.js';
import { deliveryBatches } from './tables.js';

export type DeliveryAction = 'insert' | 'update' | 'takedown';

export interface DeliveryRequest {
  releaseId: number;
  action: DeliveryAction;
  /** Defaults to the stores chosen on the release. */
  storeIds?: string[];
  requestedBy: number;
}

/**
 * Records the request (in the caller's transaction when given) and enqueues one job per store.
 *
 * Jobs are sent after commit through an outbox: this writes the batch and one delivery_jobs row
 * per store (enqueued_at null) with `db`, and only nudges the outbox sweeper, which runs outside
 * the transaction and sends the pg-boss jobs for rows it can see, i.e. committed ones. So a
 * rolled-back approval never delivers, a worker never looks for rows not yet committed, and on
 * PGlite (one connection) nothing waits on the caller's open transaction. Without a runner in
 * this process (API tests, `RUN_WORKERS=false`) the rows wait for the next sweep of any worker.
 *
 * Without storeIds: a takedown goes to the stores the release was delivered to; an insert or
 * update to the stores chosen on the release, read by the sweeper (loading the release here
 * would query outside the caller's transaction).
 */
export async function requestDelivery(
  deps: AppDeps,
  request: DeliveryRequest,
  db: DbExecutor = deps.db,
): Promise<{ batchId: string }> {
  const storeIds =
    request.storeIds ?? (request.action === 'takedown' ? await storesDeliveredBefore(db, request.releaseId) : null);
  const [batch] = await db
    .insert(deliveryBatches)
    .values({
      releaseId: request.releaseId,
      action: request.action,
      requestedBy: request.requestedBy,
      storesPlanned: storeIds !== null,
      createdAt: deps.clock.now(),
    })
    .returning({ id: deliveryBatches.id });
  const base = {
    releaseId: request.releaseId,
    batchId: batch.id,
    storeId: null,
    action: request.action,
    step: 'request',
  } as const;
  if (storeIds === null) {
    await logDeliveryStep(
      deps,
      { ...base, status: 'info', message: 'Delivery requested to the stores chosen on the release' },
      db,
    );
  } else {
    const added = await addStoresToBatch(db, batch.id, storeIds);
    const message =
      added.length > 0 ? `Delivery requested to ${added.length} stores: ${added.join(', ')}` : 'No store to deliver to';
    await logDeliveryStep(deps, { ...base, status: added.length > 0 ? 'info' : 'error', message }, db);
  }
  kickDeliveryOutbox(deps);
  return { batchId: batch.id };
}
