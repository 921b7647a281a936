import { and, eq, isNull, lte, or, gt } from 'drizzle-orm';
import { planShape, type SubscriptionPlanId } from '@liner/domain';
import { invalidateUser } from '../../platform/app-caches.js';
import type { AppDeps } from '../../platform/deps.js';
import { chargeOnce } from '../payments/index.js';
import { addDays, addInterval } from './billing-period.js';
import type { SubscriptionRow } from './billing-state.js';
import { findPlanRow, gracePeriodDays } from './plans.js';
import { subscriptions } from './tables.js';

export interface RenewalSummary {
  renewed: number;
  failed: number;
}

const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Charges one due subscription for its next period. Paid: the period moves on and any grace
 * period ends. Refused: the grace period starts (once, from the end of the period), and the
 * next run tries again; the key holds the attempt's day, so a run repeated the same day does
 * not charge twice and a retry on a later day is a new attempt (a new card is its own `attempt`).
 */
export async function renewSubscription(
  deps: AppDeps,
  row: SubscriptionRow,
  attempt = 'scheduled',
): Promise<'renewed' | 'failed'> {
  const now = deps.clock.now();
  const plan = row.planId ? await findPlanRow(deps, row.planId) : null;
  if (!plan || !row.endsAt) return 'failed';
  const periodStart = row.endsAt;
  const periodEnd = addInterval(periodStart, planShape(plan.id as SubscriptionPlanId).interval);
  const outcome = await chargeOnce(deps, {
    userId: row.userId,
    amountCents: plan.priceCents,
    planId: plan.id,
    description: `${plan.name} subscription`,
    revenue: 'subscription',
    idempotencyKey: `subscription-renewal:${row.id}:${periodStart.toISOString()}:${day(now)}:${attempt}`,
    subscriptionId: row.id,
    periodStart,
    periodEnd,
  });
  if (outcome.status === 'paid') {
    await deps.db
      .update(subscriptions)
      .set({ periodStartsAt: periodStart, endsAt: periodEnd, gracePeriodEndsAt: null })
      .where(eq(subscriptions.id, row.id));
  } else if (!row.gracePeriodEndsAt) {
    const graceEnd = addDays(periodStart, await gracePeriodDays(deps.db));
    await deps.db.update(subscriptions).set({ gracePeriodEndsAt: graceEnd }).where(eq(subscriptions.id, row.id));
  }
  invalidateUser(deps.caches, row.userId);
  return outcome.status === 'paid' ? 'renewed' : 'failed';
}

/**
 * The renewal run (scheduled job, or a test with its clock): every billed subscription whose
 * period has ended, that was not cancelled and whose grace period (if any) still runs.
 */
export async function renewDueSubscriptions(deps: AppDeps): Promise<RenewalSummary> {
  const now = deps.clock.now();
  const due = await deps.db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.source, 'billing'),
        eq(subscriptions.cancelAtPeriodEnd, false),
        isNull(subscriptions.cancelledAt),
        lte(subscriptions.endsAt, now),
        or(isNull(subscriptions.gracePeriodEndsAt), gt(subscriptions.gracePeriodEndsAt, now)),
      ),
    );
  const summary: RenewalSummary = { renewed: 0, failed: 0 };
  for (const row of due) {
    try {
      summary[await renewSubscription(deps, row)] += 1;
    } catch (error) {
      // One unreachable provider call must not stop the others; the next run tries again.
      deps.logger.error({ err: error, subscriptionId: row.id }, 'subscription renewal failed');
      summary.failed += 1;
    }
  }
  return summary;
}
