import { and, asc, eq } from 'drizzle-orm';
import { type ReceivedInvitation, resolveDisplayName } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { findUserById, type UserRow } from '../auth/index.js';
import { accessOf } from './acting-account.js';
import { permissionList } from './permission-list.js';
import { accountManagers } from './tables.js';

/**
 * The oldest invitation addressed to the person's e-mail address that waits for their answer: what
 * the manager-acceptance dialog shows. An invitation to an address registered later is found the
 * same way, by the address.
 */
export async function findReceivedInvitation(
  deps: AppDeps,
  person: Pick<UserRow, 'email'>,
): Promise<ReceivedInvitation | null> {
  const [row] = await deps.db
    .select()
    .from(accountManagers)
    .where(and(eq(accountManagers.email, person.email.toLowerCase()), eq(accountManagers.status, 'pending')))
    .orderBy(asc(accountManagers.invitedAt), asc(accountManagers.id))
    .limit(1);
  if (!row) return null;
  const account = await findUserById(deps.db, row.accountId);
  if (!account) return null;
  return {
    id: row.id,
    accountName: resolveDisplayName(account),
    kind: row.kind,
    permissions: permissionList(accessOf(row)),
  };
}

/** Whether the person manages (or is on the team of) at least one account: the Switch Account option. */
export async function managesAnAccount(deps: AppDeps, personId: number): Promise<boolean> {
  const [row] = await deps.db
    .select({ id: accountManagers.id })
    .from(accountManagers)
    .where(and(eq(accountManagers.managerUserId, personId), eq(accountManagers.status, 'accepted')))
    .limit(1);
  return row !== undefined;
}
