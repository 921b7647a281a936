import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../platform/deps.js';
import { invalidateUser } from '../../platform/app-caches.js';
import { findAccountManager, type ManagerRow } from './manager-rows.js';
import { accountManagers } from './tables.js';

/**
 * Ends a relationship, pending or accepted. The switches made through it go with it (foreign key),
 * so the person's sessions act for their own account again on their next request. The same address
 * may be invited again afterwards.
 */
export async function removeManager(
  deps: AppDeps,
  accountId: number,
  id: number,
  kind?: ManagerRow['kind'],
): Promise<void> {
  const row = await findAccountManager(deps.db, accountId, id, kind);
  await deps.db.delete(accountManagers).where(eq(accountManagers.id, row.id));
  if (row.managerUserId) invalidateUser(deps.caches, row.managerUserId);
}
