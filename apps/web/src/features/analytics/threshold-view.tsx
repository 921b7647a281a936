import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { StreamThresholdPage } from '@liner/domain';
import { PageButtons } from './page-buttons.js';
import { ChangeText } from './change-text.js';
import { countText } from './figures.js';

const onWide = { display: { xs: 'none', sm: 'table-cell' } } as const;

/**
 * Spotify pays no recorded royalties on a track under its yearly minimum of streams: the tracks
 * below it, how far each is from it and where its last 28 days are heading.
 */
export function ThresholdView({ data, onPageChange }: { data: StreamThresholdPage; onPageChange(page: number): void }) {
  return (
    <Stack spacing={1}>
      <Typography variant="body2" color="text.secondary">
        {`Spotify records no royalties for a track with fewer than ${countText(data.threshold)} streams in the last 12 months.`}
      </Typography>
      <TableContainer>
        <Table size="small" aria-label="Tracks under the yearly minimum">
          <TableHead>
            <TableRow>
              <TableCell>Track</TableCell>
              <TableCell sx={{ minWidth: { sm: 200 } }}>Last 12 months</TableCell>
              <TableCell align="right" sx={onWide}>
                Short by
              </TableCell>
              <TableCell sx={onWide}>Last 28 days</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.data.map((row) => (
              <TableRow key={row.track_id}>
                <TableCell>
                  <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {row.track}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
                    {row.isrc ?? 'ISRC not set'}
                  </Typography>
                </TableCell>
                <TableCell>
                  <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    {`${countText(row.yearlyStreams)} of ${countText(data.threshold)}`}
                  </Typography>
                  <LinearProgress
                    variant="determinate"
                    value={Math.min(100, (row.yearlyStreams / data.threshold) * 100)}
                    aria-label={`${row.track}: ${countText(row.yearlyStreams)} of ${countText(data.threshold)} streams`}
                    sx={{ height: 6, borderRadius: 3, mt: 0.5 }}
                  />
                  <Stack sx={{ display: { sm: 'none' }, mt: 0.5 }}>
                    <Typography variant="body2">{`Short by ${countText(row.shortBy)}`}</Typography>
                    <Typography component="div" variant="body2">
                      <ChangeText change={row.trend} against="the 28 days before" />
                    </Typography>
                  </Stack>
                </TableCell>
                <TableCell align="right" sx={{ ...onWide, fontVariantNumeric: 'tabular-nums' }}>
                  {countText(row.shortBy)}
                </TableCell>
                <TableCell sx={onWide}>
                  <ChangeText change={row.trend} against="the 28 days before" />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <PageButtons page={data} onPageChange={onPageChange} />
    </Stack>
  );
}
