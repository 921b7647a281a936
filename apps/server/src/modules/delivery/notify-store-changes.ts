import { and, asc, eq, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../platform/deps.js';
import { createNotification } from '../notifications/index.js';
import { deliveryBatches, deliveryJobs, stores } from './tables.js';

/** What the owner is told about: a store's state of their release that they care about changed. */
export type StoreChangeKind = 'live' | 'failed' | 'taken_down' | 'rejected';

export interface StoreChange {
  ownerUserId: number;
  releaseId: number;
  releaseTitle: string | null;
  kind: StoreChangeKind;
  storeName: string;
}

/** "Spotify", "Spotify and Deezer", "Spotify and 3 more stores". */
export function storeNamesText(names: string[]): string {
  if (names.length <= 2) return names.join(' and ');
  return `${names[0]} and ${names.length - 1} more stores`;
}

function listAll(names: string[]): string {
  return names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** The artist's words: no message ids, paths or store error codes (those stay in the operator's log). */
export function storeChangeText(kind: StoreChangeKind, names: string[], releaseTitle: string | null) {
  const named = releaseTitle?.trim() ? `"${releaseTitle.trim()}"` : null;
  const release = named ?? 'Your release';
  const inSentence = named ?? 'your release';
  const few = storeNamesText(names);
  const all = listAll(names);
  const one = names.length === 1;
  switch (kind) {
    case 'live':
      return { title: `Live on ${few}`, message: `${release} is live on ${all}.`, toast: 'success' as const };
    case 'failed':
      return {
        title: `${few} could not take ${inSentence} yet`,
        message: `${all} could not take the release yet; our team is on it.`,
        toast: 'warning' as const,
      };
    case 'taken_down':
      return {
        title: `Taken down from ${few}`,
        message: `${release} was taken down from ${all}.`,
        toast: 'info' as const,
      };
    case 'rejected':
      return {
        title: `${few} turned down ${inSentence}`,
        message: `${all} did not accept the release; our team is looking at what ${one ? 'the store' : 'they'} asked for.`,
        toast: 'warning' as const,
      };
  }
}

/**
 * One notification per owner, release and kind for the changes given (several stores at once are
 * told once). Sent after the change committed; a failed notification must not undo a delivery.
 */
export async function notifyStoreChanges(deps: AppDeps, changes: StoreChange[]): Promise<void> {
  const groups = new Map<string, { change: StoreChange; names: string[] }>();
  for (const change of changes) {
    const key = `${change.ownerUserId}|${change.releaseId}|${change.kind}`;
    const group = groups.get(key) ?? { change, names: [] };
    if (!group.names.includes(change.storeName)) group.names.push(change.storeName);
    groups.set(key, group);
  }
  for (const { change, names } of groups.values()) {
    const text = storeChangeText(change.kind, names, change.releaseTitle);
    try {
      await createNotification(deps, {
        userId: change.ownerUserId,
        title: text.title,
        message: text.message,
        type: 'message',
        toast: text.toast,
      });
    } catch (error) {
      deps.logger.error({ err: error, releaseId: change.releaseId }, 'store change notification failed');
    }
  }
}

const UNSETTLED = ['queued', 'building', 'sending'] as const;

/**
 * Called when one store's job of a batch ended: once every store of the batch has ended, the
 * owner is told, in one notification per kind, which stores failed and which took the release
 * down. Test packages are not told about, nor a takedown left in a folder (not at the store).
 * The batch is claimed with a conditional update so two jobs ending together tell it once.
 */
export async function notifyIfBatchSettled(deps: AppDeps, batchId: string): Promise<void> {
  const jobs = await deps.db
    .select({ job: deliveryJobs, storeName: stores.name, sortOrder: stores.sortOrder })
    .from(deliveryJobs)
    .innerJoin(stores, eq(stores.id, deliveryJobs.storeId))
    .where(eq(deliveryJobs.batchId, batchId))
    .orderBy(asc(stores.sortOrder), asc(deliveryJobs.id));
  if (jobs.some(({ job }) => (UNSETTLED as readonly string[]).includes(job.status))) return;
  const [batch] = await deps.db
    .update(deliveryBatches)
    .set({ ownerNotifiedAt: deps.clock.now() })
    .where(
      and(
        eq(deliveryBatches.id, batchId),
        isNull(deliveryBatches.ownerNotifiedAt),
        eq(deliveryBatches.storesPlanned, true),
      ),
    )
    .returning();
  if (!batch || batch.ownerUserId === null) return;
  const ownerUserId = batch.ownerUserId;
  const changes: StoreChange[] = [];
  for (const { job, storeName } of jobs) {
    if (job.isTest !== false) continue;
    const base = { ownerUserId, releaseId: batch.releaseId, releaseTitle: job.releaseTitle, storeName };
    if (job.status === 'failed') changes.push({ ...base, kind: 'failed' });
    else if (batch.action === 'takedown' && job.status === 'delivered' && job.transportKind !== 'folder')
      changes.push({ ...base, kind: 'taken_down' });
  }
  await notifyStoreChanges(deps, changes);
}
