import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { NOT_AVAILABLE, type ActiveSession, type LoginHistoryRow, type PageQuery, type Paginated } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import type { SessionRow } from './sessions.js';
import { authSessions, loginAttempts } from './tables.js';
import { pageOf } from '../../platform/page-of.js';

const shown = (value: string | null | undefined) => (value?.trim() ? value : NOT_AVAILABLE);

/** Every sign-in attempt on the account, newest first. */
export async function listLoginHistory(
  deps: AppDeps,
  userId: number,
  page: PageQuery,
): Promise<Paginated<LoginHistoryRow>> {
  const mine = eq(loginAttempts.userId, userId);
  const [{ total }] = await deps.db.select({ total: count() }).from(loginAttempts).where(mine);
  const rows = await deps.db
    .select({
      attempt: loginAttempts,
      // How many earlier attempts came from the same IP with the same outcome.
      repeated: sql<number>`(count(*) over (partition by ${loginAttempts.ip}, ${loginAttempts.succeeded} order by ${loginAttempts.id}) - 1)::int`,
    })
    .from(loginAttempts)
    .where(mine)
    .orderBy(desc(loginAttempts.createdAt), desc(loginAttempts.id))
    .limit(page.per_page)
    .offset((page.page - 1) * page.per_page);
  return pageOf(
    rows.map(({ attempt, repeated }) => ({
      id: attempt.id,
      createdAt: attempt.createdAt.toISOString(),
      ipAddress: shown(attempt.ip),
      type: attempt.succeeded ? ('Access Granted' as const) : ('Access Denied' as const),
      device: shown(attempt.device),
      browser: shown(attempt.browser),
      os: shown(attempt.os),
      repeated: Number(repeated),
    })),
    total,
    page,
  );
}

/** Sessions not revoked and not expired, most recently used first. */
export async function listActiveSessions(
  deps: AppDeps,
  current: SessionRow,
  page: PageQuery,
): Promise<Paginated<ActiveSession>> {
  const active = and(
    eq(authSessions.userId, current.userId),
    isNull(authSessions.revokedAt),
    gt(authSessions.expiresAt, deps.clock.now()),
  );
  const [{ total }] = await deps.db.select({ total: count() }).from(authSessions).where(active);
  const rows = await deps.db
    .select()
    .from(authSessions)
    .where(active)
    .orderBy(desc(authSessions.lastUsedAt), desc(authSessions.createdAt))
    .limit(page.per_page)
    .offset((page.page - 1) * page.per_page);
  return pageOf(
    rows.map((row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      lastUsedAt: row.lastUsedAt.toISOString(),
      country: shown(row.country),
      city: shown(row.city),
      device: shown(row.device),
      ip: shown(row.ip),
      browser: shown(row.browser),
      os: shown(row.os),
      isCurrentSession: row.id === current.id,
    })),
    total,
    page,
  );
}
