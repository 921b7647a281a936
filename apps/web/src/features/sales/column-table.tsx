import { Fragment, type ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

export const numeric = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
const wideOnlySx = { display: { xs: 'none', sm: 'table-cell' } } as const;
const wrapSx = { overflowWrap: 'anywhere' } as const;
/** Narrower cell padding on phones, so the lead column and the money columns fit side by side. */
const tight = { '& td, & th': { px: { xs: 1, sm: 2 } } } as const;

/** One column of a {@link ColumnTable}: its heading, how to read its cell from a row, and how it sits. */
export interface Column<T> {
  heading: string;
  cell(row: T): ReactNode;
  align?: 'right';
  /** Tabular figures that never wrap (money, shares). */
  isNumeric?: boolean;
  /** Long text (names, e-mails, titles) may break anywhere rather than widen the table. */
  wraps?: boolean;
  /** Hidden on phones; its value is shown under the first column's cell instead. */
  isWideOnly?: boolean;
}

/** A heading row spanning every column, then the rows under it. */
interface TableSection<T> {
  key: string;
  heading: ReactNode;
  rows: T[];
}

type Rows<T> = { rows: T[]; sections?: never } | { sections: TableSection<T>[]; rows?: never };

/** Merges the sx a column asks for; undefined when it asks for none, so its cells carry no extra class. */
function cellSx<T>(column: Column<T>, isBody: boolean) {
  const sx = {
    ...(isBody && column.isNumeric ? numeric : {}),
    ...(column.isWideOnly ? wideOnlySx : {}),
    ...(isBody && column.wraps ? wrapSx : {}),
  };
  return Object.keys(sx).length > 0 ? sx : undefined;
}

/**
 * A small, dense table whose columns are data. On phones the columns marked wide-only are
 * hidden and their values line up under the first cell, so the lead column and the money
 * columns keep their width.
 */
export function ColumnTable<T>({
  label,
  busy,
  columns,
  rowKey,
  ...body
}: {
  label: string;
  busy: boolean;
  columns: Column<T>[];
  rowKey(row: T): string | number;
} & Rows<T>) {
  const phoneOnly = columns.filter((column) => column.isWideOnly);
  const renderRow = (row: T, key: string | number) => (
    <TableRow key={key} hover>
      {columns.map((column, index) => (
        <TableCell key={column.heading} align={column.align} sx={cellSx(column, true)}>
          {column.cell(row)}
          {index === 0 && phoneOnly.length > 0 && (
            <Stack
              sx={{ display: { xs: 'flex', sm: 'none' }, mt: 0.5, alignItems: 'center' }}
              direction="row"
              spacing={1}
            >
              {phoneOnly.map((hidden) =>
                hidden.isNumeric ? (
                  <Typography key={hidden.heading} variant="body2" sx={numeric}>
                    {hidden.cell(row)}
                  </Typography>
                ) : (
                  <Fragment key={hidden.heading}>{hidden.cell(row)}</Fragment>
                ),
              )}
            </Stack>
          )}
        </TableCell>
      ))}
    </TableRow>
  );
  return (
    <TableContainer>
      <Table size="small" aria-label={label} aria-busy={busy} sx={tight}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.heading} align={column.align} sx={cellSx(column, false)}>
                {column.heading}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {body.sections
            ? body.sections.flatMap((section) => [
                <TableRow key={section.key} sx={{ bgcolor: 'action.hover' }}>
                  <TableCell colSpan={columns.length}>{section.heading}</TableCell>
                </TableRow>,
                ...section.rows.map((row) => renderRow(row, `${section.key}-${rowKey(row)}`)),
              ])
            : body.rows.map((row) => renderRow(row, rowKey(row)))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
