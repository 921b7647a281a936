import { useState } from 'react';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { type AnalyticsLinkRow, QUICKLINK_PLATFORMS } from '@liner/domain';
import { useLinkStatsQuery } from '../../lib/quicklinks.js';
import { CoverImage } from '../../ui/cover-image.js';
import { SelectField } from '../../ui/select-field.js';
import { TablePager } from '../../ui/table-pager.js';
import { TableStates } from '../../ui/table-states.js';

const RANGES = [
  { value: '7', label: 'Last 7 days' },
  { value: '28', label: 'Last 28 days' },
  { value: '90', label: 'Last 90 days' },
  { value: '365', label: 'Last 12 months' },
];
/** How many stores a row names before "+N more". */
const STORES_SHOWN = 3;

/** The links' page views and store clicks over a chosen range, the most viewed first. */
export function LinkStatsPanel() {
  const [days, setDays] = useState('28');
  const [page, setPage] = useState(1);
  const stats = useLinkStatsQuery(Number(days), page);
  return (
    <Paper component="section" aria-labelledby="link-stats-heading" variant="outlined" sx={{ borderRadius: 3 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ p: { xs: 2, sm: 3 }, pb: { xs: 1, sm: 2 }, justifyContent: 'space-between' }}
      >
        <Stack spacing={0.5}>
          <Typography id="link-stats-heading" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            Views and clicks
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Visits to each link's page and clicks through to a store, counted as they happen.
          </Typography>
        </Stack>
        <SelectField
          label="Period"
          value={days}
          options={RANGES}
          onChange={(value) => {
            setDays(value);
            setPage(1);
          }}
        />
      </Stack>
      <TableStates query={stats} loadingLabel="Loading link stats" emptyMessage="No release links yet." />
      {stats.data && stats.data.data.length > 0 && (
        <Table size="small" aria-label="Views and clicks per link">
          <TableHead>
            <TableRow>
              <TableCell>Release</TableCell>
              <TableCell align="right">Views</TableCell>
              <TableCell align="right">Clicks</TableCell>
              <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                Click-through
              </TableCell>
              <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>Top stores</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {stats.data.data.map((row) => (
              <LinkStatsRow key={row.link_id} row={row} />
            ))}
          </TableBody>
        </Table>
      )}
      <TablePager page={stats.data} onPageChange={setPage} />
    </Paper>
  );
}

function LinkStatsRow({ row }: { row: AnalyticsLinkRow }) {
  const rest = row.stores.length - STORES_SHOWN;
  return (
    <TableRow>
      <TableCell>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
          <CoverImage url={row.cover} size={40} alt={`Cover of ${row.title}`} />
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {row.title}
          </Typography>
        </Stack>
      </TableCell>
      <TableCell align="right">{row.views.toLocaleString('en-US')}</TableCell>
      <TableCell align="right">{row.clicks.toLocaleString('en-US')}</TableCell>
      <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
        {clickThrough(row)}
      </TableCell>
      <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
        <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {row.stores.slice(0, STORES_SHOWN).map((store) => (
            <Chip
              key={store.store}
              size="small"
              variant="outlined"
              label={`${storeName(store.store)} ${store.clicks}`}
            />
          ))}
          {rest > 0 && <Chip size="small" label={`+${rest} more`} />}
          {row.stores.length === 0 && (
            <Typography variant="body2" color="text.secondary">
              No clicks
            </Typography>
          )}
        </Stack>
      </TableCell>
    </TableRow>
  );
}

/** Clicks per view as a percentage with 2 decimals; a dash without views. */
export function clickThrough(row: Pick<AnalyticsLinkRow, 'views' | 'clicks'>): string {
  if (row.views === 0) return '—';
  return `${((row.clicks / row.views) * 100).toFixed(2)}%`;
}

function storeName(id: string): string {
  return id in QUICKLINK_PLATFORMS ? QUICKLINK_PLATFORMS[id as keyof typeof QUICKLINK_PLATFORMS].name : id;
}
