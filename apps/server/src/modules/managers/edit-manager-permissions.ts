import { eq } from 'drizzle-orm';
import type { EditManagerPermissionsRequest } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { invalidateUser } from '../../platform/app-caches.js';
import { findAccountManager } from './manager-rows.js';
import { accessFromGrants } from './permission-list.js';
import { accountManagers } from './tables.js';

/**
 * Replaces what a manager may do, area by area. A team member's access is their role's preset and
 * changes with the role, so it is not edited here.
 */
export async function editManagerPermissions(
  deps: AppDeps,
  accountId: number,
  input: EditManagerPermissionsRequest,
): Promise<void> {
  const row = await findAccountManager(deps.db, accountId, input.id, 'manager');
  await deps.db
    .update(accountManagers)
    .set({ permissions: accessFromGrants(input.permissions) })
    .where(eq(accountManagers.id, row.id));
  // The manager's cached session carries the old access: drop it so the next request sees the new.
  if (row.managerUserId) invalidateUser(deps.caches, row.managerUserId);
}
