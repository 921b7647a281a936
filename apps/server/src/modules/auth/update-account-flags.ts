import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../platform/deps.js';
import { users } from './tables.js';

type Flags = Partial<Pick<typeof users.$inferInsert, 'hasCompletedInit' | 'completeLater' | 'changelogReadAt'>>;

async function setFlags(deps: AppDeps, userId: number, flags: Flags): Promise<void> {
  await deps.db
    .update(users)
    .set({ ...flags, updatedAt: deps.clock.now() })
    .where(eq(users.id, userId));
}

/** The person chose to finish the portal-init step later; the guard lets them through. */
export const completeInitLater = (deps: AppDeps, userId: number) => setFlags(deps, userId, { completeLater: true });

/** Entries published after this moment count as new. */
export const markChangelogRead = (deps: AppDeps, userId: number) =>
  setFlags(deps, userId, { changelogReadAt: deps.clock.now() });
