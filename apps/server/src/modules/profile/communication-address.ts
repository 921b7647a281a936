import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db.js';
import { additionalEmails } from './tables.js';

/**
 * The confirmed communication address of each account that chose one. Mail about what happens in
 * Liner (invitations, notices) goes there; security mail (sign-in codes, password resets, payout
 * change codes) always goes to the sign-in address, which only the account's owner controls.
 */
export async function findCommunicationAddresses(db: DbExecutor, userIds: number[]): Promise<Map<number, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: additionalEmails.userId, email: additionalEmails.email })
    .from(additionalEmails)
    .where(
      and(
        inArray(additionalEmails.userId, userIds),
        eq(additionalEmails.isCommunication, true),
        isNotNull(additionalEmails.confirmedAt),
      ),
    );
  return new Map(rows.map((row) => [row.userId, row.email]));
}
