import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../platform/deps.js';
import { addMinutes } from '../../platform/clock.js';
import { hashToken, newNumericCode, newToken } from '../../platform/crypto.js';
import { sendLoginCodeMail } from './auth-mails.js';
import type { ClientInfo, UserRow } from './sessions.js';
import { loginChallenges } from './tables.js';

export const LOGIN_CHALLENGE_MINUTES = 10;
export const LOGIN_CHALLENGE_MAX_ATTEMPTS = 5;

export type ChallengeRow = typeof loginChallenges.$inferSelect;
export type ChallengeKind = ChallengeRow['kind'];

/** E-mailed codes are hashed with the challenge secret, so a code alone matches nothing. */
export function hashLoginCode(secret: string, code: string): string {
  return hashToken(`${secret}:${code}`);
}

/**
 * Opens the second-factor step of a login. The client gets `secret` (the contract calls it
 * secretHash); only its SHA-256 is stored. Kind 'email' mails a 6-digit code at once.
 */
export async function openLoginChallenge(deps: AppDeps, user: UserRow, kind: ChallengeKind, client: ClientInfo): Promise<string> {
  const secret = newToken();
  const now = deps.clock.now();
  const code = kind === 'email' ? newNumericCode(6) : null;
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
  if (code) await sendLoginCodeMail(deps, user, code, LOGIN_CHALLENGE_MINUTES);
  return secret;
}

/** The open challenge behind a secret: not consumed, not expired, attempts left. */
export async function findOpenChallenge(deps: AppDeps, secret: string): Promise<ChallengeRow | null> {
  if (!secret || secret.length > 200) return null;
  const [row] = await deps.db.select().from(loginChallenges)
    .where(and(eq(loginChallenges.secretHash, hashToken(secret)), isNull(loginChallenges.consumedAt), gt(loginChallenges.expiresAt, deps.clock.now())))
    .limit(1);
  if (!row || row.attempts >= LOGIN_CHALLENGE_MAX_ATTEMPTS) return null;
  return row;
}

/** Replaces the challenge's e-mailed code with a new one and mails it. */
export async function mailNewLoginCode(deps: AppDeps, challenge: ChallengeRow, secret: string, user: UserRow): Promise<void> {
  const code = newNumericCode(6);
  await deps.db.update(loginChallenges).set({ codeHash: hashLoginCode(secret, code) }).where(eq(loginChallenges.id, challenge.id));
  await sendLoginCodeMail(deps, user, code, LOGIN_CHALLENGE_MINUTES);
}
