import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { SalesRangeQuery } from '@liner/domain';
import { TableStates } from '../../ui/table-states.js';
import { moneyText } from '../../ui/money-text.js';
import { useStreamRatesQuery } from './api.js';

/** What a unit (stream, download) earned per store, six decimals. */
export function StreamRatesTable({ range }: { range: SalesRangeQuery }) {
  const rates = useStreamRatesQuery(range, true);
  const data = rates.data;
  return (
    <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
      <TableStates query={rates} loadingLabel="Loading stream rates" skeletonRows={3} />
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
