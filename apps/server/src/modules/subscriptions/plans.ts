import { eq, inArray } from 'drizzle-orm';
import {
  PLAN_MESSAGES,
  planShape,
  SUBSCRIPTION_PLAN_IDS,
  type BillingPlan,
  type SubscriptionPlanId,
  type UpdatePlanRequest,
} from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import type { DbExecutor } from '../../platform/db.js';
import { fieldError } from '../../platform/errors.js';
import { billingPlans, operatorSettings } from './tables.js';

export type PlanRow = typeof billingPlans.$inferSelect;

/** What a new install sells (whole cents); the operator changes them on the plan desk. */
const DEFAULT_PLANS: Record<SubscriptionPlanId, { name: string; priceCents: number; legacy: boolean }> = {
  'artist-monthly': { name: 'Artist monthly', priceCents: 999, legacy: false },
  'artist-yearly': { name: 'Artist yearly', priceCents: 9_999, legacy: false },
  'label-monthly': { name: 'Label monthly', priceCents: 2_999, legacy: false },
  'label-yearly': { name: 'Label yearly', priceCents: 29_999, legacy: false },
  'legacy-artist-monthly': { name: 'Artist monthly (legacy)', priceCents: 499, legacy: true },
  'legacy-artist-yearly': { name: 'Artist yearly (legacy)', priceCents: 4_999, legacy: true },
  'legacy-label-monthly': { name: 'Label monthly (legacy)', priceCents: 1_999, legacy: true },
  'legacy-label-yearly': { name: 'Label yearly (legacy)', priceCents: 19_999, legacy: true },
};

/** The eight plan rows, written with the defaults the first time they are read. */
export async function listPlanRows(deps: AppDeps): Promise<PlanRow[]> {
  let rows = await deps.db.select().from(billingPlans);
  if (rows.length < SUBSCRIPTION_PLAN_IDS.length) {
    await deps.db
      .insert(billingPlans)
      .values(
        SUBSCRIPTION_PLAN_IDS.map((id) => ({
          id,
          name: DEFAULT_PLANS[id].name,
          priceCents: DEFAULT_PLANS[id].priceCents,
          currency: deps.config.money.currency,
          trialDays: 0,
          status: DEFAULT_PLANS[id].legacy ? ('legacy' as const) : ('active' as const),
        })),
      )
      .onConflictDoNothing({ target: billingPlans.id });
    rows = await deps.db.select().from(billingPlans);
  }
  const order = (id: string) => SUBSCRIPTION_PLAN_IDS.indexOf(id as SubscriptionPlanId);
  return rows.filter((row) => order(row.id) >= 0).sort((a, b) => order(a.id) - order(b.id));
}

export async function findPlanRow(deps: AppDeps, id: string): Promise<PlanRow | null> {
  return (await listPlanRows(deps)).find((row) => row.id === id) ?? null;
}

export function presentPlan(row: PlanRow): BillingPlan {
  const id = row.id as SubscriptionPlanId;
  return {
    id,
    name: row.name,
    ...planShape(id),
    priceCents: row.priceCents,
    currency: row.currency,
    trialDays: row.trialDays,
    status: row.status,
  };
}

/**
 * PUT admin/subscription-plans/{planId}. Prices are in the ledger's currency: a card payment is
 * posted to the ledger as it is paid, and the ledger keeps one currency.
 */
export async function updatePlan(
  deps: AppDeps,
  id: SubscriptionPlanId,
  input: Omit<UpdatePlanRequest, 'trialDays' | 'stripePriceId'> & { trialDays: number; stripePriceId: string | null },
): Promise<PlanRow> {
  await listPlanRows(deps);
  if (input.currency !== deps.config.money.currency)
    throw fieldError('currency', `Plans are priced in ${deps.config.money.currency}, the currency of this install`);
  const [row] = await deps.db
    .update(billingPlans)
    .set({ ...input, updatedAt: deps.clock.now() })
    .where(eq(billingPlans.id, id))
    .returning();
  return row;
}

export const GRACE_PERIOD_SETTING = 'billing-grace-period-days';
export const DEFAULT_GRACE_PERIOD_DAYS = 7;

/** Days a subscription stays open after a failed renewal (operator setting, 7 unless set). */
export async function gracePeriodDays(db: DbExecutor): Promise<number> {
  const [row] = await db
    .select()
    .from(operatorSettings)
    .where(inArray(operatorSettings.key, [GRACE_PERIOD_SETTING]));
  return typeof row?.value === 'number' ? row.value : DEFAULT_GRACE_PERIOD_DAYS;
}

export async function setGracePeriodDays(deps: AppDeps, days: number): Promise<void> {
  const now = deps.clock.now();
  await deps.db
    .insert(operatorSettings)
    .values({ key: GRACE_PERIOD_SETTING, value: days, updatedAt: now })
    .onConflictDoUpdate({ target: operatorSettings.key, set: { value: days, updatedAt: now } });
}

export { PLAN_MESSAGES };
