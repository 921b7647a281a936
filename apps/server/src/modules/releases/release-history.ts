import { asc, eq } from 'drizzle-orm';
import type { AppDeps } from '../../platform/deps.js';
import { findOwnRelease } from './load-release.js';
import { releaseEvents } from './tables.js';

/** The release's history, oldest first; only its owner sees it (404 otherwise). */
export async function listReleaseHistory(deps: AppDeps, userId: number, releaseId: number) {
  await findOwnRelease(deps.db, userId, releaseId);
  const rows = await deps.db
    .select()
    .from(releaseEvents)
    .where(eq(releaseEvents.releaseId, releaseId))
    .orderBy(asc(releaseEvents.createdAt), asc(releaseEvents.id));
  return rows.map((row) => ({
    id: row.id,
    action: row.action,
    detail: row.detail,
    actor_user_id: row.actorUserId,
    created_at: row.createdAt.toISOString(),
  }));
}
