import { and, eq, isNull, ne } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db.js';
import type { AppDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { revokeSession, type SessionRow } from './sessions.js';
import { authSessions } from './tables.js';

/** Signs out every other device of the user; the current session stays. */
export async function revokeOtherSessions(
  deps: AppDeps,
  current: SessionRow,
  db: DbExecutor = deps.db,
): Promise<{ revoked: number }> {
  const revoked = await db
    .update(authSessions)
    .set({ revokedAt: deps.clock.now() })
    .where(
      and(eq(authSessions.userId, current.userId), ne(authSessions.id, current.id), isNull(authSessions.revokedAt)),
    )
    .returning({ id: authSessions.id });
  // Inside a caller's transaction this runs before the commit: a socket that reconnects in between
  // is still refused its deliveries once the revocation is committed (platform/realtime.ts).
  deps.realtime.endSessions(revoked.map((row) => row.id));
  return { revoked: revoked.length };
}

/** Signs out one session of the user's own; any other id is a 404, whoever owns it. */
export async function revokeOwnSession(deps: AppDeps, userId: number, sessionId: string): Promise<void> {
  const revoked = await deps.db
    .update(authSessions)
    .set({ revokedAt: deps.clock.now() })
    .where(and(eq(authSessions.id, sessionId), eq(authSessions.userId, userId), isNull(authSessions.revokedAt)))
    .returning({ id: authSessions.id });
  if (revoked.length === 0) throw new AppError('NOT_FOUND', { message: 'Session not found' });
  deps.realtime.endSessions([sessionId]);
}

export async function logout(deps: AppDeps, current: SessionRow): Promise<void> {
  await revokeSession(deps, current.id);
}
