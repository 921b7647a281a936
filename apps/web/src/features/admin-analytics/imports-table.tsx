import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { analyticsPlatform } from '@liner/domain';
import { TablePager } from '../../ui/table-pager.js';
import { TableStates } from '../../ui/table-states.js';
import { useAnalyticsImportsQuery } from './api.js';
import { count, dayRange, IMPORT_STATUS } from './import-status.js';

/** Wide columns left out on a phone (the detail shows them). */
const WIDE = { display: { xs: 'none', md: 'table-cell' } } as const;
const NUMBER = { fontVariantNumeric: 'tabular-nums' } as const;

/** Every import, newest first; a row opens its detail. */
export function ImportsTable({
  page,
  selected,
  onOpen,
  onPage,
}: {
  page: number;
  selected: number | null;
  onOpen(id: number): void;
  onPage(page: number): void;
}) {
  const imports = useAnalyticsImportsQuery(page);
  const data = imports.data;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="imports-heading"
      sx={{ borderRadius: 3, overflow: 'hidden' }}
    >
      <Typography id="imports-heading" component="h2" variant="h6" sx={{ fontWeight: 700, px: 2, pt: 2 }}>
        Imports
      </Typography>
      <TableStates
        query={imports}
        loadingLabel="Loading imports"
        emptyMessage="No trend file imported yet ... upload a platform's report above."
      />
      {data && data.data.length > 0 && (
        <TableContainer>
          <Table size="small" aria-label="Imports">
            <TableHead>
              <TableRow>
                <TableCell>File</TableCell>
                <TableCell>Status</TableCell>
                <TableCell align="right">Rows</TableCell>
                <TableCell align="right" sx={WIDE}>
                  Facts
                </TableCell>
                <TableCell align="right">Bad rows</TableCell>
                <TableCell sx={WIDE}>Days</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.data.map((row) => (
                <TableRow
                  key={row.id}
                  hover
                  selected={row.id === selected}
                  onClick={() => onOpen(row.id)}
                  sx={{ cursor: 'pointer' }}
                >
                  <TableCell sx={{ maxWidth: 260 }}>
                    {/* A real link-like button: the row opens by keyboard too. */}
                    <Typography
                      component="button"
                      type="button"
                      onClick={(event) => {
                        event.stopPropagation();
                        onOpen(row.id);
                      }}
                      sx={{
                        all: 'unset',
                        cursor: 'pointer',
                        fontWeight: 600,
                        overflowWrap: 'anywhere',
                        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
                      }}
                    >
                      #{row.id} {row.fileName ?? row.layout}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {analyticsPlatform(row.platform)?.name ?? row.platform}
                    </Typography>
                  </TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      color={IMPORT_STATUS[row.status].color}
                      label={IMPORT_STATUS[row.status].label}
                    />
                  </TableCell>
                  <TableCell align="right" sx={NUMBER}>
                    {count(row.rowsRead)}
                  </TableCell>
                  <TableCell align="right" sx={{ ...WIDE, ...NUMBER }}>
                    {count(row.factsWritten)}
                  </TableCell>
                  <TableCell align="right" sx={NUMBER}>
                    {count(row.badRows)}
                  </TableCell>
                  <TableCell sx={{ ...WIDE, whiteSpace: 'nowrap' }}>{dayRange(row.firstDay, row.lastDay)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <TablePager page={data} onPageChange={onPage} />
    </Paper>
  );
}
