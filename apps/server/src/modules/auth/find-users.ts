import { and, asc, eq, ilike, isNull, inArray, or, sql } from 'drizzle-orm';
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

/** Accounts whose e-mail, username or a name contains `search` (case-insensitive), by e-mail, at most `limit`. */
export async function searchUsers(db: DbExecutor, search: string, limit: number): Promise<UserRow[]> {
  const pattern = `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return db
    .select()
    .from(users)
    .where(
      or(
        ilike(users.email, pattern),
        ilike(users.username, pattern),
        ilike(users.displayName, pattern),
        ilike(users.artistName, pattern),
        ilike(sql`coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')`, pattern),
      ),
    )
    .orderBy(asc(users.email))
    .limit(limit);
}

/** The operators' ids (the admin flag), to notify them of work waiting on a desk. */
export async function findOperatorIds(db: DbExecutor): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.isAdmin, true), isNull(users.bannedAt)));
  return rows.map((row) => row.id);
}

/** The operators who are not suspended, by id: the install's staff. */
export async function findOperators(db: DbExecutor): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(and(eq(users.isAdmin, true), isNull(users.bannedAt)))
    .orderBy(asc(users.id));
}
