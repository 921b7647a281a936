import { useMemo } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { SalesRangeQuery } from '@liner/domain';
import { pathTo } from '../../app/routes.js';
import { ErrorAlert } from '../../ui/error-alert.js';
import { positiveInt } from '../../lib/format.js';
import { PageHeading } from '../../ui/page-heading.js';
import { moneyText } from '../../ui/money-text.js';
import { useSalesTotalQuery, type SalesBreakdown } from './api.js';
import { DateRangeFilter } from '../../ui/date-range-filter.js';
import { SalesDetail } from './sales-detail.js';
import { SalesChart } from './sales-chart.js';
import { rangeFromSearch, rangeToSearch } from '../../lib/date-range.js';
import { SalesTable } from './sales-table.js';
import { StreamRatesTable } from './stream-rates-table.js';
import { CollabSalesTable, SplitSalesTable } from './split-sales-tables.js';

const SECTIONS = [
  { key: 'releases', label: 'Releases' },
  { key: 'tracks', label: 'Tracks' },
  { key: 'artists', label: 'Artists' },
  { key: 'channels', label: 'Stores' },
  { key: 'territories', label: 'Territories' },
  { key: 'streamrates', label: 'Stream rates' },
  { key: 'splits', label: 'Splits' },
  { key: 'collabs', label: 'Collabs' },
] as const;
type Section = (typeof SECTIONS)[number]['key'];

/** /user-portal/sales/:section? — total and graph for a date range, then one breakdown per tab. */
export default function SalesPage() {
  const { section } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const current: Section = SECTIONS.find((item) => item.key === section)?.key ?? 'releases';
  const start = searchParams.get('start_date');
  const end = searchParams.get('end_date');
  const range = useMemo<SalesRangeQuery>(() => rangeFromSearch(start, end), [start, end]);
  const total = useSalesTotalQuery(range);
  const currency = total.data?.currency ?? 'USD';
  const query = searchParams.toString();
  const label = SECTIONS.find((item) => item.key === current)?.label ?? '';
  const releaseId = positiveInt(searchParams.get('release') ?? undefined);
  const trackId = positiveInt(searchParams.get('track') ?? undefined);
  const detail = releaseId
    ? { kind: 'releases' as const, id: releaseId }
    : trackId
      ? { kind: 'tracks' as const, id: trackId }
      : null;

  return (
    <Stack spacing={3} sx={{ py: { xs: 1, md: 2 }, maxWidth: 1200 }}>
      <PageHeading title="Sales" />
      <DateRangeFilter
        key={`${range.start_date}-${range.end_date}`}
        range={range}
        onApply={(next) =>
          setSearchParams({
            ...rangeToSearch(next),
            // A detail view keeps its release or track when the range changes.
            ...(releaseId ? { release: String(releaseId) } : trackId ? { track: String(trackId) } : {}),
          })
        }
      />
      {detail && (
        <SalesDetail
          kind={detail.kind}
          id={detail.id}
          range={range}
          backTo={pathTo('portal.sales', { section: detail.kind })}
        />
      )}
      {!detail && (
        <>
          <Paper
            variant="outlined"
            sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}
            component="section"
            aria-labelledby="sales-total-heading"
          >
            <Typography id="sales-total-heading" variant="body2" color="text.secondary">
              Total earnings
              {range.start_date || range.end_date
                ? ` ${range.start_date ?? '…'} – ${range.end_date ?? '…'}`
                : ', all time'}
            </Typography>
            <ErrorAlert error={total.error} />
            {total.isPending && (
              <>
                <Skeleton variant="text" width={200} sx={{ fontSize: '2rem' }} />
                <Skeleton variant="rounded" height={160} />
              </>
            )}
            {total.data && (
              <Stack spacing={2}>
                <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
                  <Typography
                    data-testid="sales-total"
                    sx={{
                      fontSize: { xs: '1.6rem', sm: '2rem' },
                      fontWeight: 700,
                      fontVariantNumeric: 'tabular-nums',
                      overflowWrap: 'anywhere',
                    }}
                  >
                    {moneyText(total.data.total, currency)}
                  </Typography>
                  <Typography color="text.secondary">{total.data.units} units</Typography>
                </Stack>
                {total.data.graph.length === 0 ? (
                  <Typography color="text.secondary">Nothing here yet ... no sales in this period.</Typography>
                ) : (
                  <SalesChart points={total.data.graph} currency={currency} />
                )}
              </Stack>
            )}
          </Paper>
          <Tabs value={current} variant="scrollable" allowScrollButtonsMobile aria-label="Sales breakdowns">
            {SECTIONS.map((item) => (
              <Tab
                key={item.key}
                value={item.key}
                label={item.label}
                component={RouterLink}
                to={`${pathTo('portal.sales', { section: item.key })}${query ? `?${query}` : ''}`}
              />
            ))}
          </Tabs>
          {current === 'streamrates' ? (
            <StreamRatesTable range={range} />
          ) : current === 'splits' ? (
            <SplitSalesTable key={query} range={range} currency={currency} />
          ) : current === 'collabs' ? (
            <CollabSalesTable key={query} range={range} currency={currency} />
          ) : (
            <SalesTable
              key={`${current}-${query}`}
              kind={current satisfies SalesBreakdown}
              range={range}
              currency={currency}
              label={label}
            />
          )}
        </>
      )}
    </Stack>
  );
}
