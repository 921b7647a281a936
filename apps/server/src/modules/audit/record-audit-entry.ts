import type { AppDeps } from '../../platform/deps.js';
import type { DbExecutor } from '../../platform/db.js';
import { auditEntries } from './tables.js';

export interface AuditEntryInput {
  accountId: number;
  actorUserId: number;
  method: string;
  path: string;
  action: string;
}

export async function recordAuditEntry(deps: AppDeps, entry: AuditEntryInput, db: DbExecutor = deps.db): Promise<void> {
  await db.insert(auditEntries).values({ ...entry, at: deps.clock.now() });
}
