import { and, count, eq, gt, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { AppDeps } from '../../platform/deps.js';
import { addMinutes } from '../../platform/clock.js';
import { hashToken, newNumericCode, newToken } from '../../platform/crypto.js';
import { reserveMail } from '../outbound-mail/index.js';
import { sendLoginCodeMail } from './auth-mails.js';
import type { ClientInfo, UserRow } from './sessions.js';
import { loginChallenges } from './tables.js';

export const LOGIN_CHALLENGE_MINUTES = 10;
export const LOGIN_CHALLENGE_MAX_ATTEMPTS = 5;

export type ChallengeRow = typeof loginChallenges.$inferSelect;
export type ChallengeKind = ChallengeRow['kind'];
/** The kinds a sign-in completes with; other kinds confirm one action of a signed-in user and never sign in. */
export const SIGN_IN_KINDS: readonly ChallengeKind[] = ['google', 'email'];
export type CodeMail = (deps: AppDeps, user: UserRow, code: string, minutes: number) => Promise<void>;

/** E-mailed codes are hashed with the challenge secret, so a code alone matches nothing. */
export function hashLoginCode(secret: string, code: string): string {
  return hashToken(`${secret}:${code}`);
}

/**
 * Opens the second-factor step of a login. The client gets `secret` (the contract calls it
 * secretHash); only its SHA-256 is stored. Every kind but 'google' mails a 6-digit code at once,
 * worded by `mail` (a sign-in code unless the caller says otherwise).
 */
export async function openLoginChallenge(
  deps: AppDeps,
  user: UserRow,
  kind: ChallengeKind,
  client: ClientInfo,
  mail: CodeMail = sendLoginCodeMail,
): Promise<string> {
  const code = kind === 'google' ? null : newNumericCode(6);
  // A payout-change code is asked for by the signed-in owner; a sign-in code by whoever knows the password.
  if (code) {
    if (kind === 'payout-change') await reserveMail(deps, 'payout-change-code', { userId: user.id }, [user.email]);
    else await reserveMail(deps, 'login-code', { ip: client.ip }, [user.email]);
  }
  const secret = newToken();
  const now = deps.clock.now();
  await deps.db.insert(loginChallenges).values({
    userId: user.id,
    secretHash: hashToken(secret),
    kind,
    codeHash: code ? hashLoginCode(secret, code) : null,
    ip: client.ip,
    userAgent: client.userAgent ?? null,
    createdAt: now,
    expiresAt: addMinutes(now, LOGIN_CHALLENGE_MINUTES),
  });
  if (code) await mail(deps, user, code, LOGIN_CHALLENGE_MINUTES);
  return secret;
}

/** The open challenge behind a secret, of one of `kinds`: not consumed, not expired, attempts left. */
export async function findOpenChallenge(
  deps: AppDeps,
  secret: string,
  kinds: readonly ChallengeKind[] = SIGN_IN_KINDS,
): Promise<ChallengeRow | null> {
  if (!secret || secret.length > 200) return null;
  const [row] = await deps.db
    .select()
    .from(loginChallenges)
    .where(
      and(
        eq(loginChallenges.secretHash, hashToken(secret)),
        inArray(loginChallenges.kind, [...kinds]),
        isNull(loginChallenges.consumedAt),
        gt(loginChallenges.expiresAt, deps.clock.now()),
      ),
    )
    .limit(1);
  if (!row || row.attempts >= LOGIN_CHALLENGE_MAX_ATTEMPTS) return null;
  return row;
}

/** Replaces the challenge's e-mailed code with a new one and mails it (within the mail limits, checked first). */
export async function mailNewLoginCode(
  deps: AppDeps,
  challenge: ChallengeRow,
  secret: string,
  user: UserRow,
  client: ClientInfo,
): Promise<void> {
  await reserveMail(deps, 'login-code', { ip: client.ip }, [user.email]);
  const code = newNumericCode(6);
  await deps.db
    .update(loginChallenges)
    .set({ codeHash: hashLoginCode(secret, code) })
    .where(eq(loginChallenges.id, challenge.id));
  await sendLoginCodeMail(deps, user, code, LOGIN_CHALLENGE_MINUTES);
}

/** Spends one attempt before a code is checked, so parallel guesses cannot exceed the limit; false when none is left. */
export async function spendChallengeAttempt(deps: AppDeps, challengeId: number): Promise<boolean> {
  const counted = await deps.db
    .update(loginChallenges)
    .set({ attempts: sql`${loginChallenges.attempts} + 1` })
    .where(and(eq(loginChallenges.id, challengeId), lt(loginChallenges.attempts, LOGIN_CHALLENGE_MAX_ATTEMPTS)))
    .returning({ id: loginChallenges.id });
  return counted.length > 0;
}

/** Uses the challenge up; false when another request used it first. */
export async function consumeChallenge(deps: AppDeps, challengeId: number): Promise<boolean> {
  const consumed = await deps.db
    .update(loginChallenges)
    .set({ consumedAt: deps.clock.now() })
    .where(and(eq(loginChallenges.id, challengeId), isNull(loginChallenges.consumedAt)))
    .returning({ id: loginChallenges.id });
  return consumed.length > 0;
}

/** How many challenges of a kind the user opened since a time (to cap how often codes are mailed). */
export async function countChallengesSince(
  deps: AppDeps,
  userId: number,
  kind: ChallengeKind,
  since: Date,
): Promise<number> {
  const [row] = await deps.db
    .select({ n: count() })
    .from(loginChallenges)
    .where(
      and(eq(loginChallenges.userId, userId), eq(loginChallenges.kind, kind), gte(loginChallenges.createdAt, since)),
    );
  return row?.n ?? 0;
}
