import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BillingResponse, SubscriptionState } from '@liner/domain';
import { formatDay } from '../../lib/format.js';
import { centsText } from '../../ui/money-text.js';
import { planPriceText } from './plan-text.js';

const STATE_CHIPS: Record<
  SubscriptionState,
  { label: string; color: 'default' | 'success' | 'warning' | 'info' | 'error' }
> = {
  none: { label: 'No subscription', color: 'default' },
  trialing: { label: 'Free trial', color: 'info' },
  active: { label: 'Active', color: 'success' },
  grace: { label: 'Payment failed', color: 'warning' },
  cancelling: { label: 'Cancelled', color: 'default' },
  expired: { label: 'Expired', color: 'error' },
};

const ACCOUNT_TYPES: Record<string, string> = { artist: 'Artist', label: 'Label', collaborator: 'Collaborator' };
const PROVIDERS: Record<string, string> = { stripe: 'Stripe', builtin: 'Built-in test provider' };
const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
};

export const brandText = (brand: string): string => BRANDS[brand.toLowerCase()] ?? brand;

export function StateChip({ state }: { state: SubscriptionState }) {
  const chip = STATE_CHIPS[state];
  return (
    <Chip
      size="small"
      label={chip.label}
      color={chip.color}
      variant={chip.color === 'default' ? 'outlined' : 'filled'}
      sx={{ fontWeight: 600, alignSelf: 'flex-start' }}
    />
  );
}

/** Plan, account type, dates, next billing, card and provider as a list of terms and values. */
export function SubscriptionSummary({ billing }: { billing: BillingResponse }) {
  const currency = billing.plan?.currency ?? 'USD';
  const items: [string, string][] = [
    ['Plan', billing.plan ? `${billing.plan.name} · ${planPriceText(billing.plan)}` : 'None'],
    ['Account type', ACCOUNT_TYPES[billing.accountType] ?? billing.accountType],
    ['Started', formatDay(billing.createdAt)],
  ];
  if (billing.trialEndsAt && billing.state === 'trialing') items.push(['Trial ends', formatDay(billing.trialEndsAt)]);
  if (billing.nextBillingDate)
    items.push([
      'Next billing date',
      billing.nextAmountCents === null
        ? formatDay(billing.nextBillingDate)
        : `${formatDay(billing.nextBillingDate)} · ${centsText(billing.nextAmountCents, currency)}`,
    ]);
  if (billing.endsAt) items.push([billing.state === 'expired' ? 'Ended' : 'Ends', formatDay(billing.endsAt)]);
  if (billing.graceEndsAt && billing.state === 'grace')
    items.push(['Grace period ends', formatDay(billing.graceEndsAt)]);
  items.push([
    'Card',
    billing.card
      ? `${brandText(billing.card.brand)} ending ${billing.card.last4} · expires ${String(billing.card.expMonth).padStart(2, '0')}/${billing.card.expYear}`
      : 'None on file',
  ]);
  if (billing.provider) items.push(['Payment provider', PROVIDERS[billing.provider] ?? billing.provider]);

  return (
    <Stack
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
        columnGap: 3,
        rowGap: { xs: 0.25, sm: 1.25 },
        m: 0,
      }}
    >
      {items.map(([term, value]) => (
        <Stack key={term} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary" sx={{ pt: { xs: 1, sm: 0 } }}>
            {term}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
