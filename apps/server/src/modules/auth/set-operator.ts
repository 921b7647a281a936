import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db.js';
import { users } from './tables.js';

/** Makes an account an operator, or no longer one (the CLI's set-admin). */
export async function setOperator(db: DbExecutor, userId: number, isOperator: boolean, now: Date): Promise<void> {
  await db.update(users).set({ isAdmin: isOperator, updatedAt: now }).where(eq(users.id, userId));
}
