import { and, desc, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { resolveDisplayName, type PotentialReceiver } from '@liner/domain';
import type { DbExecutor } from '../../platform/db.js';
import { users } from '../auth/tables.js';
import { walletTransfers } from './tables.js';

type ReceiverUser = Pick<typeof users.$inferSelect, 'id' | 'email' | 'displayName' | 'firstName' | 'lastName' | 'artistName' | 'profileImage'>;

const receiverColumns = {
  id: users.id, email: users.email, displayName: users.displayName, firstName: users.firstName,
  lastName: users.lastName, artistName: users.artistName, profileImage: users.profileImage,
};

export function presentReceiver(user: ReceiverUser): PotentialReceiver {
  const name = resolveDisplayName(user);
  const initials = name.split(/[\s@._-]+/).filter(Boolean).slice(0, 2).map((part) => part[0]!.toUpperCase()).join('');
  return { id: user.id, email: user.email, name, profileImage: user.profileImage, initials };
}

/**
 * Who may receive a transfer (decided here; the spec only names the list): any other user with a
 * confirmed e-mail who is not suspended. The list is not a directory: it shows people you already
 * exchanged money with, and finds anyone else only by their exact e-mail address, so the call
 * cannot be used to enumerate accounts.
 */
export async function findReceiver(db: DbExecutor, senderId: number, by: { receiverId?: number; email?: string }): Promise<ReceiverUser | null> {
  const match = by.receiverId !== undefined ? eq(users.id, by.receiverId) : sql`lower(${users.email}) = ${(by.email ?? '').trim().toLowerCase()}`;
  const [row] = await db.select(receiverColumns).from(users)
    .where(and(match, ne(users.id, senderId), isNotNull(users.confirmedAt), isNull(users.bannedAt))).limit(1);
  return row ?? null;
}

export async function listPotentialReceivers(db: DbExecutor, senderId: number, email?: string): Promise<PotentialReceiver[]> {
  if (email) {
    const found = await findReceiver(db, senderId, { email });
    return found ? [presentReceiver(found)] : [];
  }
  // Both directions of confirmed transfers; the latest exchange first.
  const counterparts = db.$with('counterparts').as(
    db.select({ userId: sql<number>`${walletTransfers.receiverId}`.as('user_id'), at: walletTransfers.createdAt }).from(walletTransfers)
      .where(and(eq(walletTransfers.status, 'confirmed'), eq(walletTransfers.senderId, senderId)))
      .unionAll(db.select({ userId: sql<number>`${walletTransfers.senderId}`.as('user_id'), at: walletTransfers.createdAt }).from(walletTransfers)
        .where(and(eq(walletTransfers.status, 'confirmed'), eq(walletTransfers.receiverId, senderId)))),
  );
  const rows = await db.with(counterparts).select({ ...receiverColumns, at: sql<Date>`max(${counterparts.at})` }).from(counterparts)
    .innerJoin(users, eq(users.id, counterparts.userId))
    .where(and(isNotNull(users.confirmedAt), isNull(users.bannedAt)))
    .groupBy(users.id)
    .orderBy(desc(sql`max(${counterparts.at})`)).limit(20);
  return rows.map(presentReceiver);
}
