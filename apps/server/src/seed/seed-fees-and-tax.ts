import { grantSubscription, setPlanDistributionFee } from '../modules/subscriptions/index.js';
import { setTaxProfile } from '../modules/payouts/index.js';
import type { DemoContext } from './demo-context.js';

/** The label plan's distribution fee and its grant (set before the statements, so they show the fee). */
export const DEMO_LABEL_PLAN_FEE_BASIS_POINTS = 1000;

/**
 * Deals and taxes as an operator sets them: the label is on the label plan, which keeps a 10 %
 * distribution fee; the artist sent a W-9 (no withholding); the Swedish label a W-8BEN with
 * 30 % withheld from its payouts.
 */
export async function seedFeesAndTax(ctx: DemoContext): Promise<void> {
  const { artist, label, operator } = ctx.accounts;
  ctx.clock.setDaysAgo(400);
  await grantSubscription(ctx.deps, { userId: label.id, grantedBy: operator.id, plan: 'label' });
  await setPlanDistributionFee(ctx.deps, operator.id, { plan: 'label', rate: DEMO_LABEL_PLAN_FEE_BASIS_POINTS });
  await setTaxProfile(ctx.deps, operator.id, {
    userId: artist.id,
    residencyCountry: 'US',
    taxForm: 'W-9',
    withholdingRate: 0,
  });
  await setTaxProfile(ctx.deps, operator.id, {
    userId: label.id,
    residencyCountry: 'SE',
    taxForm: 'W-8BEN',
    withholdingRate: 3000,
  });
}
