import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../platform/deps.js';
import { loadDeliverableRelease } from '../releases/index.js';
import { deliverToStore, type DeliveryOutcome } from './deliver-to-store.js';
import { planPendingBatches } from './plan-batch.js';
import { deliveryJobs } from './tables.js';

/**
 * For a process with no job runner that still wants the packages written now (the demo seed):
 * plans the waiting batches and works each unsent store job here, one after the other, exactly
 * as the worker would. The jobs are then marked as handed over, so a sweeper started later does
 * not queue them again (a worker would skip them anyway: they are delivered).
 */
export async function deliverPendingInline(deps: AppDeps): Promise<DeliveryOutcome[]> {
  await planPendingBatches(deps, loadDeliverableRelease);
  const waiting = await deps.db
    .select({ id: deliveryJobs.id, batchId: deliveryJobs.batchId, storeId: deliveryJobs.storeId })
    .from(deliveryJobs)
    .where(and(isNull(deliveryJobs.enqueuedAt), eq(deliveryJobs.status, 'queued')))
    .orderBy(asc(deliveryJobs.id));
  const outcomes: DeliveryOutcome[] = [];
  for (const job of waiting) outcomes.push(await deliverToStore(deps, { batchId: job.batchId, storeId: job.storeId }));
  if (waiting.length > 0) {
    await deps.db
      .update(deliveryJobs)
      .set({ enqueuedAt: deps.clock.now() })
      .where(
        inArray(
          deliveryJobs.id,
          waiting.map((job) => job.id),
        ),
      );
  }
  return outcomes;
}
