import { useState } from 'react';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import { DEFAULT_PER_PAGE, type SalesRangeQuery } from '@liner/domain';
import { ErrorAlert } from '../../ui/error-alert.js';
import { EmptyState } from '../releases/empty-state.js';
import { moneyText } from '../wallet/money-text.js';
import { useSalesBreakdownQuery, type SalesBreakdown } from './api.js';

const HEADINGS: Record<SalesBreakdown, { name: string; code?: string }> = {
  releases: { name: 'Release', code: 'UPC' },
  tracks: { name: 'Track', code: 'ISRC' },
  artists: { name: 'Artist' },
  channels: { name: 'Store' },
  territories: { name: 'Territory' },
};

/** One breakdown, paged by the server; totals with six decimals (spec §9). */
export function SalesTable({ kind, range, currency, label }: { kind: SalesBreakdown; range: SalesRangeQuery; currency: string; label: string }) {
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(DEFAULT_PER_PAGE);
  const rows = useSalesBreakdownQuery(kind, range, page, perPage);
  const data = rows.data;
  const heading = HEADINGS[kind];
  return (
    <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
      {rows.isPending && <Stack sx={{ p: 2 }} spacing={1} aria-busy="true" aria-label={`Loading ${label.toLowerCase()}`}>
        {[0, 1, 2, 3].map((row) => <Skeleton key={row} variant="text" height={36} />)}
      </Stack>}
      {rows.isError && <Stack sx={{ p: 2 }}><ErrorAlert error={rows.error} /></Stack>}
      {data && data.data.length === 0 && <EmptyState message="Nothing here yet ... sales appear once a store reports them." />}
      {data && data.data.length > 0 && (
        <TableContainer>
          <Table size="small" aria-label={label} aria-busy={rows.isPlaceholderData}>
            <TableHead>
              <TableRow>
                <TableCell>{heading.name}</TableCell>
                {heading.code && <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{heading.code}</TableCell>}
                <TableCell align="right">Units</TableCell>
                <TableCell align="right">Total</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.data.map((row) => (
                <TableRow key={`${row.id ?? ''}-${row.name}`} hover>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.name}</TableCell>
                  {heading.code && <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' }, fontFamily: 'monospace' }}>
                    {row.code ?? (kind === 'releases' ? 'UPC not set' : 'ISRC not set')}
                  </TableCell>}
                  <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>{row.units}</TableCell>
                  <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>{moneyText(row.total, currency)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {data && data.total > 0 && (
        <TablePagination component="div" count={data.total} page={data.current_page - 1} rowsPerPage={data.per_page}
          rowsPerPageOptions={[10, 25, 50]} labelRowsPerPage="Per page"
          onPageChange={(_event, next) => setPage(next + 1)}
          onRowsPerPageChange={(event) => { setPerPage(Number(event.target.value)); setPage(1); }} />
      )}
    </Paper>
  );
}
