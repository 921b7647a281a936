import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import type { SalesRangeQuery } from '@liner/domain';
import { ErrorAlert } from '../../ui/error-alert.js';
import { TablePager } from '../../ui/table-pager.js';
import { EmptyState } from '../../ui/empty-state.js';
import { moneyText } from '../../ui/money-text.js';
import { useSalesDetailBreakdownQuery, useSalesDetailQuery, type SalesDetailKind } from './api.js';
import { SalesChart } from './sales-chart.js';
import { rangeToSearch } from '../../lib/date-range.js';
import { SalesRows } from './sales-rows.js';

/** One release or track: its total and graph, then its stores and territories. */
export function SalesDetail({
  kind,
  id,
  range,
  backTo,
}: {
  kind: SalesDetailKind;
  id: number;
  range: SalesRangeQuery;
  backTo: string;
}) {
  const overview = useSalesDetailQuery(kind, id, range);
  const data = overview.data;
  const currency = data?.currency ?? 'USD';
  const search = new URLSearchParams(rangeToSearch(range)).toString();
  return (
    <Stack spacing={3}>
      <Button
        component={RouterLink}
        to={`${backTo}${search ? `?${search}` : ''}`}
        startIcon={<ArrowBack />}
        sx={{ alignSelf: 'flex-start' }}
      >
        All {kind}
      </Button>
      <Paper
        variant="outlined"
        sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}
        component="section"
        aria-labelledby="sales-detail-heading"
      >
        <ErrorAlert error={overview.error} />
        {overview.isPending && (
          <>
            <Skeleton variant="text" width={240} />
            <Skeleton variant="rounded" height={160} />
          </>
        )}
        {data && (
          <Stack spacing={2}>
            <Stack spacing={0.25}>
              <Typography
                id="sales-detail-heading"
                component="h2"
                variant="h6"
                sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
              >
                {data.name}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
                {data.code ?? (kind === 'releases' ? 'UPC not set' : 'ISRC not set')}
              </Typography>
            </Stack>
            <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
              <Typography
                sx={{ fontSize: { xs: '1.6rem', sm: '2rem' }, fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
              >
                {moneyText(data.total, currency)}
              </Typography>
              <Typography color="text.secondary">{data.units} units</Typography>
            </Stack>
            {data.graph.length > 0 && <SalesChart points={data.graph} currency={currency} />}
          </Stack>
        )}
      </Paper>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <DetailTable kind={kind} by="channels" id={id} range={range} currency={currency} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <DetailTable kind={kind} by="territories" id={id} range={range} currency={currency} />
        </Grid>
      </Grid>
    </Stack>
  );
}

function DetailTable({
  kind,
  by,
  id,
  range,
  currency,
}: {
  kind: SalesDetailKind;
  by: 'channels' | 'territories';
  id: number;
  range: SalesRangeQuery;
  currency: string;
}) {
  const [page, setPage] = useState(1);
  const rows = useSalesDetailBreakdownQuery(kind, by, id, range, page);
  const title = by === 'channels' ? 'Stores' : 'Territories';
  return (
    <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }} component="section" aria-label={title}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, px: 2, pt: 1.5 }}>
        {title}
      </Typography>
      {rows.isPending && (
        <Stack sx={{ p: 2 }}>
          <Skeleton variant="text" height={36} />
          <Skeleton variant="text" height={36} />
        </Stack>
      )}
      {rows.isError && (
        <Stack sx={{ p: 2 }}>
          <ErrorAlert error={rows.error} />
        </Stack>
      )}
      {rows.data && rows.data.data.length === 0 && <EmptyState />}
      {rows.data && rows.data.data.length > 0 && (
        <SalesRows
          rows={rows.data.data}
          label={title}
          nameHeading={by === 'channels' ? 'Store' : 'Territory'}
          currency={currency}
          busy={rows.isPlaceholderData}
        />
      )}
      <TablePager page={rows.data} onPageChange={setPage} />
    </Paper>
  );
}
