import { desc, eq } from 'drizzle-orm';
import type { AppDeps } from '../../platform/deps.js';
import type { DbExecutor } from '../../platform/db.js';
import { createNotification } from '../notifications/index.js';
import { payoutMethodChanges } from './tables.js';

/** After a change of payout details, payouts wait this long: time for the owner to notice a takeover. */
export const PAYOUT_BLOCK_HOURS = 48;

/** The actions that add a usable method; the others replace or remove one. */
const ADDITIONS: ReadonlySet<string> = new Set([
  'paypal-verified',
  'bank-connected',
  'venmo-verified',
  'manifest-verified',
  'tipalti-started',
  'stripe-started',
]);

/** The user's two latest changes, newest first. */
async function latestChanges(db: DbExecutor, userId: number) {
  return db
    .select({ at: payoutMethodChanges.createdAt, action: payoutMethodChanges.action })
    .from(payoutMethodChanges)
    .where(eq(payoutMethodChanges.userId, userId))
    .orderBy(desc(payoutMethodChanges.createdAt), desc(payoutMethodChanges.id))
    .limit(2);
}

/**
 * The end of the block, or null. The block runs from the latest change, except when that change
 * is the account's first one, adding its first method: nothing is redirected then, so nothing
 * waits. Every later change (another method, a replacement, a removal) starts a block.
 */
export async function payoutsBlockedUntil(db: DbExecutor, userId: number, now: Date): Promise<Date | null> {
  const [latest, earlier] = await latestChanges(db, userId);
  if (!latest) return null;
  if (!earlier && ADDITIONS.has(latest.action)) return null;
  const until = new Date(latest.at.getTime() + PAYOUT_BLOCK_HOURS * 3_600_000);
  return until > now ? until : null;
}

/**
 * Records the change (which starts the block, unless it adds the account's first method) and
 * tells the owner with a 'security' notification either way.
 */
export async function recordPayoutChange(
  deps: AppDeps,
  userId: number,
  methodId: number,
  action: string,
  message: string,
): Promise<void> {
  const isFirst = ADDITIONS.has(action) && (await latestChanges(deps.db, userId)).length === 0;
  await deps.db.insert(payoutMethodChanges).values({ userId, methodId, action, createdAt: deps.clock.now() });
  const pause = isFirst ? '' : ` Payouts are paused for ${PAYOUT_BLOCK_HOURS} hours.`;
  await createNotification(deps, {
    userId,
    type: 'security',
    toast: 'warning',
    title: 'Payout details changed',
    message: `${message}${pause} If this was not you, change your password now.`,
  });
}
