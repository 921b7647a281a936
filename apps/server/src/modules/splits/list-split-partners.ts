import { and, eq, isNotNull } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db.js';
import { splitPayees, splits, splitVersions } from './tables.js';

/**
 * The accounts a user shares royalty splits with, in any version, with when each answered: as
 * owner, the payees who accepted with their account; as payee, the owners of the splits they accepted.
 */
export async function listSplitPartners(
  db: DbExecutor,
  userId: number,
): Promise<{ userId: number; at: Date | null }[]> {
  const [payees, owners] = await Promise.all([
    db
      .select({ userId: splitPayees.userId, at: splitPayees.respondedAt })
      .from(splitPayees)
      .innerJoin(splitVersions, eq(splitVersions.id, splitPayees.versionId))
      .innerJoin(splits, eq(splits.id, splitVersions.splitId))
      .where(and(eq(splits.ownerUserId, userId), eq(splitPayees.status, 'accepted'), isNotNull(splitPayees.userId))),
    db
      .select({ userId: splits.ownerUserId, at: splitPayees.respondedAt })
      .from(splitPayees)
      .innerJoin(splitVersions, eq(splitVersions.id, splitPayees.versionId))
      .innerJoin(splits, eq(splits.id, splitVersions.splitId))
      .where(and(eq(splitPayees.userId, userId), eq(splitPayees.status, 'accepted'))),
  ]);
  return [...payees.flatMap((row) => (row.userId === null ? [] : [{ userId: row.userId, at: row.at }])), ...owners];
}
