import { and, count, desc, eq, gt, isNull, max, type SQL } from 'drizzle-orm';
import {
  LOGIN_ACCOUNT_FAILURES_PER_HOUR,
  LOGIN_FAILURE_MEMORY_HOURS,
  LOGIN_FIRST_DELAY_SECONDS,
  LOGIN_FREE_FAILURES,
  LOGIN_MAX_DELAY_SECONDS,
} from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { addMinutes } from '../../platform/clock.js';
import { hashToken } from '../../platform/crypto.js';
import { AppError } from '../../platform/errors.js';
import { describeUserAgent, type ClientInfo } from './sessions.js';
import { loginAttempts } from './tables.js';

export interface AttemptSubject {
  /** The account when one matched; failures of unknown identifiers are counted by identifier. */
  userId: number | null;
  identifier: string;
}

function deviceHashOf(client: ClientInfo): string | null {
  return client.deviceId ? hashToken(client.deviceId) : null;
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
    deviceHash: deviceHashOf(client),
    createdAt: deps.clock.now(),
  });
}

/** A device the account signed in from successfully before (its cookie's hash is on a granted attempt). */
async function isKnownDevice(deps: AppDeps, userId: number, deviceHash: string | null): Promise<boolean> {
  if (!deviceHash) return false;
  const [row] = await deps.db
    .select({ id: loginAttempts.id })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.userId, userId),
        eq(loginAttempts.deviceHash, deviceHash),
        eq(loginAttempts.succeeded, true),
      ),
    )
    .limit(1);
  return !!row;
}

/** The wait after `failures` failures in a row: none for the free ones, then doubling up to the cap. */
export function delayAfterFailures(failures: number): number {
  if (failures < LOGIN_FREE_FAILURES) return 0;
  const doublings = Math.min(failures - LOGIN_FREE_FAILURES, 30);
  return Math.min(LOGIN_FIRST_DELAY_SECONDS * 2 ** doublings, LOGIN_MAX_DELAY_SECONDS);
}

/**
 * Seconds the pair must still wait: its failures since its latest success (and within the memory)
 * set a delay counted from the latest of them.
 */
async function pairWait(deps: AppDeps, pair: SQL | undefined, now: Date): Promise<number> {
  const memory = addMinutes(now, -LOGIN_FAILURE_MEMORY_HOURS * 60);
  const [success] = await deps.db
    .select({ at: max(loginAttempts.createdAt) })
    .from(loginAttempts)
    .where(and(pair, eq(loginAttempts.succeeded, true), gt(loginAttempts.createdAt, memory)));
  const since = success?.at && success.at > memory ? success.at : memory;
  const [failures] = await deps.db
    .select({ failures: count(), latest: max(loginAttempts.createdAt) })
    .from(loginAttempts)
    .where(and(pair, eq(loginAttempts.succeeded, false), gt(loginAttempts.createdAt, since)));
  const delay = delayAfterFailures(failures?.failures ?? 0);
  if (delay === 0 || !failures?.latest) return 0;
  return Math.max(0, Math.ceil((failures.latest.getTime() + delay * 1000 - now.getTime()) / 1000));
}

/** Seconds until the account's failures of the last hour drop below the cap (0: below it). */
async function accountWait(deps: AppDeps, userId: number, now: Date): Promise<number> {
  const rows = await deps.db
    .select({ createdAt: loginAttempts.createdAt })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.userId, userId),
        eq(loginAttempts.succeeded, false),
        gt(loginAttempts.createdAt, addMinutes(now, -60)),
      ),
    )
    .orderBy(desc(loginAttempts.createdAt))
    .limit(LOGIN_ACCOUNT_FAILURES_PER_HOUR);
  if (rows.length < LOGIN_ACCOUNT_FAILURES_PER_HOUR) return 0;
  const liftsAt = addMinutes(rows[rows.length - 1].createdAt, 60);
  return Math.max(1, Math.ceil((liftsAt.getTime() - now.getTime()) / 1000));
}

/** "30 seconds", "1 minute", "15 minutes". */
function inWords(seconds: number): string {
  if (seconds < 60) return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

/**
 * 429 while the attempt's pair waits. From a device the account signed in from before, the pair is
 * (account, device): failures made by others, from the same address or anywhere, never lock it out.
 * Otherwise the pair is (account or unknown login name, IP), and an account guessed at from many
 * addresses also makes unknown devices wait (LOGIN_ACCOUNT_FAILURES_PER_HOUR).
 */
export async function assertLoginAllowed(deps: AppDeps, subject: AttemptSubject, client: ClientInfo): Promise<void> {
  const now = deps.clock.now();
  const deviceHash = deviceHashOf(client);
  let retryAfterSeconds: number;
  if (subject.userId !== null && (await isKnownDevice(deps, subject.userId, deviceHash))) {
    const pair = and(eq(loginAttempts.userId, subject.userId), eq(loginAttempts.deviceHash, deviceHash as string));
    retryAfterSeconds = await pairWait(deps, pair, now);
  } else {
    const account =
      subject.userId !== null
        ? eq(loginAttempts.userId, subject.userId)
        : and(isNull(loginAttempts.userId), eq(loginAttempts.identifier, subject.identifier));
    const [byPair, byAccount] = await Promise.all([
      pairWait(deps, and(account, eq(loginAttempts.ip, client.ip)), now),
      subject.userId !== null ? accountWait(deps, subject.userId, now) : Promise.resolve(0),
    ]);
    retryAfterSeconds = Math.max(byPair, byAccount);
  }
  if (retryAfterSeconds === 0) return;
  throw new AppError('TOO_MANY_REQUESTS', {
    retryAfterSeconds,
    message: `Too many failed sign-in attempts. Try again in ${inWords(retryAfterSeconds)}`,
  });
}
