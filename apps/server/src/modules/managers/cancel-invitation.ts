import { eq } from 'drizzle-orm';
import { MANAGER_MESSAGES } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { findAccountManager } from './manager-rows.js';
import { accountManagers } from './tables.js';

/** Withdraws a pending invitation; an accepted manager is removed instead (remove/{id}). */
export async function cancelInvitation(deps: AppDeps, accountId: number, id: number): Promise<void> {
  const row = await findAccountManager(deps.db, accountId, id);
  if (row.status !== 'pending') throw new AppError('CONFLICT', { message: MANAGER_MESSAGES.noInvitation });
  await deps.db.delete(accountManagers).where(eq(accountManagers.id, row.id));
}
