import { asc, eq } from 'drizzle-orm';
import {
  type DeliveryTimelineEntry,
  type OperatorReleaseDeliveries,
  storeDeliveryState,
  type TimelineKind,
  timelineText,
} from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { listDeliveryLog } from './delivery-log.js';
import { OPERATOR_IS_ON_IT, transportKindOf } from './release-store-states.js';
import { deliveryBatches, deliveryJobs, stores } from './tables.js';

async function releaseJobs(deps: AppDeps, releaseId: number) {
  return deps.db
    .select({ job: deliveryJobs, batch: deliveryBatches, storeName: stores.name, sortOrder: stores.sortOrder })
    .from(deliveryJobs)
    .innerJoin(deliveryBatches, eq(deliveryBatches.id, deliveryJobs.batchId))
    .innerJoin(stores, eq(stores.id, deliveryJobs.storeId))
    .where(eq(deliveryBatches.releaseId, releaseId))
    .orderBy(asc(deliveryBatches.createdAt), asc(stores.sortOrder), asc(deliveryJobs.id));
}

interface Event {
  at: Date;
  kind: TimelineKind;
  storeName: string;
  detail: string | null;
}

/**
 * The owner's delivery log: a few human lines ("Sent to Spotify", "Live on Spotify") built from
 * each store's delivery, the same happening at several stores in one minute told once; newest
 * first. Server paths, message ids and retries stay in the operator's log.
 */
export async function listDeliveryTimeline(deps: AppDeps, releaseId: number): Promise<DeliveryTimelineEntry[]> {
  const events: Event[] = [];
  for (const { job, batch, storeName } of await releaseJobs(deps, releaseId)) {
    const isTakedown = batch.action === 'takedown';
    const packageOnly = job.isTest !== false || job.transportKind === 'folder';
    if (job.status === 'failed') {
      events.push({ at: job.updatedAt, kind: 'failed', storeName, detail: job.publicError ?? OPERATOR_IS_ON_IT });
      continue;
    }
    if (!job.deliveredAt) {
      events.push({ at: batch.createdAt, kind: 'queued', storeName, detail: null });
      continue;
    }
    const sentKind: TimelineKind = isTakedown
      ? packageOnly
        ? 'takedown_packaged'
        : 'taken_down'
      : packageOnly
        ? 'packaged'
        : 'sent';
    events.push({ at: job.deliveredAt, kind: sentKind, storeName, detail: null });
    if (job.acknowledgedAt && job.ackStatus) {
      const kind: TimelineKind =
        job.ackStatus === 'rejected' ? 'rejected' : job.ackStatus === 'live' && !isTakedown ? 'live' : 'acknowledged';
      events.push({ at: job.acknowledgedAt, kind, storeName, detail: job.ackMessage });
    }
  }
  const groups = new Map<string, { at: Date; kind: TimelineKind; names: string[]; details: string[] }>();
  for (const event of events) {
    const minute = Math.floor(event.at.getTime() / 60_000);
    const key = `${minute}|${event.kind}|${event.detail ?? ''}`;
    const group = groups.get(key) ?? { at: event.at, kind: event.kind, names: [], details: [] };
    if (!group.names.includes(event.storeName)) group.names.push(event.storeName);
    if (event.detail && !group.details.includes(event.detail)) group.details.push(event.detail);
    groups.set(key, group);
  }
  return [...groups.values()]
    .sort((a, b) => b.at.getTime() - a.at.getTime())
    .map((group) => ({
      at: group.at.toISOString(),
      kind: group.kind,
      storeNames: group.names,
      text: timelineText(group.kind, group.names),
      detail: group.details.length > 0 ? group.details.join(' ') : null,
    }));
}

/** The release's batches with each store's message, and the technical log, for an operator. */
export async function listOperatorDeliveries(deps: AppDeps, releaseId: number): Promise<OperatorReleaseDeliveries> {
  const rows = await releaseJobs(deps, releaseId);
  const batches = new Map<string, OperatorReleaseDeliveries['batches'][number]>();
  // Every batch, a just-approved one too (its stores are planned by the sweeper a moment later).
  const allBatches = await deps.db
    .select()
    .from(deliveryBatches)
    .where(eq(deliveryBatches.releaseId, releaseId))
    .orderBy(asc(deliveryBatches.createdAt));
  for (const batch of allBatches)
    batches.set(batch.id, {
      id: batch.id,
      action: batch.action,
      createdAt: batch.createdAt.toISOString(),
      storesPlanned: batch.storesPlanned,
      jobs: [],
    });
  let icpn: string | null = null;
  for (const { job, batch, storeName } of rows) {
    icpn = job.icpn ?? icpn;
    const entry = batches.get(batch.id) ?? {
      id: batch.id,
      action: batch.action,
      createdAt: batch.createdAt.toISOString(),
      storesPlanned: batch.storesPlanned,
      jobs: [],
    };
    entry.jobs.push({
      storeId: job.storeId,
      storeName,
      status: job.status,
      state: storeDeliveryState({
        action: batch.action,
        status: job.status,
        isTest: job.isTest,
        transportKind: transportKindOf(job.transportKind),
        ackStatus: job.ackStatus,
      }),
      messageId: job.messageId,
      isTest: job.isTest,
      transportKind: job.transportKind,
      attempts: job.attempts,
      lastError: job.lastError,
      deliveredAt: job.deliveredAt?.toISOString() ?? null,
      acknowledgedAt: job.acknowledgedAt?.toISOString() ?? null,
      ackStatus: job.ackStatus,
      ackMessage: job.ackMessage,
    });
    batches.set(batch.id, entry);
  }
  return { icpn, batches: [...batches.values()].reverse(), log: await listDeliveryLog(deps, releaseId) };
}
