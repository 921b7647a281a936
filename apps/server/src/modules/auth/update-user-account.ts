import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db.js';
import type { UserRow } from './sessions.js';
import { users } from './tables.js';

/**
 * What another area may change on an account: names, type, password, second factors (profile's
 * settings), and the offer flags (the offers area: priority account, royalty advance).
 */
export type UserAccountChanges = Partial<
  Pick<
    UserRow,
    | 'firstName'
    | 'lastName'
    | 'displayName'
    | 'artistName'
    | 'type'
    | 'passwordHash'
    | 'totpSecret'
    | 'totpPendingSecret'
    | 'totpEnabledAt'
    | 'totpLastStep'
    | 'emailTwoFactorEnabledAt'
    | 'priorityMember'
    | 'priorityAccepted'
    | 'instantAdvance'
    | 'instantAdvanceConfirmed'
    | 'updatedAt'
  >
>;

/** Writes the changes to one account; inside the caller's transaction when given one. */
export async function updateUserAccount(db: DbExecutor, userId: number, changes: UserAccountChanges): Promise<void> {
  await db.update(users).set(changes).where(eq(users.id, userId));
}

/** Sets the account's type; choosing the collaborator type also completes the portal set-up. */
export async function updateAccountType(
  db: DbExecutor,
  userId: number,
  type: UserRow['type'],
  now: Date,
): Promise<void> {
  await db
    .update(users)
    .set({ type, updatedAt: now, ...(type === 'collaborator' ? { hasCompletedInit: true } : {}) })
    .where(eq(users.id, userId));
}
