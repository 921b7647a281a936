import { and, eq, or } from 'drizzle-orm';
import { resolveDisplayName, type PotentialReceiver } from '@liner/domain';
import type { DbExecutor } from '../../platform/db.js';
import { findUserById, findUsersByEmails, findUsersByIds, type UserRow } from '../auth/index.js';
import { listSplitPartners } from '../splits/index.js';
import { walletTransfers } from './tables.js';

type ReceiverUser = Pick<
  UserRow,
  'id' | 'email' | 'displayName' | 'firstName' | 'lastName' | 'artistName' | 'profileImage'
>;

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
export function canReceive(user: Pick<UserRow, 'id' | 'confirmedAt' | 'bannedAt'>, senderId: number): boolean {
  return user.id !== senderId && user.confirmedAt !== null && user.bannedAt === null;
}

/**
 * Who may receive a transfer (decided here): any other user with a
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
  const user = await findNamedPerson(db, senderId, by);
  return user && canReceive(user, senderId) ? user : null;
}

/**
 * The person a transfer names, by the rule above, whether or not they can receive money: their
 * exact e-mail (with the id of that same person, when given), or the id of a money relationship.
 * The sender already knows who they are, so init can say why they cannot receive it.
 */
export async function findNamedPerson(
  db: DbExecutor,
  senderId: number,
  by: { receiverId?: number; email?: string },
): Promise<UserRow | null> {
  if (by.email) {
    const [user] = await findUsersByEmails(db, [by.email.trim().toLowerCase()]);
    const isThatPerson = by.receiverId === undefined || user?.id === by.receiverId;
    return user && isThatPerson ? user : null;
  }
  if (by.receiverId === undefined) return null;
  if (!(await lastExchanges(db, senderId)).has(by.receiverId)) return null;
  return (await findUserById(db, by.receiverId)) ?? null;
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
  const known = await lastExchanges(db, senderId);
  const users = (await findUsersByIds(db, [...known.keys()])).filter((user) => canReceive(user, senderId));
  // Latest exchange first (one with no time first, as PostgreSQL sorts NULL in descending order), then by id.
  const time = (user: UserRow) => known.get(user.id)?.getTime() ?? Number.POSITIVE_INFINITY;
  return users
    .sort((a, b) => time(b) - time(a) || a.id - b.id)
    .slice(0, 20)
    .map(presentReceiver);
}

/** Whether two accounts have a money relationship: a confirmed transfer either way, or a shared split. */
export async function haveMoneyRelationship(db: DbExecutor, userId: number, otherId: number): Promise<boolean> {
  return (await lastExchanges(db, userId)).has(otherId);
}

/**
 * Everyone the user has a money relationship with, with the time it last happened: both
 * directions of confirmed transfers, and royalty-split partners (see listSplitPartners).
 */
async function lastExchanges(db: DbExecutor, userId: number): Promise<Map<number, Date | null>> {
  const [transfers, partners] = await Promise.all([
    db
      .select({
        senderId: walletTransfers.senderId,
        receiverId: walletTransfers.receiverId,
        at: walletTransfers.createdAt,
      })
      .from(walletTransfers)
      .where(
        and(
          eq(walletTransfers.status, 'confirmed'),
          or(eq(walletTransfers.senderId, userId), eq(walletTransfers.receiverId, userId)),
        ),
      ),
    listSplitPartners(db, userId),
  ]);
  const last = new Map<number, Date | null>();
  const seen = (other: number, at: Date | null) => {
    const before = last.get(other);
    if (!last.has(other)) last.set(other, at);
    // The maximum ignores a missing time, as max() does.
    else if (at && (!before || at > before)) last.set(other, at);
  };
  for (const row of transfers) seen(row.senderId === userId ? row.receiverId : row.senderId, row.at);
  for (const row of partners) seen(row.userId, row.at);
  return last;
}
