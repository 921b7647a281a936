import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { visuallyHidden } from '@mui/utils';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ExchangeRateRow } from '@liner/domain';
import { EmptyState } from '../../ui/empty-state.js';
import { formatMoment } from '../../lib/format.js';

/** The reference rates, one row per currency and month, with edit and delete. */
export function RateList({
  rows,
  onEdit,
  onDelete,
}: {
  rows: ExchangeRateRow[];
  onEdit(row: ExchangeRateRow): void;
  onDelete(row: ExchangeRateRow): void;
}) {
  if (rows.length === 0) return <EmptyState message="No rates yet ... add one above or import a CSV below." />;
  return (
    <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
      <Table size="small" aria-label="Monthly rates">
        <TableHead>
          <TableRow>
            <TableCell>Currency</TableCell>
            <TableCell>Month</TableCell>
            <TableCell align="right">Rate</TableCell>
            <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>Updated</TableCell>
            <TableCell align="right">
              <Box component="span" sx={visuallyHidden}>
                Actions
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id}>
              <TableCell>{row.currency}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.month}</TableCell>
              <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                {row.rate}
              </TableCell>
              <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{formatMoment(row.updatedAt)}</TableCell>
              <TableCell align="right">
                <Stack
                  direction={{ xs: 'column', sm: 'row' }}
                  spacing={0.5}
                  sx={{ justifyContent: 'flex-end', alignItems: 'flex-end' }}
                >
                  <Button
                    size="small"
                    sx={{ minWidth: 0 }}
                    onClick={() => onEdit(row)}
                    aria-label={`Edit ${row.currency} ${row.month}`}
                  >
                    Edit
                  </Button>
                  <Button
                    size="small"
                    sx={{ minWidth: 0 }}
                    color="error"
                    onClick={() => onDelete(row)}
                    aria-label={`Delete ${row.currency} ${row.month}`}
                  >
                    Delete
                  </Button>
                </Stack>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
