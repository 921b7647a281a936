import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { ErrorAlert } from '../../ui/error-alert.js';
import { useWalletBalanceQuery } from '../../lib/wallet-balance.js';
import { useWalletEstimatesQuery } from './api.js';
import { monthLabel, moneyText } from '../../ui/money-text.js';

/** Balance (floored by the server to cents, never negative), last month's earnings and estimates. */
export function WalletSummary() {
  const balance = useWalletBalanceQuery();
  const estimates = useWalletEstimatesQuery();
  const currency = balance.data?.currency ?? 'USD';
  if (balance.isError) return <ErrorAlert error={balance.error} />;
  const deficit = balance.data?.carriedDeficit ?? null;
  return (
    <Grid container spacing={2}>
      {deficit && (
        <Grid size={12}>
          <Alert severity="warning" aria-label="Carried deficit">
            Carried deficit: {moneyText(deficit, currency)}. A reversed statement took back earnings that had already
            left your wallet. Your next earnings repay it first; payouts and transfers open again once it is repaid.
          </Alert>
        </Grid>
      )}
      <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
        <Figure
          label="Available balance"
          testId="wallet-available"
          loading={balance.isPending}
          big
          value={balance.data && moneyText(balance.data.available, currency)}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
        <Figure
          label={
            balance.data ? `Earnings in ${monthLabel(balance.data.lastMonthEarnings.date)}` : "Last month's earnings"
          }
          loading={balance.isPending}
          value={balance.data && moneyText(balance.data.lastMonthEarnings.dividends, currency)}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
        <Figure
          label="Pending"
          hint="Payouts awaiting approval and split money held until accepted"
          loading={estimates.isPending || balance.isPending}
          value={estimates.data && moneyText(estimates.data.pending, currency)}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
        <Figure
          label="Estimated total"
          hint="Available plus pending"
          loading={estimates.isPending || balance.isPending}
          value={estimates.data && moneyText(estimates.data.total, currency)}
        />
      </Grid>
    </Grid>
  );
}

function Figure({
  label,
  value,
  hint,
  loading,
  big,
  testId,
}: {
  label: string;
  value: ReactNode;
  hint?: string;
  loading: boolean;
  big?: boolean;
  testId?: string;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 2, borderRadius: 3, height: '100%' }} component="section" aria-label={label}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      {loading ? (
        <Skeleton variant="text" width={120} sx={{ fontSize: big ? '2rem' : '1.5rem' }} />
      ) : (
        <Typography
          data-testid={testId}
          sx={{ fontSize: big ? '2rem' : '1.5rem', fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
        >
          {value}
        </Typography>
      )}
      {hint && (
        <Typography variant="caption" color="text.secondary">
          {hint}
        </Typography>
      )}
    </Paper>
  );
}
