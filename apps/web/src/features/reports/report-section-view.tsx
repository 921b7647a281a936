import { useMemo, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReportFormat, SalesRangeQuery } from '@liner/domain';
import { pathTo } from '../../app/routes.js';
import { ErrorAlert } from '../../ui/error-alert.js';
import { errorMessages } from '../../ui/server-errors.js';
import { useToasts } from '../../ui/toasts.js';
import { PageHeading } from '../../ui/page-heading.js';
import { EmptyState } from '../../ui/empty-state.js';
import { DateRangeFilter } from '../../ui/date-range-filter.js';
import { rangeFromSearch, rangeToSearch } from '../../lib/date-range.js';
import { useRequestReportMutation } from './api.js';
import { ReportRowsTable } from './report-rows-table.js';
import type { ReportSection } from './report-sections.js';
import { ReportsList } from './reports-list.js';
import { ReportsNav } from './reports-nav.js';

/** reports/manage/{section}: the page's rows for a date range, and its download in CSV or XLSX. */
export function ReportSectionView({ section }: { section: ReportSection }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const start = searchParams.get('start_date');
  const end = searchParams.get('end_date');
  const range = useMemo<SalesRangeQuery>(() => rangeFromSearch(start, end), [start, end]);
  return (
    <Stack spacing={3} sx={{ py: { xs: 1, md: 2 }, maxWidth: 1200 }}>
      <Stack spacing={1}>
        <Link component={RouterLink} to={pathTo('portal.reports')} sx={{ alignSelf: 'flex-start' }}>
          All reports
        </Link>
        <PageHeading title={section.label} />
        <Typography color="text.secondary" sx={{ maxWidth: 760 }}>
          {section.description}
        </Typography>
      </Stack>
      <ReportsNav current={section.path} />
      {section.rows === null ? (
        <Paper variant="outlined" sx={{ borderRadius: 3 }}>
          <EmptyState message="Nothing here yet ... this installation has no publishing earnings to report.">
            <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 560 }}>
              {section.unavailable}
            </Typography>
          </EmptyState>
        </Paper>
      ) : (
        <>
          <Stack
            direction={{ xs: 'column', md: 'row' }}
            spacing={2}
            useFlexGap
            sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-start' } }}
          >
            <DateRangeFilter
              key={`${range.start_date}-${range.end_date}`}
              range={range}
              onApply={(next) => setSearchParams(rangeToSearch(next))}
            />
            {section.download && (
              <DownloadButtons path={section.download} range={range} needsRange={!!section.needsRange} />
            )}
          </Stack>
          <ReportRowsTable
            key={`${section.path}-${range.start_date}-${range.end_date}`}
            section={section}
            range={range}
          />
          <ReportsList />
        </>
      )}
    </Stack>
  );
}

/** Orders the page's rows as a file; it is generated in the background and appears under My reports. */
function DownloadButtons({ path, range, needsRange }: { path: string; range: SalesRangeQuery; needsRange: boolean }) {
  const request = useRequestReportMutation();
  const toasts = useToasts();
  const [problem, setProblem] = useState<string[]>([]);
  const [format, setFormat] = useState<ReportFormat | null>(null);
  const order = async (chosen: ReportFormat) => {
    setProblem([]);
    if (needsRange && (!range.start_date || !range.end_date)) {
      setProblem(['Choose a start and an end date first: this download lists every sales line of the period.']);
      return;
    }
    setFormat(chosen);
    try {
      await request.mutateAsync({ path, format: chosen, ...range });
      toasts.push({ message: 'Report requested. It appears under My reports when it is ready.', type: 'success' });
    } catch (error) {
      setProblem(errorMessages(error));
    } finally {
      setFormat(null);
    }
  };
  return (
    <Stack spacing={1} sx={{ alignItems: { md: 'flex-end' } }}>
      <Stack direction="row" spacing={1}>
        <Button
          variant="contained"
          onClick={() => void order('csv')}
          loading={format === 'csv'}
          disabled={format !== null}
        >
          Download CSV
        </Button>
        <Button
          variant="outlined"
          onClick={() => void order('xlsx')}
          loading={format === 'xlsx'}
          disabled={format !== null}
        >
          Download XLSX
        </Button>
      </Stack>
      <ErrorAlert messages={problem} />
    </Stack>
  );
}
