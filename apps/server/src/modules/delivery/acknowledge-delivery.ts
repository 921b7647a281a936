import { and, desc, eq, inArray } from 'drizzle-orm';
import type { StoreAcknowledgement, StoreAcknowledgementResult } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { AppError, fieldError } from '../../platform/errors.js';
import { markReleaseLive } from '../releases/index.js';
import { logDeliveryStep } from './delivery-log.js';
import { notifyStoreChanges, type StoreChange } from './notify-store-changes.js';
import { listReleaseStoreStates } from './release-store-states.js';
import type { StoreRow } from './store-catalog.js';
import { deliveryBatches, deliveryJobs, stores } from './tables.js';

type JobRow = typeof deliveryJobs.$inferSelect;
type BatchRow = typeof deliveryBatches.$inferSelect;

export interface Verdict {
  status: StoreAcknowledgement['status'];
  message?: string | null;
  /** Who brought it: "imported by user 4", "from ACK_…xml". */
  source: string;
}

/**
 * Imports a store's verdict on a delivered release (the operator's form): the store's latest
 * delivery of that UPC becomes acknowledged (accepted, live or rejected), logged.
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
  const { live, change } = await applyVerdict(deps, store, found.job, found.batch, {
    status: ack.status,
    message: ack.message,
    source: `imported by user ${actorId}`,
  });
  if (change) await notifyStoreChanges(deps, [change]);
  return { releaseId: found.batch.releaseId, storeId: store.id, status: 'acknowledged', live };
}

/**
 * Records a store's verdict on one delivery. `live` (not for a takedown) marks the release live
 * at the store; an accepted takedown or delivery is only acknowledged. Returns whether it went live,
 * and what the owner is to be told (the caller tells it, grouped with the other stores' changes).
 */
export async function applyVerdict(
  deps: AppDeps,
  store: Pick<StoreRow, 'id' | 'name'>,
  job: JobRow,
  batch: BatchRow,
  verdict: Verdict,
): Promise<{ live: boolean; change: StoreChange | null }> {
  const now = deps.clock.now();
  const isLive = verdict.status === 'live' && batch.action !== 'takedown';
  const change = await changeForOwner(deps, store, job, batch, verdict.status);
  // A later "accepted" must not undo a store's earlier "live" for the same message.
  const status = verdict.status === 'accepted' && job.ackStatus === 'live' ? 'live' : verdict.status;
  await deps.db.transaction(async (tx) => {
    await tx
      .update(deliveryJobs)
      .set({
        status: 'acknowledged',
        ackStatus: status,
        ackMessage: verdict.message ?? null,
        acknowledgedAt: now,
        updatedAt: now,
      })
      .where(eq(deliveryJobs.id, job.id));
    if (isLive) await markReleaseLive(tx, { releaseId: batch.releaseId, storeName: store.name, at: now });
  });
  const said =
    verdict.status === 'live'
      ? `Live at ${store.name}`
      : verdict.status === 'accepted'
        ? `Accepted by ${store.name}`
        : `Rejected by ${store.name}`;
  await logDeliveryStep(deps, {
    releaseId: batch.releaseId,
    batchId: batch.id,
    storeId: store.id,
    action: batch.action,
    step: 'acknowledgement',
    status: verdict.status === 'rejected' ? 'error' : 'ok',
    message: `${said}${verdict.message ? `: ${verdict.message}` : ''} (${verdict.source})`,
  });
  return { live: isLive, change };
}

/** What of the verdict the owner cares about; test packages and repeated answers are not told. */
async function changeForOwner(
  deps: AppDeps,
  store: Pick<StoreRow, 'id' | 'name'>,
  job: JobRow,
  batch: BatchRow,
  status: Verdict['status'],
): Promise<StoreChange | null> {
  if (job.isTest !== false || batch.ownerUserId === null) return null;
  const base = {
    ownerUserId: batch.ownerUserId,
    releaseId: batch.releaseId,
    releaseTitle: job.releaseTitle,
    storeName: store.name,
  };
  if (status === 'rejected') return job.ackStatus === 'rejected' ? null : { ...base, kind: 'rejected' };
  if (batch.action === 'takedown') {
    // A takedown sent over the network was told when sent; one left in a folder is at the store once it answers.
    return job.transportKind === 'folder' && job.ackStatus === null ? { ...base, kind: 'taken_down' } : null;
  }
  if (status !== 'live') return null;
  const before = await listReleaseStoreStates(deps, batch.releaseId);
  return before.some((state) => state.storeId === store.id && state.live) ? null : { ...base, kind: 'live' };
}
