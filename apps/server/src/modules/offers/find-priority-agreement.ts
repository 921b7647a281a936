import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db.js';
import { priorityAgreements } from './tables.js';

/** The account's signed agreement, or null. */
export async function findPriorityAgreement(db: DbExecutor, userId: number) {
  const [row] = await db.select().from(priorityAgreements).where(eq(priorityAgreements.userId, userId)).limit(1);
  return row ?? null;
}
