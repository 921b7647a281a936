import { and, asc, eq } from 'drizzle-orm';
import { type ManagedUser, resolveDisplayName } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { findUsersByIds } from '../auth/index.js';
import { accountManagers } from './tables.js';

/** The accounts a person may switch into: those whose invitation they accepted. */
export async function listManagedUsers(deps: AppDeps, personId: number): Promise<ManagedUser[]> {
  const rows = await deps.db
    .select({ accountId: accountManagers.accountId, kind: accountManagers.kind })
    .from(accountManagers)
    .where(and(eq(accountManagers.managerUserId, personId), eq(accountManagers.status, 'accepted')))
    .orderBy(asc(accountManagers.acceptedAt), asc(accountManagers.id));
  const accounts = new Map(
    (
      await findUsersByIds(
        deps.db,
        rows.map((row) => row.accountId),
      )
    ).map((u) => [u.id, u]),
  );
  return rows.flatMap((row) => {
    const account = accounts.get(row.accountId);
    if (!account || account.bannedAt) return [];
    return [
      {
        id: account.id,
        displayName: resolveDisplayName(account),
        email: account.email,
        profileImage: account.profileImage,
        role: row.kind,
      },
    ];
  });
}
