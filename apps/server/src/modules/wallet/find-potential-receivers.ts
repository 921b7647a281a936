import { and, desc, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { resolveDisplayName, type PotentialReceiver } from '@liner/domain';
import type { DbExecutor } from '../../platform/db.js';
import { users } from '../auth/tables.js';
import { splitPayees, splits, splitVersions } from '../splits/tables.js';
import { walletTransfers } from './tables.js';

type ReceiverUser = Pick<
  typeof users.$inferSelect,
  'id' | 'email' | 'displayName' | 'firstName' | 'lastName' | 'artistName' | 'profileImage'
>;

const receiverColumns = {
  id: users.id,
  email: users.email,
  displayName: users.displayName,
  firstName: users.firstName,
  lastName: users.lastName,
  artistName: users.artistName,
  profileImage: users.profileImage,
};

export function presentReceiver(user: ReceiverUser): PotentialReceiver {
  const name = resolveDisplayName(user);
  const initials = name
    .split(/[\s@._-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
  return { id: user.id, email: user.email, name, profileImage: user.profileImage, initials };
}

/** Only a confirmed, not suspended account other than the sender's own can ever receive money. */
const canReceive = (senderId: number) =>
  and(ne(users.id, senderId), isNotNull(users.confirmedAt), isNull(users.bannedAt));
const hasEmail = (email: string) => sql`lower(${users.email}) = ${email.trim().toLowerCase()}`;

/**
 * Who may receive a transfer (decided here; the spec only names the list): any other user with a
 * confirmed e-mail who is not suspended. The list is not a directory: it shows people you already
 * exchanged money with or share royalty splits with, and finds anyone else only by their exact
 * e-mail address, so the call cannot be used to enumerate accounts.
 *
 * transfers/init names its receiver by the same rule, because its answer shows the receiver's
 * e-mail: an id alone must be one of those money relationships (any of them, not only the 20 the
 * list shows), and anyone else needs their exact e-mail, with the id, when given, of that same
 * person. Every other id answers null, exactly like an id nobody has.
 */
export async function findReceiver(
  db: DbExecutor,
  senderId: number,
  by: { receiverId?: number; email?: string },
): Promise<ReceiverUser | null> {
  const byId = by.receiverId !== undefined ? eq(users.id, by.receiverId) : undefined;
  if (by.email) {
    const [row] = await db
      .select(receiverColumns)
      .from(users)
      .where(and(hasEmail(by.email), byId, canReceive(senderId)))
      .limit(1);
    return row ?? null;
  }
  if (!byId) return null;
  const known = counterparts(db, senderId);
  const [row] = await db
    .with(known)
    .select(receiverColumns)
    .from(known)
    .innerJoin(users, eq(users.id, known.userId))
    .where(and(byId, canReceive(senderId)))
    .limit(1);
  return row ?? null;
}

export async function listPotentialReceivers(
  db: DbExecutor,
  senderId: number,
  email?: string,
): Promise<PotentialReceiver[]> {
  if (email) {
    const found = await findReceiver(db, senderId, { email });
    return found ? [presentReceiver(found)] : [];
  }
  const known = counterparts(db, senderId);
  const rows = await db
    .with(known)
    .select({ ...receiverColumns, at: sql<Date>`max(${known.at})` })
    .from(known)
    .innerJoin(users, eq(users.id, known.userId))
    .where(canReceive(senderId))
    .groupBy(users.id)
    .orderBy(desc(sql`max(${known.at})`), users.id)
    .limit(20);
  return rows.map(presentReceiver);
}

/**
 * Everyone the user has a money relationship with, with the time it last happened: both
 * directions of confirmed transfers, and royalty-split partners (as owner, the payees who
 * accepted with their account; as payee, the owners of splits they accepted), any version.
 */
function counterparts(db: DbExecutor, userId: number) {
  const transfersOut = db
    .select({
      userId: sql<number>`${walletTransfers.receiverId}`.as('user_id'),
      at: sql<Date>`${walletTransfers.createdAt}`.as('at'),
    })
    .from(walletTransfers)
    .where(and(eq(walletTransfers.status, 'confirmed'), eq(walletTransfers.senderId, userId)));
  const transfersIn = db
    .select({
      userId: sql<number>`${walletTransfers.senderId}`.as('user_id'),
      at: sql<Date>`${walletTransfers.createdAt}`.as('at'),
    })
    .from(walletTransfers)
    .where(and(eq(walletTransfers.status, 'confirmed'), eq(walletTransfers.receiverId, userId)));
  const acceptedPayees = db
    .select({
      userId: sql<number>`${splitPayees.userId}`.as('user_id'),
      at: sql<Date>`${splitPayees.respondedAt}`.as('at'),
    })
    .from(splitPayees)
    .innerJoin(splitVersions, eq(splitVersions.id, splitPayees.versionId))
    .innerJoin(splits, eq(splits.id, splitVersions.splitId))
    .where(and(eq(splits.ownerUserId, userId), eq(splitPayees.status, 'accepted'), isNotNull(splitPayees.userId)));
  const owners = db
    .select({
      userId: sql<number>`${splits.ownerUserId}`.as('user_id'),
      at: sql<Date>`${splitPayees.respondedAt}`.as('at'),
    })
    .from(splitPayees)
    .innerJoin(splitVersions, eq(splitVersions.id, splitPayees.versionId))
    .innerJoin(splits, eq(splits.id, splitVersions.splitId))
    .where(and(eq(splitPayees.userId, userId), eq(splitPayees.status, 'accepted')));
  return db.$with('counterparts').as(transfersOut.unionAll(transfersIn).unionAll(acceptedPayees).unionAll(owners));
}
