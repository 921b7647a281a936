// CONTRACT between the delivery area (owner) and the releases area (caller). The delivery
// engineer implements requestDelivery; the signature stays as it is.
import type { AppDeps } from '../../platform/deps.js';
import type { DbExecutor } from '../../platform/db.js';

export type DeliveryAction = 'insert' | 'update' | 'takedown';

export interface DeliveryRequest {
  releaseId: number;
  action: DeliveryAction;
  /** Defaults to the stores chosen on the release. */
  storeIds?: string[];
  requestedBy: number;
}

/** Records the request (in the caller's transaction when given) and enqueues one job per store. */
export async function requestDelivery(deps: AppDeps, request: DeliveryRequest, db: DbExecutor = deps.db): Promise<{ batchId: string }> {
  void deps; void db;
  throw new Error(`requestDelivery(${request.releaseId}) is not implemented yet`);
}
