import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { RATE_SOURCE_LABELS, type StatementRateRow } from '@liner/domain';

/** The rates a statement's lines were converted with: per currency, month and rate, with its source. */
export function RatesTable({ rows, accountCurrency }: { rows: StatementRateRow[]; accountCurrency: string }) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Exchange rates used">
        <TableHead>
          <TableRow>
            <TableCell>Currency</TableCell>
            <TableCell>Month</TableCell>
            <TableCell align="right">Rate</TableCell>
            <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>Source</TableCell>
            <TableCell align="right" sx={{ display: { xs: 'none', md: 'table-cell' } }}>
              Lines
            </TableCell>
            <TableCell align="right" sx={{ display: { xs: 'none', md: 'table-cell' } }}>
              Amount
            </TableCell>
            <TableCell align="right">In {accountCurrency}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={`${row.currency}-${row.month}-${row.rate}-${row.source}`}>
              <TableCell>{row.currency}</TableCell>
              <TableCell>{row.month}</TableCell>
              <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}>
                {row.rateShown}
              </TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{RATE_SOURCE_LABELS[row.source]}</TableCell>
              <TableCell align="right" sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                {row.lines}
              </TableCell>
              <TableCell
                align="right"
                sx={{
                  display: { xs: 'none', md: 'table-cell' },
                  fontVariantNumeric: 'tabular-nums',
                  whiteSpace: 'nowrap',
                }}
              >
                {row.amount} {row.currency}
              </TableCell>
              <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {row.convertedAmount}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
