import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { StatementDetail as Detail } from '@liner/domain';
import { ErrorAlert } from '../../ui/error-alert.js';
import { formatMoment } from '../../lib/format.js';
import { useStatementQuery } from './api.js';
import { TotalsTable } from './totals-table.js';
import { UnmatchedQueue } from './unmatched-queue.js';
import { ReverseStatementDialog } from './reverse-statement-dialog.js';
import { RatesTable } from './rates-table.js';
import { WaitingForRate } from './waiting-for-rate.js';

export const STATEMENT_STATUS: Record<
  Detail['status'],
  { label: string; color: 'default' | 'info' | 'success' | 'error' | 'warning' }
> = {
  queued: { label: 'Queued', color: 'default' },
  importing: { label: 'Importing', color: 'info' },
  'waiting-rate': { label: 'Waiting for a rate', color: 'warning' },
  imported: { label: 'Imported', color: 'success' },
  failed: { label: 'Failed', color: 'error' },
  reversed: { label: 'Reversed', color: 'warning' },
};

/** One statement: import progress (polled), totals per store and territory, reconciliation, unmatched queue. */
export function StatementDetail({ id }: { id: number }) {
  const statement = useStatementQuery(id);
  const [reversing, setReversing] = useState(false);
  const data = statement.data;
  if (statement.isPending) return <Skeleton variant="rounded" height={240} aria-label="Loading the statement" />;
  if (statement.isError) return <ErrorAlert error={statement.error} />;
  if (!data) return null;
  const running = data.status === 'queued' || data.status === 'importing';
  const percent = data.totalLines ? Math.min(100, Math.round((data.linesRead / data.totalLines) * 100)) : null;
  return (
    <Stack spacing={2} component="section" aria-labelledby="statement-detail-heading">
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          <Typography
            id="statement-detail-heading"
            component="h2"
            variant="h6"
            sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
          >
            #{data.id} {data.fileName}
          </Typography>
          <Chip size="small" color={STATEMENT_STATUS[data.status].color} label={STATEMENT_STATUS[data.status].label} />
          {data.status === 'imported' && (
            <Button
              size="small"
              color="error"
              variant="outlined"
              sx={{ ml: 'auto' }}
              onClick={() => setReversing(true)}
            >
              Reverse statement
            </Button>
          )}
        </Stack>
        {reversing && <ReverseStatementDialog id={data.id} onClose={() => setReversing(false)} />}
        <Typography variant="body2" color="text.secondary">
          {data.format ?? 'Format not detected yet'} · {data.store ?? 'store from the file'} · into{' '}
          {data.accountCurrency}
          {data.exchangeRate ? ` · typed rate ${data.currency} ${data.exchangeRate}` : ''}
          {data.period ? ` · ${data.period}` : ''} · uploaded {formatMoment(data.createdAt)}
        </Typography>
        {data.reportedPeriod && data.bookedPeriod && (
          <Typography variant="body2" sx={{ mt: 0.5 }} data-testid="statement-period">
            {data.reportedPeriod === data.bookedPeriod
              ? `Accounting period ${data.bookedPeriod}`
              : `Reported period ${data.reportedPeriod}, booked in ${data.bookedPeriod} (${data.reportedPeriod} was closed)`}
          </Typography>
        )}
        {running && (
          <Stack spacing={0.5} sx={{ mt: 2 }} role="status" aria-live="polite">
            <LinearProgress
              variant={percent === null ? 'indeterminate' : 'determinate'}
              value={percent ?? undefined}
              aria-label="Import progress"
            />
            <Typography variant="caption">
              {data.linesRead} lines read{data.totalLines ? ` of ${data.totalLines}` : ''}
            </Typography>
          </Stack>
        )}
        {data.status === 'waiting-rate' && <WaitingForRate statement={data} />}
        {data.status === 'failed' && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {data.failureReason ?? 'The import failed; nothing was stored.'}
          </Alert>
        )}
        {data.reversal && (
          <Alert severity="warning" sx={{ mt: 2 }} aria-label="Reversal">
            Reversed {formatMoment(data.reversal.at)}
            {data.reversal.by ? ` by ${data.reversal.by}` : ''}: {data.reversal.reason}. Its earnings were taken back
            and its sales no longer count.
          </Alert>
        )}
        {(data.status === 'imported' || data.status === 'reversed') && (
          <Grid container spacing={2} sx={{ mt: 1 }}>
            <Figure label="Lines" value={String(data.linesRead)} />
            <Figure label="Matched" value={String(data.matchedLines)} />
            <Figure label="Unmatched" value={String(data.unmatchedLines)} />
            <Figure label={`Total (${data.accountCurrency})`} value={data.convertedAmount} />
          </Grid>
        )}
      </Paper>
      {data.reconciliation && (
        <Alert severity={data.reconciliation.ok ? 'success' : 'error'}>
          {data.reconciliation.ok
            ? "Totals reconcile with the file's own summary records to the micro-unit."
            : `Totals differ from the file's summary in ${data.reconciliation.rows.filter((row) => !/^-?0\.0+$/.test(row.difference)).length} places.`}
        </Alert>
      )}
      {(data.status === 'imported' || data.status === 'reversed') && (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, xl: 6 }}>
            <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, px: 2, pt: 1.5 }}>
                By store
              </Typography>
              <TotalsTable
                rows={data.byStore}
                label="Totals by store"
                keyLabel="Store"
                accountCurrency={data.accountCurrency}
              />
            </Paper>
          </Grid>
          <Grid size={{ xs: 12, xl: 6 }}>
            <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, px: 2, pt: 1.5 }}>
                By territory
              </Typography>
              <TotalsTable
                rows={data.byTerritory}
                label="Totals by territory"
                keyLabel="Territory"
                accountCurrency={data.accountCurrency}
              />
            </Paper>
          </Grid>
        </Grid>
      )}
      {data.status === 'imported' && data.rates.length > 0 && (
        <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, px: 2, pt: 1.5 }}>
            Exchange rates used
          </Typography>
          <RatesTable rows={data.rates} accountCurrency={data.accountCurrency} />
        </Paper>
      )}
      {data.status === 'imported' && (
        <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 }, borderRadius: 3 }}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, px: 1 }}>
            Unmatched lines
          </Typography>
          <UnmatchedQueue statementId={data.id} />
        </Paper>
      )}
    </Stack>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Grid size={{ xs: 6, md: 3 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Grid>
  );
}
