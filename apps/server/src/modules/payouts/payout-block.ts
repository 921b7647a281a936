import { desc, eq } from 'drizzle-orm';
import type { AppDeps } from '../../platform/deps.js';
import type { DbExecutor } from '../../platform/db.js';
import { createNotification } from '../notifications/service.js';
import { payoutMethodChanges } from './tables.js';

/** After any change of payout details, payouts wait this long: time for the owner to notice a takeover. */
export const PAYOUT_BLOCK_HOURS = 48;

export async function payoutsBlockedUntil(db: DbExecutor, userId: number, now: Date): Promise<Date | null> {
  const [latest] = await db.select({ at: payoutMethodChanges.createdAt }).from(payoutMethodChanges)
    .where(eq(payoutMethodChanges.userId, userId)).orderBy(desc(payoutMethodChanges.createdAt)).limit(1);
  if (!latest) return null;
  const until = new Date(latest.at.getTime() + PAYOUT_BLOCK_HOURS * 3_600_000);
  return until > now ? until : null;
}

/** Records the change (which starts the block) and tells the owner with a 'security' notification. */
export async function recordPayoutChange(deps: AppDeps, userId: number, methodId: number, action: string, message: string): Promise<void> {
  await deps.db.insert(payoutMethodChanges).values({ userId, methodId, action, createdAt: deps.clock.now() });
  await createNotification(deps, {
    userId, type: 'security', toast: 'warning', title: 'Payout details changed',
    message: `${message} Payouts are paused for ${PAYOUT_BLOCK_HOURS} hours. If this was not you, change your password now.`,
  });
}
