import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../platform/deps.js';
import { authSessions, users } from './tables.js';

/**
 * Of these sessions, the ones that still sign in: not revoked, not expired, and whose person is
 * not suspended. Read from the database, never the session cache: the realtime hub asks before
 * each delivery, and a session ended by another process must stop receiving at once.
 */
export async function findLiveSessionIds(deps: AppDeps, sessionIds: readonly string[]): Promise<string[]> {
  if (sessionIds.length === 0) return [];
  const rows = await deps.db
    .select({ id: authSessions.id })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(
      and(
        inArray(authSessions.id, [...sessionIds]),
        isNull(authSessions.revokedAt),
        gt(authSessions.expiresAt, deps.clock.now()),
        isNull(users.bannedAt),
      ),
    );
  return rows.map((row) => row.id);
}
