import { and, desc, eq, gt, type SQL } from 'drizzle-orm';
import { LOGIN_THROTTLE_MAX_FAILURES, LOGIN_THROTTLE_WINDOW_MINUTES } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { addMinutes } from '../../platform/clock.js';
import { AppError } from '../../platform/errors.js';
import { describeUserAgent, type ClientInfo } from './sessions.js';
import { loginAttempts } from './tables.js';

export interface AttemptSubject {
  /** The account when one matched; failures of unknown identifiers are counted by identifier. */
  userId: number | null;
  identifier: string;
}

/** Every sign-in attempt is kept: the login history and this throttle both read it. */
export async function recordLoginAttempt(
  deps: AppDeps,
  subject: AttemptSubject,
  client: ClientInfo,
  succeeded: boolean,
): Promise<void> {
  await deps.db.insert(loginAttempts).values({
    userId: subject.userId,
    identifier: subject.identifier,
    ip: client.ip,
    succeeded,
    userAgent: client.userAgent ?? null,
    ...describeUserAgent(client.userAgent),
    createdAt: deps.clock.now(),
  });
}

/**
 * Seconds until the scope drops below the limit, or 0 when it is not throttled. The limit
 * lifts when the oldest of the last MAX failures leaves the window.
 */
async function secondsBlocked(deps: AppDeps, scope: SQL | undefined, now: Date): Promise<number> {
  const since = addMinutes(now, -LOGIN_THROTTLE_WINDOW_MINUTES);
  const rows = await deps.db
    .select({ createdAt: loginAttempts.createdAt })
    .from(loginAttempts)
    .where(and(scope, eq(loginAttempts.succeeded, false), gt(loginAttempts.createdAt, since)))
    .orderBy(desc(loginAttempts.createdAt))
    .limit(LOGIN_THROTTLE_MAX_FAILURES);
  if (rows.length < LOGIN_THROTTLE_MAX_FAILURES) return 0;
  const oldest = rows[rows.length - 1].createdAt;
  const liftsAt = addMinutes(oldest, LOGIN_THROTTLE_WINDOW_MINUTES);
  return Math.max(1, Math.ceil((liftsAt.getTime() - now.getTime()) / 1000));
}

/** 429 after MAX failures in the window, per account and per IP, with the wait time. */
export async function assertLoginAllowed(deps: AppDeps, subject: AttemptSubject, client: ClientInfo): Promise<void> {
  const now = deps.clock.now();
  const accountScope =
    subject.userId !== null
      ? eq(loginAttempts.userId, subject.userId)
      : eq(loginAttempts.identifier, subject.identifier);
  const [byAccount, byIp] = await Promise.all([
    secondsBlocked(deps, accountScope, now),
    secondsBlocked(deps, eq(loginAttempts.ip, client.ip), now),
  ]);
  const retryAfterSeconds = Math.max(byAccount, byIp);
  if (retryAfterSeconds === 0) return;
  const minutes = Math.ceil(retryAfterSeconds / 60);
  throw new AppError('TOO_MANY_REQUESTS', {
    retryAfterSeconds,
    message: `Too many failed sign-in attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`,
  });
}
