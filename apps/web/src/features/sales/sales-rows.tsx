import type { ReactNode } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { SalesRow } from '@liner/domain';
import { moneyText } from '../../ui/money-text.js';

interface Props {
  rows: SalesRow[];
  label: string;
  nameHeading: string;
  codeHeading?: string;
  missingCode?: string;
  currency: string;
  busy?: boolean;
  /** Turns a row's name into a link to its detail view. */
  renderName?(row: SalesRow): ReactNode;
}

/** A breakdown table: name, optional code (UPC/ISRC), units and the six-decimal total. */
export function SalesRows({ rows, label, nameHeading, codeHeading, missingCode, currency, busy, renderName }: Props) {
  return (
    <TableContainer>
      <Table size="small" aria-label={label} aria-busy={busy}>
        <TableHead>
          <TableRow>
            <TableCell>{nameHeading}</TableCell>
            {codeHeading && <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{codeHeading}</TableCell>}
            <TableCell align="right">Units</TableCell>
            <TableCell align="right">Total</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={`${row.id ?? ''}-${row.name}`} hover>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{renderName ? renderName(row) : row.name}</TableCell>
              {codeHeading && (
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' }, fontFamily: 'monospace' }}>
                  {row.code ?? missingCode}
                </TableCell>
              )}
              <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {row.units}
              </TableCell>
              <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                {moneyText(row.total, currency)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
