import { count } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db.js';
import type { UserDetailsRow } from './present-user.js';
import type { UserRow } from './sessions.js';
import { userDetails, users } from './tables.js';

export type NewAccount = typeof users.$inferInsert;
export type NewAccountDetails = typeof userDetails.$inferInsert;

/** How many accounts exist (the demo seed runs on an install with none). */
export async function countAccounts(db: DbExecutor): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(users);
  return total;
}

/**
 * Writes accounts as given, confirmed or not: sign-up is the way a person gets one; this is for
 * an install's own accounts (the demo seed), where no one clicks a mailed link. Answers them in order.
 */
export async function insertAccounts(db: DbExecutor, accounts: NewAccount[]): Promise<UserRow[]> {
  return db.insert(users).values(accounts).returning();
}

/** Writes the address details of accounts that have none yet (see insertAccounts). */
export async function insertAccountDetails(db: DbExecutor, details: NewAccountDetails[]): Promise<UserDetailsRow[]> {
  return db.insert(userDetails).values(details).returning();
}
