import { inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db.js';
import type { UserRow } from './sessions.js';
import { users } from './tables.js';

/** The accounts with these ids (each once; unknown ids are left out), in no particular order. */
export async function findUsersByIds(db: DbExecutor, userIds: readonly number[]): Promise<UserRow[]> {
  if (userIds.length === 0) return [];
  return db
    .select()
    .from(users)
    .where(inArray(users.id, [...new Set(userIds)]));
}

/** One account by id, or null. */
export async function findUserById(db: DbExecutor, userId: number): Promise<UserRow | null> {
  const [user] = await findUsersByIds(db, [userId]);
  return user ?? null;
}

/** Account id -> e-mail address, for lists that show who a row belongs to. */
export async function findUserEmails(db: DbExecutor, userIds: readonly number[]): Promise<Map<number, string>> {
  const rows = await findUsersByIds(db, userIds);
  return new Map(rows.map((user) => [user.id, user.email]));
}
