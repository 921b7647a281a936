import { asc, eq } from 'drizzle-orm';
import type { DeliveryAction, DeliveryLogEntry } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import type { DbExecutor } from '../../platform/db.js';
import { deliveryLog, stores } from './tables.js';

export interface LogLine {
  releaseId: number;
  batchId: string | null;
  storeId: string | null;
  action: DeliveryAction;
  step: string;
  status: 'ok' | 'error' | 'info';
  message: string;
}

/** One step of a delivery, stamped with the app clock (tests move it). */
export async function logDeliveryStep(deps: AppDeps, line: LogLine, db: DbExecutor = deps.db): Promise<void> {
  await db.insert(deliveryLog).values({ ...line, at: deps.clock.now() });
}

/** The release's log, oldest first, with the store's name as the target. */
export async function listDeliveryLog(deps: AppDeps, releaseId: number): Promise<DeliveryLogEntry[]> {
  const rows = await deps.db
    .select({ log: deliveryLog, storeName: stores.name })
    .from(deliveryLog)
    .leftJoin(stores, eq(stores.id, deliveryLog.storeId))
    .where(eq(deliveryLog.releaseId, releaseId))
    .orderBy(asc(deliveryLog.id));
  return rows.map(({ log, storeName }) => ({
    id: log.id,
    releaseId: log.releaseId,
    storeId: log.storeId,
    storeName,
    action: log.action,
    step: log.step,
    status: log.status,
    message: log.message,
    at: log.at.toISOString(),
  }));
}
