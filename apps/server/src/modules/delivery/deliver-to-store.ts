import { createHash } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { buildNewReleaseMessage, checkReleaseForDelivery } from '@liner/ddex/ern';
import type { AppDeps } from '../../platform/deps.js';
import { BLOCKLIST_PLATFORM_LABELS, BLOCKLIST_STORE_IDS, type BlocklistPlatform, isoDay } from '@liner/domain';
import { releaseBlocks } from '../programmes/index.js';
import { loadDeliverableRelease, type DeliverableRelease } from '../releases/index.js';
import { buildBatchManifest } from './batch-manifest.js';
import { buildStoreMessage } from './build-store-message.js';
import { logDeliveryStep, type LogLine } from './delivery-log.js';
import { notifyIfBatchSettled } from './notify-store-changes.js';
import { deliveryBatches, deliveryJobs, stores, type DeliveryJobStatus, type StoreDealType } from './tables.js';
import { openTransport, type OpenTransport } from './transports/open-transport.js';

export const DELIVERY_QUEUE = 'delivery.store';
/** pg-boss retries after a transient failure (transport, storage); 30 s doubling: ~30 s .. ~16 min. */
export const DEFAULT_RETRY_LIMIT = 5;
export const DEFAULT_RETRY_DELAY_SECONDS = 30;

export interface DeliveryJobData {
  batchId: string;
  storeId: string;
}

export type ReleaseLoader = (deps: AppDeps, releaseId: number) => Promise<DeliverableRelease>;

export interface DeliverOptions {
  openTransport?: OpenTransport;
  /** Attempts in all (first + retries); the last failure marks the store failed. */
  maxAttempts?: number;
}

/** Thrown for failures worth retrying; pg-boss schedules the retry with backoff. */
export class TransientDeliveryError extends Error {}

/** The blocked platforms whose UGC runs through this store, as a person names them. */
function blockedPlatformsAt(platforms: readonly BlocklistPlatform[], storeId: string): string {
  return platforms
    .filter((platform) => BLOCKLIST_STORE_IDS[platform].includes(storeId))
    .map((platform) => BLOCKLIST_PLATFORM_LABELS[platform])
    .join(', ');
}

export type DeliveryOutcome = 'delivered' | 'failed' | 'skipped';

/**
 * The job of one store in one batch: build the store's ERN, check it, and send the package
 * `<batch>/<UPC>/` (resources, then `<UPC>.xml`) and `BatchComplete_<batch>.xml` through the
 * store's transport, logging each step. Data problems fail the store at once (a retry would
 * not fix them); transport and storage failures throw TransientDeliveryError to be retried.
 */
export async function deliverToStore(
  deps: AppDeps,
  data: DeliveryJobData,
  loader: ReleaseLoader = loadDeliverableRelease,
  options: DeliverOptions = {},
): Promise<DeliveryOutcome> {
  const [found] = await deps.db
    .select({ job: deliveryJobs, batch: deliveryBatches, store: stores })
    .from(deliveryJobs)
    .innerJoin(deliveryBatches, eq(deliveryBatches.id, deliveryJobs.batchId))
    .innerJoin(stores, eq(stores.id, deliveryJobs.storeId))
    .where(and(eq(deliveryJobs.batchId, data.batchId), eq(deliveryJobs.storeId, data.storeId)));
  // Gone (batch deleted) or already done by an earlier run of a duplicated job.
  if (!found || found.job.status === 'delivered' || found.job.status === 'acknowledged') return 'skipped';
  const { job, batch, store } = found;
  const attempt = job.attempts + 1;
  const maxAttempts = options.maxAttempts ?? DEFAULT_RETRY_LIMIT + 1;
  const line = (step: string, status: LogLine['status'], message: string): LogLine => ({
    releaseId: batch.releaseId,
    batchId: batch.id,
    storeId: store.id,
    action: batch.action,
    step,
    status,
    message,
  });
  const setJob = (values: Partial<typeof deliveryJobs.$inferInsert> & { status: DeliveryJobStatus }) =>
    deps.db
      .update(deliveryJobs)
      .set({ ...values, updatedAt: deps.clock.now() })
      .where(eq(deliveryJobs.id, job.id));

  // Known once the message is built; until then the store's own setting tells whether it was a test.
  let isTest: boolean | null = null;
  let releaseTitle: string | null = null;
  // A data problem is the owner's to fix: it is kept worded for them too.
  const fail = async (step: string, message: string) => {
    await setJob({
      status: 'failed',
      lastError: message,
      publicError: message,
      isTest: isTest ?? store.isTest,
      releaseTitle,
    });
    await logDeliveryStep(deps, line(step, 'error', message));
    await notifyIfBatchSettled(deps, batch.id);
    return 'failed' as const;
  };
  const retryOrFail = async (step: string, error: unknown): Promise<never> => {
    const message = error instanceof Error ? error.message : String(error);
    const final = attempt >= maxAttempts;
    await setJob(
      final
        ? { status: 'failed', lastError: message, isTest: isTest ?? store.isTest, releaseTitle }
        : { status: 'queued', lastError: message },
    );
    const note = final ? `gave up after ${attempt} attempts` : `attempt ${attempt} of ${maxAttempts}, will retry`;
    await logDeliveryStep(deps, line(step, 'error', `${message} (${note})`));
    if (final) await notifyIfBatchSettled(deps, batch.id);
    throw new TransientDeliveryError(message);
  };

  await setJob({ status: 'building', attempts: attempt });
  let deliverable: DeliverableRelease;
  try {
    deliverable = await loader(deps, batch.releaseId);
  } catch (error) {
    return retryOrFail('load', error);
  }
  if (batch.ownerUserId === null) {
    await deps.db
      .update(deliveryBatches)
      .set({ ownerUserId: deliverable.ownerUserId })
      .where(and(eq(deliveryBatches.id, batch.id), isNull(deliveryBatches.ownerUserId)));
  }

  releaseTitle = deliverable.release.title;
  const blocks = await releaseBlocks(deps.db, {
    accountId: deliverable.ownerUserId,
    releaseId: batch.releaseId,
    day: isoDay(deps.clock.now()),
  });
  const withheldDealTypes = blocks.storeIds.includes(store.id)
    ? blocks.dealTypes.filter((type) => store.dealTypes.includes(type as StoreDealType))
    : [];
  if (withheldDealTypes.length > 0)
    await logDeliveryStep(
      deps,
      line(
        'check',
        'info',
        `UGC deals withheld at ${store.name}: the release is on the account's blocklist (${blockedPlatformsAt(blocks.platforms, store.id)})`,
      ),
    );
  const built = buildStoreMessage({
    withheldDealTypes,
    deliverable,
    store,
    batchId: batch.id,
    action: batch.action,
    createdAt: deps.clock.now(),
    sender: deps.config.ddexSender,
  });
  isTest = built.release.header.isTest ?? false;
  // A store's own party id is the recipient of what it receives over the network, and the
  // address of every live message: without it a store could not tell the message is for it.
  if (!store.dpid && (!isTest || store.transport.kind !== 'folder')) {
    return fail(
      'check',
      `${store.name} has no DDEX party id (DPID): ${isTest ? 'a message sent over the network' : 'a live message'} needs one. Set it in Stores & connections.`,
    );
  }
  const problems = [...built.problems, ...checkReleaseForDelivery(built.release)];
  const errors = problems.filter((p) => p.severity === 'error');
  if (errors.length > 0) {
    return fail('check', `Not delivered: ${errors.map((p) => `${p.message} [${p.path}]`).join(' ')}`);
  }
  const warnings = problems.filter((p) => p.severity === 'warning').map((p) => p.message);
  await logDeliveryStep(
    deps,
    line(
      'check',
      warnings.length ? 'info' : 'ok',
      warnings.length ? `Checked with warnings: ${warnings.join(' ')}` : 'Checked: no problems',
    ),
  );

  const icpn = built.release.icpn;
  const xml = buildNewReleaseMessage(built.release);
  const messageId = built.release.header.messageId;
  await setJob({
    status: 'sending',
    messageId,
    icpn,
    releaseTitle: built.release.title,
    isTest,
    transportKind: store.transport.kind,
    publicError: null,
  });
  await logDeliveryStep(
    deps,
    line('build', 'ok', `Built ${built.release.header.kind} message ${messageId} (${Buffer.byteLength(xml)} bytes)`),
  );

  let transport: Awaited<ReturnType<OpenTransport>>;
  try {
    transport = await (options.openTransport ?? openTransport)(deps, store);
  } catch (error) {
    return retryOrFail('connect', error);
  }
  let step = 'resources';
  try {
    // Binaries need not be resent for a takedown (the message alone withdraws the deals).
    const files = built.release.header.kind === 'Takedown' ? [] : built.files;
    for (const file of files) {
      await transport.putFile(`${batch.id}/${icpn}/${file.uri}`, {
        localPath: deps.storage.localPath(file.storageKey),
        open: () => deps.storage.get(file.storageKey),
      });
    }
    if (files.length > 0)
      await logDeliveryStep(deps, line('resources', 'ok', `Sent ${files.length} files to ${transport.description}`));
    step = 'message';
    const messagePath = `${icpn}/${icpn}.xml`;
    await transport.writeText(`${batch.id}/${messagePath}`, xml);
    await logDeliveryStep(deps, line('message', 'ok', `Sent ${batch.id}/${messagePath}`));
    step = 'manifest';
    const header = built.release.header;
    const manifest = buildBatchManifest({
      batchId: batch.id,
      sender: header.sender,
      recipient: header.recipients[0],
      createdAt: header.createdAt,
      isTest: header.isTest ?? false,
      message: {
        messageId,
        path: messagePath,
        icpn,
        md5: createHash('md5').update(xml).digest('hex'),
        isTakedown: header.kind === 'Takedown',
      },
    });
    await transport.writeText(`${batch.id}/BatchComplete_${batch.id}.xml`, manifest);
  } catch (error) {
    return retryOrFail(step, error);
  } finally {
    await transport.close().catch(() => undefined);
  }
  await setJob({ status: 'delivered', lastError: null, deliveredAt: deps.clock.now() });
  const outcome = isTest
    ? `Test package for ${store.name} written to ${transport.description} (a test message: not a live delivery)`
    : store.transport.kind === 'folder'
      ? `Package for ${store.name} left in ${transport.description}: not at the store until it is handed over`
      : `Sent to ${store.name} through ${transport.description}`;
  await logDeliveryStep(deps, line('manifest', 'ok', `${outcome}; BatchComplete_${batch.id}.xml written`));
  await notifyIfBatchSettled(deps, batch.id);
  return 'delivered';
}
