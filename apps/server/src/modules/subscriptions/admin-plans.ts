import { and, count, eq, gt, isNull, or } from 'drizzle-orm';
import type { AdminBillingPlan, AdminPlansResponse } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { paymentProviderFor } from '../payments/index.js';
import { gracePeriodDays, listPlanRows, presentPlan, type PlanRow } from './plans.js';
import { isSubscriptionRequired } from './service.js';
import { subscriptions } from './tables.js';

/** How many accounts hold each plan now (renewing, in grace or cancelling at period end). */
async function subscriberCounts(deps: AppDeps): Promise<Map<string, number>> {
  const now = deps.clock.now();
  const rows = await deps.db
    .select({ planId: subscriptions.planId, total: count() })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.source, 'billing'),
        isNull(subscriptions.cancelledAt),
        or(gt(subscriptions.endsAt, now), gt(subscriptions.gracePeriodEndsAt, now)),
      ),
    )
    .groupBy(subscriptions.planId);
  return new Map(rows.map((row) => [row.planId ?? '', row.total]));
}

export async function presentAdminPlan(deps: AppDeps, row: PlanRow): Promise<AdminBillingPlan> {
  const counts = await subscriberCounts(deps);
  return { ...presentPlan(row), stripePriceId: row.stripePriceId, subscribers: counts.get(row.id) ?? 0 };
}

/** GET admin/subscription-plans: the eight plans with their subscribers, and the billing settings. */
export async function listAdminPlans(deps: AppDeps): Promise<AdminPlansResponse> {
  const [rows, counts, graceDays, required] = await Promise.all([
    listPlanRows(deps),
    subscriberCounts(deps),
    gracePeriodDays(deps.db),
    isSubscriptionRequired(deps),
  ]);
  return {
    plans: rows.map((row) => ({
      ...presentPlan(row),
      stripePriceId: row.stripePriceId,
      subscribers: counts.get(row.id) ?? 0,
    })),
    gracePeriodDays: graceDays,
    subscriptionRequired: required,
    provider: paymentProviderFor(deps).name,
  };
}
