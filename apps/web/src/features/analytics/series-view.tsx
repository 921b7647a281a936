import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AnalyticsSeriesResponse } from '@liner/domain';
import { formatDay } from '../../lib/format.js';
import { monthLabel } from '../../ui/money-text.js';
import { TimeSeriesChart } from '../../ui/charts/lazy-charts.js';
import { ChangeText } from './change-text.js';
import { compactText, countText, totalText } from './figures.js';
import { METRIC_LABELS } from './sections.js';

export const isSeriesEmpty = (data: AnalyticsSeriesResponse) =>
  data.series.length === 0 || (Number(data.total) === 0 && Number(data.previousTotal) === 0);

/** A metric per day: its total and change, and the line against the previous period's (dashed). */
export function SeriesView({ data }: { data: AnalyticsSeriesResponse }) {
  const label = METRIC_LABELS[data.metric];
  const previousRange = `${formatDay(data.previousRange.start_date)} – ${formatDay(data.previousRange.end_date)}`;
  const pointLabel = data.granularity === 'month' ? monthLabel : formatDay;
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
        <Typography
          data-testid="series-total"
          sx={{ fontSize: { xs: '1.5rem', sm: '1.9rem' }, fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
        >
          {totalText(data.total)}
        </Typography>
        <Typography color="text.secondary">{label.toLowerCase()}</Typography>
        <ChangeText change={data.change} against="the previous period" />
      </Stack>
      <TimeSeriesChart
        label={`${label} per ${data.granularity}, ${formatDay(data.range.start_date)} to ${formatDay(data.range.end_date)}, against ${previousRange}`}
        days={data.series.map((point) => point.date)}
        granularity={data.granularity}
        formatValue={(value) => (value >= 10_000 ? compactText(value) : countText(value))}
        lines={[
          { id: 'current', label: 'This period', values: data.series.map((point) => point.value) },
          {
            id: 'previous',
            label: 'Previous period',
            dashed: true,
            values: data.series.map((_, index) => data.previous[index]?.value ?? null),
            notes: data.series.map((_, index) => {
              const day = data.previous[index]?.date;
              return day ? pointLabel(day) : '';
            }),
          },
        ]}
      />
      <Typography variant="caption" color="text.secondary">
        {`Dashed: ${previousRange}, ${totalText(data.previousTotal)} ${label.toLowerCase()}.`}
      </Typography>
    </Stack>
  );
}
