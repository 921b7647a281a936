import { and, eq, gt, isNull } from 'drizzle-orm';
import { UAParser } from 'ua-parser-js';
import { TOKEN_LIFETIME_DAYS } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { addDays } from '../../platform/clock.js';
import { hashToken, newToken } from '../../platform/crypto.js';
import { invalidateUser } from '../../platform/app-caches.js';
import { userTag } from '../../platform/cache.js';
import type { DbExecutor } from '../../platform/db.js';
import { authSessions, users } from './tables.js';

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof authSessions.$inferSelect;

// The signed-in person and session on every request are this area's full rows (platform names
// only the columns it reads, so it imports no area).
declare module '../../platform/request-auth.js' {
  interface SignedInUser extends UserRow {}
  interface SignedInSession extends SessionRow {}
}

type ActiveSession = { session: SessionRow; user: UserRow };

/** Session and user behind a token hash, for a few seconds (see decision 005). */
const sessionCache = (deps: AppDeps) => deps.caches.named<ActiveSession>('sessions');

export interface ClientInfo {
  ip: string;
  userAgent?: string | null;
  /** The device cookie's id on sign-in routes (platform/device-cookie.ts); the throttle knows devices by it. */
  deviceId?: string | null;
}

export interface DeviceInfo {
  device: string | null;
  browser: string | null;
  os: string | null;
}

/** Device, browser and OS from a User-Agent; nulls are shown as "N/A". */
export function describeUserAgent(userAgent?: string | null): DeviceInfo {
  if (!userAgent) return { device: null, browser: null, os: null };
  const parsed = new UAParser(userAgent).getResult();
  const deviceName = [parsed.device.vendor, parsed.device.model].filter(Boolean).join(' ');
  return {
    device: deviceName || (parsed.device.type ? parsed.device.type : 'Desktop'),
    browser: [parsed.browser.name, parsed.browser.major].filter(Boolean).join(' ') || null,
    os: [parsed.os.name, parsed.os.version].filter(Boolean).join(' ') || null,
  };
}

/** Issues a new bearer token for the user; only its hash is stored. */
export async function createSession(
  deps: AppDeps,
  userId: number,
  client: ClientInfo,
  db: DbExecutor = deps.db,
): Promise<{ token: string; session: SessionRow }> {
  const token = newToken();
  const now = deps.clock.now();
  const [session] = await db
    .insert(authSessions)
    .values({
      userId,
      tokenHash: hashToken(token),
      createdAt: now,
      lastUsedAt: now,
      expiresAt: addDays(now, TOKEN_LIFETIME_DAYS),
      ip: client.ip,
      userAgent: client.userAgent ?? null,
      ...describeUserAgent(client.userAgent),
    })
    .returning();
  return { token, session };
}

/**
 * The session and user behind a bearer token, or null when missing, expired, revoked.
 * Both come from the cache when this process saw them in the last few seconds: every write a
 * user makes through the API drops their entry (app.ts onResponse hook for POST/PUT/DELETE;
 * a GET that writes, like authenticator enrolment, drops it itself). See decision 005.
 */
export async function findActiveSession(deps: AppDeps, token: string): Promise<ActiveSession | null> {
  if (!token || token.length > 200) return null;
  const now = deps.clock.now();
  const tokenHash = hashToken(token);
  const cached = sessionCache(deps).get(tokenHash);
  if (cached && cached.session.expiresAt > now) return cached;
  const rows = await deps.db
    .select({ session: authSessions, user: users })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(and(eq(authSessions.tokenHash, tokenHash), isNull(authSessions.revokedAt), gt(authSessions.expiresAt, now)))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  // Touch at most once a minute: keeps "last used" useful without a write per request.
  if (now.getTime() - row.session.lastUsedAt.getTime() > 60_000) {
    await deps.db.update(authSessions).set({ lastUsedAt: now }).where(eq(authSessions.id, row.session.id));
  }
  sessionCache(deps).set(tokenHash, row, [userTag(row.user.id)]);
  return row;
}

export async function revokeSession(deps: AppDeps, sessionId: string, db: DbExecutor = deps.db): Promise<void> {
  const revoked = await db
    .update(authSessions)
    .set({ revokedAt: deps.clock.now() })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)))
    .returning({ userId: authSessions.userId });
  for (const row of revoked) invalidateUser(deps.caches, row.userId);
  if (revoked.length > 0) deps.realtime.endSessions([sessionId]);
}
