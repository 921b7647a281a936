import { asc, eq } from 'drizzle-orm';
import { type ReleaseStoreState, storeDeliveryState } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { deliveryBatches, deliveryJobs, stores } from './tables.js';

/** What the owner reads of a connection failure: its technical words are the operator's. */
export const OPERATOR_IS_ON_IT = "The store's connection failed; Liner's operators have the details.";

export function transportKindOf(kind: string | null): 'folder' | 'sftp' | 's3' | null {
  return kind === 'folder' || kind === 'sftp' || kind === 's3' ? kind : null;
}

/**
 * Where the release stands at each store it was sent to: the latest delivery's state, and
 * whether it is live (acknowledged live since the last takedown reached the store).
 */
export async function listReleaseStoreStates(deps: AppDeps, releaseId: number): Promise<ReleaseStoreState[]> {
  const rows = await deps.db
    .select({ job: deliveryJobs, action: deliveryBatches.action, storeName: stores.name, sortOrder: stores.sortOrder })
    .from(deliveryJobs)
    .innerJoin(deliveryBatches, eq(deliveryBatches.id, deliveryJobs.batchId))
    .innerJoin(stores, eq(stores.id, deliveryJobs.storeId))
    .where(eq(deliveryBatches.releaseId, releaseId))
    .orderBy(asc(deliveryJobs.id));
  const states = new Map<string, ReleaseStoreState & { sortOrder: number }>();
  for (const { job, action, storeName, sortOrder } of rows) {
    const previous = states.get(job.storeId);
    let live = previous?.live ?? false;
    if (action === 'takedown' && (job.status === 'delivered' || job.status === 'acknowledged')) live = false;
    else if (action !== 'takedown' && job.ackStatus === 'live') live = true;
    else if (action === 'insert' && job.ackStatus === 'rejected') live = false;
    const transportKind = transportKindOf(job.transportKind);
    const state = storeDeliveryState({
      action,
      status: job.status,
      isTest: job.isTest,
      transportKind,
      ackStatus: job.ackStatus,
    });
    states.set(job.storeId, {
      storeId: job.storeId,
      storeName,
      sortOrder,
      action,
      status: job.status,
      // An update on its way does not take a live release off the store.
      state: live && action === 'update' && state !== 'failed' ? 'live' : state,
      isTest: job.isTest,
      transportKind,
      attempts: job.attempts,
      lastError: job.status === 'failed' ? (job.publicError ?? OPERATOR_IS_ON_IT) : null,
      messageId: job.messageId,
      deliveredAt: job.deliveredAt?.toISOString() ?? null,
      acknowledgedAt: job.acknowledgedAt?.toISOString() ?? null,
      live,
      storeMessage: job.ackMessage,
    });
  }
  return [...states.values()]
    .sort((a, b) => a.sortOrder - b.sortOrder)
    .map(({ sortOrder: _sortOrder, ...state }) => state);
}

/**
 * The accounts recorded as owner on the release's delivery batches (copied from the release by
 * the worker); none when it was never delivered. The releases area owns the release itself; once
 * it exports its owner, this should defer to it so a release not yet delivered answers an empty
 * log instead of 404.
 */
export async function deliveredReleaseOwners(deps: AppDeps, releaseId: number): Promise<number[]> {
  const rows = await deps.db
    .selectDistinct({ owner: deliveryBatches.ownerUserId })
    .from(deliveryBatches)
    .where(eq(deliveryBatches.releaseId, releaseId));
  return rows.flatMap((row) => (row.owner === null ? [] : [row.owner]));
}
