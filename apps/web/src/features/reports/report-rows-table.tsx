import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
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
import { pathTo } from '../../app/routes.js';
import { ErrorAlert } from '../../ui/error-alert.js';
import { EmptyState } from '../../ui/empty-state.js';
import { useReportRowsQuery } from './api.js';
import { columnHeading, type ReportSection } from './report-sections.js';

/** Figures (counts, money, rates) line up on the right; ids and codes are digits but not figures. */
const isCode = (column: string) => /^(id|upc|isrc|.+_id)$/.test(column);
const isFigure = (value: string) => /^-?\d+(\.\d+)?( - -?\d+(\.\d+)?)?$/.test(value);

/** One report page's rows, paged by the server, with the same columns as its download. */
export function ReportRowsTable({ section, range }: { section: ReportSection; range: SalesRangeQuery }) {
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(DEFAULT_PER_PAGE);
  const rows = useReportRowsQuery(section.rows, range, page, perPage);
  const data = rows.data;
  const channelAt = section.channelColumn && data ? data.columns.indexOf(section.channelColumn) : -1;
  // A column is a figure column when its first row holds a figure: heading and cells align alike.
  const right = data
    ? data.columns.map((column, index) => !isCode(column) && isFigure(data.data[0]?.[index] ?? ''))
    : [];
  return (
    <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
      {rows.isPending && (
        <Stack sx={{ p: 2 }} spacing={1} aria-busy="true" aria-label={`Loading ${section.label.toLowerCase()}`}>
          {[0, 1, 2, 3].map((row) => (
            <Skeleton key={row} variant="text" height={36} />
          ))}
        </Stack>
      )}
      {rows.isError && (
        <Stack sx={{ p: 2 }}>
          <ErrorAlert error={rows.error} />
        </Stack>
      )}
      {data && data.data.length === 0 && (
        <EmptyState message="Nothing here yet ... rows appear once a store reports sales for this period." />
      )}
      {data && data.data.length > 0 && (
        <TableContainer sx={{ opacity: rows.isPlaceholderData ? 0.6 : 1 }}>
          <Table size="small" aria-label={section.label}>
            <TableHead>
              <TableRow>
                {data.columns.map((column, index) => (
                  <TableCell
                    key={column}
                    align={right[index] ? 'right' : 'left'}
                    sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}
                  >
                    {columnHeading(column)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {data.data.map((row, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: report rows have no id; a page's rows never reorder
                <TableRow key={`${page}-${index}`} hover>
                  {row.map((cell, column) => (
                    <TableCell
                      key={data.columns[column]}
                      align={right[column] ? 'right' : 'left'}
                      sx={{
                        fontVariantNumeric: 'tabular-nums',
                        whiteSpace: data.columns[column].endsWith('_title') ? 'normal' : 'nowrap',
                      }}
                    >
                      {column === channelAt ? (
                        <Link component={RouterLink} to={channelPath(cell)}>
                          {cell}
                        </Link>
                      ) : (
                        cell
                      )}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {data && data.total > 0 && (
        <TablePagination
          component="div"
          count={data.total}
          page={data.current_page - 1}
          rowsPerPage={data.per_page}
          rowsPerPageOptions={[10, 25, 50, 100]}
          labelRowsPerPage="Per page"
          onPageChange={(_event, next) => setPage(next + 1)}
          onRowsPerPageChange={(event) => {
            setPerPage(Number(event.target.value));
            setPage(1);
          }}
        />
      )}
    </Paper>
  );
}

export const channelPath = (channel: string) => pathTo('portal.reports-manage', { section: 'channel', sub: channel });
