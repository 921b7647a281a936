import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { DEFAULT_PER_PAGE, type SalesRangeQuery } from '@liner/domain';
import { pathTo } from '../../app/routes.js';
import { PerPagePager } from '../../ui/table-pager.js';
import { TableStates } from '../../ui/table-states.js';
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
      <TableStates
        query={rows}
        loadingLabel={`Loading ${section.label.toLowerCase()}`}
        emptyMessage="Nothing here yet ... rows appear once a store reports sales for this period."
      />
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
      <PerPagePager page={data} sizes={[10, 25, 50, 100]} onPageChange={setPage} onPerPageChange={setPerPage} />
    </Paper>
  );
}

export const channelPath = (channel: string) => pathTo('portal.reports-manage', { section: 'channel', sub: channel });
