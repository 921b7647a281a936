import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTheme } from '@mui/material/styles';
import { chartColor } from '../../ui/charts/chart-palette.js';
import { countText } from './figures.js';

export interface ShareRow {
  key: string;
  label: ReactNode;
  value: number;
  percent: string;
}

/** Parts of a total with their share in percent (2 decimals, as the API gives them); swatches match the chart's. */
export function ShareTable({
  rows,
  caption,
  nameHeading,
  valueHeading,
  swatches = false,
}: {
  rows: readonly ShareRow[];
  caption: string;
  nameHeading: string;
  valueHeading: string;
  swatches?: boolean;
}) {
  const theme = useTheme();
  return (
    <TableContainer>
      <Table size="small" aria-label={caption}>
        <TableHead>
          <TableRow>
            <TableCell>{nameHeading}</TableCell>
            <TableCell align="right">{valueHeading}</TableCell>
            <TableCell align="right">Share</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => (
            <TableRow key={row.key}>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                {swatches && (
                  <Box
                    component="span"
                    aria-hidden
                    sx={{
                      display: 'inline-block',
                      width: 10,
                      height: 10,
                      borderRadius: '2px',
                      mr: 1,
                      bgcolor: chartColor(theme, index),
                    }}
                  />
                )}
                {row.label}
              </TableCell>
              <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {countText(row.value)}
              </TableCell>
              <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                {`${row.percent}%`}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
