import { and, desc, eq, gt, isNull } from 'drizzle-orm';
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

/**
 * Uses up every open token of a purpose of one user: confirming an address or setting a password
 * makes the spare links of the same kind worthless, not just the one that was opened.
 */
export async function spendOpenTokens(
  deps: AppDeps,
  userId: number,
  purpose: OneTimePurpose,
  db: DbExecutor = deps.db,
): Promise<void> {
  await db
    .update(oneTimeTokens)
    .set({ usedAt: deps.clock.now() })
    .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt)));
}

/**
 * Short codes (a six-digit code repeats across users) are stored sealed by the caller and found
 * by user and purpose, not by hash. Issuing one makes any earlier unused code of that purpose stop working.
 */
export async function replaceOneTimeCode(
  deps: AppDeps,
  input: { userId: number; purpose: OneTimePurpose; sealedCode: string; minutes: number },
): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await tx
      .update(oneTimeTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(oneTimeTokens.userId, input.userId),
          eq(oneTimeTokens.purpose, input.purpose),
          isNull(oneTimeTokens.usedAt),
        ),
      );
    await tx.insert(oneTimeTokens).values({
      userId: input.userId,
      purpose: input.purpose,
      tokenHash: input.sealedCode,
      expiresAt: addMinutes(now, input.minutes),
      createdAt: now,
    });
  });
}

/** The user's newest unused, unexpired code of a purpose (its id and sealed value), or null. */
export async function findLatestOneTimeCode(
  deps: AppDeps,
  userId: number,
  purpose: OneTimePurpose,
): Promise<{ id: number; sealedCode: string } | null> {
  const [row] = await deps.db
    .select({ id: oneTimeTokens.id, sealedCode: oneTimeTokens.tokenHash })
    .from(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.userId, userId),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, deps.clock.now()),
      ),
    )
    .orderBy(desc(oneTimeTokens.createdAt), desc(oneTimeTokens.id))
    .limit(1);
  return row ?? null;
}

/** Uses up a code by id; false when it was used meanwhile (one conditional UPDATE, so only one caller wins). */
export async function useOneTimeCode(db: DbExecutor, id: number, now: Date): Promise<boolean> {
  const [used] = await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(and(eq(oneTimeTokens.id, id), isNull(oneTimeTokens.usedAt)))
    .returning({ id: oneTimeTokens.id });
  return !!used;
}
