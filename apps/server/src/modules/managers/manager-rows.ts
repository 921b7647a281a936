import { and, eq } from 'drizzle-orm';
import { AppError } from '../../platform/errors.js';
import type { DbExecutor } from '../../platform/db.js';
import { MANAGER_MESSAGES } from '@liner/domain';
import { accountManagers } from './tables.js';

export type ManagerRow = typeof accountManagers.$inferSelect;

/**
 * A relationship of the account, by id; another account's id answers 404 as if it did not exist
 * (the query is scoped by the account, so ids cannot be probed).
 */
export async function findAccountManager(
  db: DbExecutor,
  accountId: number,
  id: number,
  kind?: ManagerRow['kind'],
): Promise<ManagerRow> {
  const [row] = await db
    .select()
    .from(accountManagers)
    .where(
      and(
        eq(accountManagers.id, id),
        eq(accountManagers.accountId, accountId),
        kind ? eq(accountManagers.kind, kind) : undefined,
      ),
    )
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', { message: MANAGER_MESSAGES.noManager });
  return row;
}

/** The accepted relationship through which `personId` acts for `accountId`, if any. */
export async function findAcceptedRelationship(
  db: DbExecutor,
  accountId: number,
  personId: number,
): Promise<ManagerRow | null> {
  const [row] = await db
    .select()
    .from(accountManagers)
    .where(
      and(
        eq(accountManagers.accountId, accountId),
        eq(accountManagers.managerUserId, personId),
        eq(accountManagers.status, 'accepted'),
      ),
    )
    .limit(1);
  return row ?? null;
}
