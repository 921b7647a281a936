import { inArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db.js';
import type { UserRow } from './sessions.js';
import { users } from './tables.js';

/** The accounts with these e-mail addresses, compared without case (give them lower-cased). */
export async function findUsersByEmails(db: DbExecutor, emails: readonly string[]): Promise<UserRow[]> {
  if (emails.length === 0) return [];
  return db
    .select()
    .from(users)
    .where(inArray(sql`lower(${users.email})`, [...new Set(emails)]));
}
