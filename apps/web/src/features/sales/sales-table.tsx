import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import { DEFAULT_PER_PAGE, type SalesRangeQuery } from '@liner/domain';
import { ErrorAlert } from '../../ui/error-alert.js';
import { EmptyState } from '../../ui/empty-state.js';
import { useSalesBreakdownQuery, type SalesBreakdown } from './api.js';
import { rangeToSearch } from '../../lib/date-range.js';
import { SalesRows } from './sales-rows.js';

const HEADINGS: Record<SalesBreakdown, { name: string; code?: string }> = {
  releases: { name: 'Release', code: 'UPC' },
  tracks: { name: 'Track', code: 'ISRC' },
  artists: { name: 'Artist' },
  channels: { name: 'Store' },
  territories: { name: 'Territory' },
};

/** One breakdown, paged by the server; totals with six decimals. */
export function SalesTable({
  kind,
  range,
  currency,
  label,
}: {
  kind: SalesBreakdown;
  range: SalesRangeQuery;
  currency: string;
  label: string;
}) {
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(DEFAULT_PER_PAGE);
  const rows = useSalesBreakdownQuery(kind, range, page, perPage);
  const data = rows.data;
  const heading = HEADINGS[kind];
  // Releases and tracks open their own overview (same range, stores and territories).
  const detail = kind === 'releases' ? 'release' : kind === 'tracks' ? 'track' : null;
  const search = rangeToSearch(range);
  return (
    <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
      {rows.isPending && (
        <Stack sx={{ p: 2 }} spacing={1} aria-busy="true" aria-label={`Loading ${label.toLowerCase()}`}>
          {[0, 1, 2, 3].map((row) => (
            <Skeleton key={row} variant="text" height={36} />
          ))}
        </Stack>
      )}
      {rows.isError && (
        <Stack sx={{ p: 2 }}>
          <ErrorAlert error={rows.error} />
        </Stack>
      )}
      {data && data.data.length === 0 && (
        <EmptyState message="Nothing here yet ... sales appear once a store reports them." />
      )}
      {data && data.data.length > 0 && (
        <SalesRows
          rows={data.data}
          label={label}
          nameHeading={heading.name}
          codeHeading={heading.code}
          currency={currency}
          missingCode={kind === 'releases' ? 'UPC not set' : 'ISRC not set'}
          busy={rows.isPlaceholderData}
          renderName={
            detail
              ? (row) =>
                  row.id === null ? (
                    row.name
                  ) : (
                    <Link
                      component={RouterLink}
                      to={`?${new URLSearchParams({ ...search, [detail]: String(row.id) })}`}
                    >
                      {row.name}
                    </Link>
                  )
              : undefined
          }
        />
      )}
      {data && data.total > 0 && (
        <TablePagination
          component="div"
          count={data.total}
          page={data.current_page - 1}
          rowsPerPage={data.per_page}
          rowsPerPageOptions={[10, 25, 50]}
          labelRowsPerPage="Per page"
          onPageChange={(_event, next) => setPage(next + 1)}
          onRowsPerPageChange={(event) => {
            setPerPage(Number(event.target.value));
            setPage(1);
          }}
        />
      )}
    </Paper>
  );
}
