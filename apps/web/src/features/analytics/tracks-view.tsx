import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { AnalyticsMetric, AnalyticsTrackPage } from '@liner/domain';
import { CoverImage } from '../../ui/cover-image.js';
import { PageButtons } from './page-buttons.js';
import { countText } from './figures.js';
import { METRIC_LABELS } from './sections.js';

const onWide = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** Top tracks: cover, title with ISRC, release, the count and its share, paged by the server. */
export function TracksView({
  data,
  metric,
  onPageChange,
}: {
  data: AnalyticsTrackPage;
  metric: AnalyticsMetric;
  onPageChange(page: number): void;
}) {
  const label = METRIC_LABELS[metric];
  const firstRank = (data.current_page - 1) * data.per_page + 1;
  return (
    <>
      <TableContainer>
        <Table size="small" aria-label={`Top tracks by ${label.toLowerCase()}`}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: 32, px: 0.5 }}>#</TableCell>
              <TableCell>Track</TableCell>
              <TableCell sx={onWide}>Release</TableCell>
              <TableCell align="right">{label}</TableCell>
              <TableCell align="right" sx={onWide}>
                Share
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.data.map((row, index) => (
              <TableRow key={row.track_id}>
                <TableCell sx={{ px: 0.5, color: 'text.secondary' }}>{firstRank + index}</TableCell>
                <TableCell sx={{ minWidth: 0 }}>
                  <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
                    <CoverImage url={row.cover} size={40} alt={`${row.release} cover`} />
                    <Stack sx={{ minWidth: 0 }}>
                      <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                        {row.track}
                      </Typography>
                      <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
                        {row.isrc ?? 'ISRC not set'}
                      </Typography>
                      <Typography
                        variant="caption"
                        color="text.secondary"
                        sx={{ display: { sm: 'none' }, overflowWrap: 'anywhere' }}
                      >
                        {row.release}
                      </Typography>
                    </Stack>
                  </Stack>
                </TableCell>
                <TableCell sx={{ ...onWide, overflowWrap: 'anywhere' }}>{row.release}</TableCell>
                <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {countText(row.value)}
                </TableCell>
                <TableCell align="right" sx={{ ...onWide, fontVariantNumeric: 'tabular-nums' }}>
                  {`${row.percent}%`}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <PageButtons page={data} onPageChange={onPageChange} />
    </>
  );
}
