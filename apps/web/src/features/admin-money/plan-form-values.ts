import type { z } from 'zod';
import { type AdminBillingPlan, text, UpdatePlanRequest } from '@liner/domain';

export const PRICE_MESSAGE = 'Give the price like 9.99, with at most 2 decimals';

/** "9.99" -> 999 worked out on the digits, so no float rounding gets into a price. */
export function priceToCents(price: string): number | null {
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(price.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

export const centsToPrice = (cents: number): string =>
  `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/**
 * The plan form: the contract's fields, except that the operator types the price in the
 * currency (9.99) and the form sends whole cents.
 */
export const PlanFormSchema = UpdatePlanRequest.omit({ priceCents: true }).extend({
  price: text({ error: PRICE_MESSAGE })
    .refine((value) => priceToCents(value) !== null, PRICE_MESSAGE)
    .transform((value) => priceToCents(value) ?? 0)
    .pipe(UpdatePlanRequest.shape.priceCents),
});
export type PlanFormInput = z.input<typeof PlanFormSchema>;
export type PlanFormOutput = z.output<typeof PlanFormSchema>;

export function planFormDefaults(plan: AdminBillingPlan): PlanFormInput {
  return {
    name: plan.name,
    price: centsToPrice(plan.priceCents),
    currency: plan.currency,
    trialDays: String(plan.trialDays),
    status: plan.status,
    stripePriceId: plan.stripePriceId ?? '',
  };
}

/** A 422 of the server names `priceCents`; the form's field is `price`. */
export const formFieldOf = (field: string): string => (field === 'priceCents' ? 'price' : field);
