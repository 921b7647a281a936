import type { BillingPlan } from '@liner/domain';
import { centsText } from '../../ui/money-text.js';

/** "$9.99 / month", "$99.00 / year". */
export const planPriceText = (plan: Pick<BillingPlan, 'priceCents' | 'currency' | 'interval'>): string =>
  `${centsText(plan.priceCents, plan.currency)} / ${plan.interval}`;

export const trialText = (days: number): string | null => (days > 0 ? `${days}-day free trial` : null);

export const audienceText = (plan: Pick<BillingPlan, 'audience'>): string =>
  plan.audience === 'label' ? 'For a label releasing several artists' : 'For one artist';
