import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AnalyticsSnapshotResponse } from '@liner/domain';
import { ChangeText } from './change-text.js';
import { totalText } from './figures.js';
import { METRIC_LABELS } from './sections.js';

export const isSnapshotEmpty = (data: AnalyticsSnapshotResponse) =>
  data.metrics.every((row) => Number(row.total) === 0 && Number(row.previousTotal) === 0);

/** A few totals as cards, each with its change against the previous period. */
export function SnapshotView({ data }: { data: AnalyticsSnapshotResponse }) {
  return (
    <Stack
      component="ul"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(auto-fit, minmax(160px, 1fr))' },
        gap: 1.5,
        listStyle: 'none',
        p: 0,
        m: 0,
      }}
    >
      {data.metrics.map((row) => (
        <Paper component="li" key={row.metric} variant="outlined" sx={{ p: 1.5, borderRadius: 2, minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary">
            {METRIC_LABELS[row.metric]}
          </Typography>
          <Typography
            sx={{ fontSize: '1.35rem', fontWeight: 700, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}
          >
            {totalText(row.total)}
          </Typography>
          <ChangeText change={row.change} />
        </Paper>
      ))}
    </Stack>
  );
}
