import { asc, eq } from 'drizzle-orm';
import type { ManagerListResponse } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { findUsersByIds } from '../auth/index.js';
import { presentManager } from './present-manager.js';
import { accountManagers } from './tables.js';

/** The account's managers and team members, accepted ones and pending invitations apart. */
export async function listManagers(deps: AppDeps, accountId: number): Promise<ManagerListResponse> {
  const rows = await deps.db
    .select()
    .from(accountManagers)
    .where(eq(accountManagers.accountId, accountId))
    .orderBy(asc(accountManagers.invitedAt), asc(accountManagers.id));
  const people = await findUsersByIds(
    deps.db,
    rows.flatMap((row) => (row.managerUserId ? [row.managerUserId] : [])),
  );
  const byId = new Map(people.map((person) => [person.id, person]));
  const present = (row: (typeof rows)[number]) =>
    presentManager(row, row.managerUserId ? byId.get(row.managerUserId) : undefined);
  return {
    managers: rows.filter((row) => row.status === 'accepted').map(present),
    pending: rows.filter((row) => row.status === 'pending').map(present),
  };
}
