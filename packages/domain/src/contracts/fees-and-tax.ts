import { z } from 'zod';
import { paginated } from './common.js';
import { boundedInt, idField, idParam, lineText, pageNumber, perPage, text } from './primitives.js';
import { parseRatePercent, SUBSCRIPTION_PLANS } from '../payouts/commission.js';
import { TAX_FORMS } from '../payouts/tax-forms.js';

/** A percentage typed by the operator ("15", "12.5"); parsed to basis points. */
export const RatePercent = z
  .union([text().max(20), z.number()])
  .transform((value) => String(value))
  .transform((value, ctx) => {
    const parsed = parseRatePercent(value);
    if (!parsed.ok) {
      ctx.addIssue({ code: 'custom', message: parsed.message });
      return z.NEVER;
    }
    return parsed.basisPoints;
  });

/** A rate as the API answers it: "12.50" (percent, two decimals). */
const Percent = text().regex(/^\d{1,3}\.\d{2}$/);

// ---- distribution fee (operator) ----

export const SubscriptionPlanName = z.enum(SUBSCRIPTION_PLANS, { message: 'Choose a plan' });

export const DistributionFeesResponse = z.object({
  plans: z.array(z.object({ plan: SubscriptionPlanName, rate: Percent })),
  accounts: z.array(z.object({ userId: z.number().int(), email: text(), rate: Percent })),
});
export type DistributionFeesResponse = z.infer<typeof DistributionFeesResponse>;

export const SetPlanFeeRequest = z.object({ plan: SubscriptionPlanName, rate: RatePercent });
export type SetPlanFeeRequest = z.input<typeof SetPlanFeeRequest>;
/** `rate: null` removes the account's own rate: its plan's applies again. */
export const SetAccountFeeRequest = z.object({
  userId: idField('Choose an account'),
  rate: RatePercent.nullable(),
});
export type SetAccountFeeRequest = z.input<typeof SetAccountFeeRequest>;

/** The operator's account picker: search by e-mail or name. */
export const AccountSearchQuery = z.object({
  q: lineText().trim().min(2, 'Type at least 2 characters of an e-mail or name').max(100, 'Use at most 100 characters'),
});
export type AccountSearchQuery = z.input<typeof AccountSearchQuery>;
export const AccountMatch = z.object({
  userId: z.number().int(),
  email: text(),
  name: text().nullable(),
  /** The plan of the account's current subscription, null without one. */
  plan: SubscriptionPlanName.nullable(),
  /** The fee of that plan (0.00 without a plan). */
  planFeeRate: Percent,
  /** The account's own fee, replacing the plan's; null while it follows its plan. */
  ownFeeRate: Percent.nullable(),
});
export type AccountMatch = z.infer<typeof AccountMatch>;
export const AccountSearchResponse = z.object({ data: z.array(AccountMatch) });
export type AccountSearchResponse = z.infer<typeof AccountSearchResponse>;

// ---- payee tax profile ----

export const TaxFormName = z.enum(TAX_FORMS, { message: 'Choose the tax form received' });

export const TaxProfile = z.object({
  userId: z.number().int(),
  email: text(),
  /** ISO 3166-1 alpha-2, or null while unknown. */
  residencyCountry: text().nullable(),
  taxForm: TaxFormName,
  withholdingRate: Percent,
  updatedAt: text().nullable(),
});
export type TaxProfile = z.infer<typeof TaxProfile>;
export const TaxProfilesPage = paginated(TaxProfile);
export const TaxProfilesQuery = z.object({ page: pageNumber(), per_page: perPage(100, 20) });

export const SetTaxProfileRequest = z.object({
  // A form value (typed in the desk's field), so coerced from text like a path id.
  userId: idParam('Choose an account'),
  residencyCountry: lineText()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'Choose the country of residence'),
  taxForm: TaxFormName,
  withholdingRate: RatePercent,
});
export type SetTaxProfileRequest = z.input<typeof SetTaxProfileRequest>;

/** The yearly per-payee tax summary (CSV). */
export const TaxSummaryQuery = z.object({ year: boundedInt(2000, 2100, 'Give a year like 2026') });
