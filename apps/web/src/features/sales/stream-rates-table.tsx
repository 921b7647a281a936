import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { SalesRangeQuery } from '@liner/domain';
import { ErrorAlert } from '../../ui/error-alert.js';
import { EmptyState } from '../../ui/empty-state.js';
import { moneyText } from '../../ui/money-text.js';
import { useStreamRatesQuery } from './api.js';

/** What a unit (stream, download) earned per store, six decimals. */
export function StreamRatesTable({ range }: { range: SalesRangeQuery }) {
  const rates = useStreamRatesQuery(range, true);
  const data = rates.data;
  return (
    <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
      {rates.isPending && (
        <Stack sx={{ p: 2 }} spacing={1} aria-busy="true" aria-label="Loading stream rates">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} variant="text" height={36} />
          ))}
        </Stack>
      )}
      {rates.isError && (
        <Stack sx={{ p: 2 }}>
          <ErrorAlert error={rates.error} />
        </Stack>
      )}
      {data && data.data.length === 0 && <EmptyState />}
      {data && data.data.length > 0 && (
        <TableContainer>
          <Table size="small" aria-label="Stream rates">
            <TableHead>
              <TableRow>
                <TableCell>Store</TableCell>
                <TableCell align="right">Units</TableCell>
                <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                  Total
                </TableCell>
                <TableCell align="right">Per unit</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.data.map((row) => (
                <TableRow key={row.store} hover>
                  <TableCell>{row.store}</TableCell>
                  <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    {row.units}
                  </TableCell>
                  <TableCell
                    align="right"
                    sx={{ display: { xs: 'none', sm: 'table-cell' }, fontVariantNumeric: 'tabular-nums' }}
                  >
                    {moneyText(row.total, data.currency)}
                  </TableCell>
                  <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    {moneyText(row.perUnit, data.currency)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Paper>
  );
}
