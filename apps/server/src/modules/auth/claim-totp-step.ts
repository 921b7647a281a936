import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db.js';
import { users } from './tables.js';

/**
 * Uses up an authenticator code's time step: true only if it is newer than the last one used.
 * One conditional UPDATE, so a replayed or concurrently reused code loses.
 */
export async function claimTotpStep(db: DbExecutor, userId: number, step: number): Promise<boolean> {
  const claimed = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return claimed.length > 0;
}
