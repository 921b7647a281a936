import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../platform/deps.js';
import { addMinutes } from '../../platform/clock.js';
import { hashToken, newToken } from '../../platform/crypto.js';
import type { DbExecutor } from '../../platform/db.js';
import { oneTimeTokens } from './tables.js';

export type OneTimePurpose = (typeof oneTimeTokens.$inferInsert)['purpose'];

export const VERIFY_EMAIL_TOKEN_MINUTES = 48 * 60;

/** Issues a single-use token for a purpose; only its hash is stored. */
export async function issueOneTimeToken(
  deps: AppDeps,
  input: { userId: number; purpose: OneTimePurpose; minutes: number },
): Promise<string> {
  const token = newToken();
  const now = deps.clock.now();
  await deps.db.insert(oneTimeTokens).values({
    userId: input.userId,
    purpose: input.purpose,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: addMinutes(now, input.minutes),
  });
  return token;
}

function usable(deps: AppDeps, purpose: OneTimePurpose, token: string) {
  return and(
    eq(oneTimeTokens.tokenHash, hashToken(token)),
    eq(oneTimeTokens.purpose, purpose),
    isNull(oneTimeTokens.usedAt),
    gt(oneTimeTokens.expiresAt, deps.clock.now()),
  );
}

/** The user a still-usable token belongs to, without using it up. */
export async function peekOneTimeToken(deps: AppDeps, purpose: OneTimePurpose, token: string): Promise<number | null> {
  const [row] = await deps.db
    .select({ userId: oneTimeTokens.userId })
    .from(oneTimeTokens)
    .where(usable(deps, purpose, token))
    .limit(1);
  return row?.userId ?? null;
}

/**
 * Marks the token used and returns its user, or null when unknown, expired or already used.
 * One conditional UPDATE, so two concurrent requests cannot both use it.
 */
export async function consumeOneTimeToken(
  deps: AppDeps,
  purpose: OneTimePurpose,
  token: string,
  db: DbExecutor = deps.db,
): Promise<number | null> {
  if (!token || token.length > 200) return null;
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: deps.clock.now() })
    .where(usable(deps, purpose, token))
    .returning({ userId: oneTimeTokens.userId });
  return row?.userId ?? null;
}
