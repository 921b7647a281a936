import { normalizeEmail } from '@liner/domain';
import type { DbExecutor } from '../../platform/db.js';
import { findUsersByEmails, type UserRow } from '../auth/index.js';

/**
 * The address a person is invited to splits at: their e-mail, once they confirmed it. Until then
 * they are nobody's payee, so a sign-up with someone else's address neither sees nor takes what
 * was offered to that address.
 */
export function invitedAddressOf(user: { email: string; confirmedAt: Date | null }): string | null {
  return user.confirmedAt === null ? null : normalizeEmail(user.email);
}

/** The confirmed owners of these addresses (give them lower-cased): who an invitation binds to. */
export async function findConfirmedOwners(db: DbExecutor, emails: readonly string[]): Promise<UserRow[]> {
  return (await findUsersByEmails(db, emails)).filter((user) => invitedAddressOf(user) !== null);
}
