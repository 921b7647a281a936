import { and, desc, eq, inArray } from 'drizzle-orm';
import type { StoreAcknowledgement, StoreAcknowledgementResult } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { AppError, fieldError } from '../../platform/errors.js';
import { markReleaseLive } from '../releases/index.js';
import { logDeliveryStep } from './delivery-log.js';
import { deliveryBatches, deliveryJobs, stores } from './tables.js';

/**
 * Imports a store's verdict on a delivered release: the store's latest delivery of that UPC is
 * marked acknowledged, live or rejected, and the verdict goes into the delivery log.
 */
export async function acknowledgeDelivery(
  deps: AppDeps,
  ack: StoreAcknowledgement,
  actorId: number,
): Promise<StoreAcknowledgementResult> {
  const [store] = await deps.db.select().from(stores).where(eq(stores.id, ack.storeId));
  if (!store) throw fieldError('storeId', 'Unknown store');
  const [found] = await deps.db
    .select({ job: deliveryJobs, batch: deliveryBatches })
    .from(deliveryJobs)
    .innerJoin(deliveryBatches, eq(deliveryBatches.id, deliveryJobs.batchId))
    .where(
      and(
        eq(deliveryJobs.storeId, ack.storeId),
        eq(deliveryJobs.icpn, ack.icpn),
        inArray(deliveryJobs.status, ['delivered', 'acknowledged']),
      ),
    )
    .orderBy(desc(deliveryJobs.id))
    .limit(1);
  if (!found)
    throw new AppError('NOT_FOUND', { message: `No delivery of ${ack.icpn} to ${store.name} to acknowledge` });
  const { job, batch } = found;
  const now = deps.clock.now();
  const isLive = ack.status === 'live' && batch.action !== 'takedown';
  await deps.db.transaction(async (tx) => {
    await tx
      .update(deliveryJobs)
      .set({
        status: 'acknowledged',
        ackStatus: ack.status,
        ackMessage: ack.message ?? null,
        acknowledgedAt: now,
        updatedAt: now,
      })
      .where(eq(deliveryJobs.id, job.id));
    if (isLive) await markReleaseLive(tx, { releaseId: batch.releaseId, storeName: store.name, at: now });
  });
  const verdict = ack.status === 'live' ? `Live at ${store.name}` : `Rejected by ${store.name}`;
  await logDeliveryStep(deps, {
    releaseId: batch.releaseId,
    batchId: batch.id,
    storeId: store.id,
    action: batch.action,
    step: 'acknowledgement',
    status: ack.status === 'live' ? 'ok' : 'error',
    message: `${verdict}${ack.message ? `: ${ack.message}` : ''} (imported by user ${actorId})`,
  });
  return { releaseId: batch.releaseId, storeId: store.id, status: 'acknowledged', live: isLive };
}
