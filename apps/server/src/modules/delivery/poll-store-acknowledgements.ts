import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { AcknowledgementPollResult } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { applyVerdict } from './acknowledge-delivery.js';
import { notifyStoreChanges, type StoreChange } from './notify-store-changes.js';
import { parseStoreAcknowledgement } from './parse-store-acknowledgement.js';
import type { StoreRow } from './store-catalog.js';
import { deliveryBatches, deliveryJobs, stores } from './tables.js';
import { ackDirOf, openTransport, type OpenTransport } from './transports/open-transport.js';
import type { Transport } from './transports/transport.js';

export const ACK_POLL_QUEUE = 'delivery.poll-acknowledgements';
export const ACK_POLL_CRON = '*/5 * * * *';

/**
 * Reads the acknowledgements every enabled store dropped in its transport's acknowledgement
 * folder, applies each to the delivery it answers, and moves the file to `archive/` (or to
 * `unreadable/` when it names no delivery of ours), so no file is applied twice. A store whose
 * connection fails is reported and the others are still read.
 */
export async function pollStoreAcknowledgements(
  deps: AppDeps,
  open: OpenTransport = openTransport,
): Promise<AcknowledgementPollResult> {
  const result: AcknowledgementPollResult = { read: 0, applied: 0, problems: [] };
  // Told after the whole run, so a release going live at several stores is one notification.
  const changes: StoreChange[] = [];
  const rows = await deps.db.select().from(stores).where(eq(stores.enabled, true)).orderBy(asc(stores.sortOrder));
  for (const store of rows) {
    let transport: Transport | null = null;
    try {
      transport = await open(deps, store);
      await readStoreFolder(deps, store, transport, result, changes);
    } catch (error) {
      result.problems.push(`${store.name}: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      await transport?.close().catch(() => undefined);
    }
  }
  await notifyStoreChanges(deps, changes);
  return result;
}

async function readStoreFolder(
  deps: AppDeps,
  store: StoreRow,
  transport: Transport,
  result: AcknowledgementPollResult,
  changes: StoreChange[],
): Promise<void> {
  const dir = ackDirOf(store);
  const names = (await transport.listFiles(dir)).filter((name) => name.toLowerCase().endsWith('.xml')).sort();
  for (const name of names) {
    result.read += 1;
    const file = `${dir}/${name}`;
    try {
      const ack = parseStoreAcknowledgement(await transport.readText(file));
      const found = await findAnsweredDelivery(deps, store.id, ack);
      if (!found) throw new Error(`no delivery of ${ack.messageId ?? ack.icpn} to ${store.name} to acknowledge`);
      const { change } = await applyVerdict(deps, store, found.job, found.batch, {
        status: ack.status,
        message: ack.message,
        source: `from ${name}`,
      });
      if (change) changes.push(change);
      await transport.move(file, `${dir}/archive/${name}`);
      result.applied += 1;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      result.problems.push(`${store.name} ${name}: ${reason}`);
      await transport.move(file, `${dir}/unreadable/${name}`);
      deps.logger.warn({ store: store.id, file: name, reason }, 'store acknowledgement not applied');
    }
  }
}

async function findAnsweredDelivery(
  deps: AppDeps,
  storeId: string,
  ack: { messageId: string | null; icpn: string | null },
) {
  const where = ack.messageId
    ? and(eq(deliveryJobs.storeId, storeId), eq(deliveryJobs.messageId, ack.messageId))
    : and(eq(deliveryJobs.storeId, storeId), eq(deliveryJobs.icpn, ack.icpn ?? ''));
  const [found] = await deps.db
    .select({ job: deliveryJobs, batch: deliveryBatches })
    .from(deliveryJobs)
    .innerJoin(deliveryBatches, eq(deliveryBatches.id, deliveryJobs.batchId))
    .where(and(where, inArray(deliveryJobs.status, ['delivered', 'acknowledged'])))
    .orderBy(desc(deliveryJobs.id))
    .limit(1);
  return found ?? null;
}
