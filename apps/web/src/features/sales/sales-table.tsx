import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import { DEFAULT_PER_PAGE, type SalesRangeQuery } from '@liner/domain';
import { TableStates } from '../../ui/table-states.js';
import { PerPagePager } from '../../ui/table-pager.js';
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
      <TableStates
        query={rows}
        loadingLabel={`Loading ${label.toLowerCase()}`}
        emptyMessage="Nothing here yet ... sales appear once a store reports them."
      />
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
      <PerPagePager page={data} onPageChange={setPage} onPerPageChange={setPerPage} />
    </Paper>
  );
}
