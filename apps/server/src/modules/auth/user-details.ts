import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db.js';
import type { UserDetailsRow } from './present-user.js';
import { userDetails } from './tables.js';

/** The account's address details, or null while none were saved. */
export async function findUserDetails(db: DbExecutor, userId: number): Promise<UserDetailsRow | null> {
  const [row] = await db.select().from(userDetails).where(eq(userDetails.userId, userId)).limit(1);
  return row ?? null;
}

/** Saves the account's address details (one row per account, created on first save). */
export async function saveUserDetails(
  db: DbExecutor,
  userId: number,
  values: Partial<Omit<UserDetailsRow, 'userId'>>,
): Promise<void> {
  await db
    .insert(userDetails)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: userDetails.userId, set: values });
}
