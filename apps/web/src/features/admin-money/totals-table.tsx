import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { StatementDetail } from '@liner/domain';

type TotalRow = StatementDetail['byStore'][number];

/** Totals of one statement by store or territory: in the file's currency and converted. */
export function TotalsTable({
  rows,
  label,
  keyLabel,
  accountCurrency,
}: {
  rows: TotalRow[];
  label: string;
  keyLabel: string;
  accountCurrency: string;
}) {
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>{keyLabel}</TableCell>
            <TableCell align="right">Lines</TableCell>
            <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
              Units
            </TableCell>
            <TableCell align="right">Amount</TableCell>
            <TableCell align="right" sx={{ display: { xs: 'none', md: 'table-cell' } }}>
              In {accountCurrency}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={`${row.key}-${row.currency}`}>
              <TableCell>{row.key || '—'}</TableCell>
              <TableCell align="right">{row.lines}</TableCell>
              <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                {row.units}
              </TableCell>
              <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                {row.amount} {row.currency}
              </TableCell>
              <TableCell
                align="right"
                sx={{ display: { xs: 'none', md: 'table-cell' }, fontVariantNumeric: 'tabular-nums' }}
              >
                {row.convertedAmount}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
