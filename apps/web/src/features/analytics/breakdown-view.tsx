import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { AnalyticsBreakdownResponse } from '@liner/domain';
import { BarChart, DonutChart } from '../../ui/charts/lazy-charts.js';
import { compactText, countText } from './figures.js';
import { METRIC_LABELS } from './sections.js';
import { ShareTable } from './share-table.js';

export const isBreakdownEmpty = (data: AnalyticsBreakdownResponse) =>
  data.data.length === 0 || data.data.every((row) => row.value === 0);

/** Ordered scales read best as bars; a handful of parts as a ring. */
const ORDERED = new Set(['age', 'hour', 'weekday']);
const RING_MAX = 6;
/** Long lists (playlists) show their largest parts first, the rest on request. */
const SHORT_LIST = 10;

/**
 * A metric per value of one dimension: a ring (few parts) or bars (ages, hours, days, long
 * lists), and the table of counts and shares.
 */
export function BreakdownView({ data, title }: { data: AnalyticsBreakdownResponse; title: string }) {
  const metric = METRIC_LABELS[data.metric];
  const [showAll, setShowAll] = useState(false);
  const format = (value: number) => (value >= 10_000 ? compactText(value) : countText(value));
  const isOrdered = ORDERED.has(data.dimension);
  const isLong = !isOrdered && data.data.length > SHORT_LIST;
  const rows = isLong && !showAll ? data.data.slice(0, SHORT_LIST) : data.data;
  const asRing = !isOrdered && rows.length <= RING_MAX;
  const histogramOnly = data.dimension === 'hour' || data.dimension === 'weekday';
  const chartLabel = `${metric} by ${title.toLowerCase()}: ${rows.map((row) => `${row.label} ${row.percent}%`).join(', ')}`;
  return (
    <Stack spacing={1.5}>
      {asRing ? (
        <DonutChart label={chartLabel} parts={rows} formatValue={format} height={200} />
      ) : (
        <BarChart
          label={chartLabel}
          seriesLabel={metric}
          // Days as Mon…Sun, so all seven fit under their bars.
          categories={rows.map((row) => (data.dimension === 'weekday' ? row.label.slice(0, 3) : row.label))}
          values={rows.map((row) => row.value)}
          horizontal={!isOrdered}
          height={isOrdered ? 220 : Math.max(160, rows.length * 28)}
          formatValue={format}
        />
      )}
      {!histogramOnly && (
        <ShareTable
          rows={rows}
          caption={`${title}: ${metric.toLowerCase()} and share`}
          nameHeading={title}
          valueHeading={metric}
          swatches={asRing}
        />
      )}
      {isLong && (
        <Button size="small" onClick={() => setShowAll(!showAll)} sx={{ alignSelf: 'flex-start' }}>
          {showAll ? `Show the top ${SHORT_LIST}` : `Show all ${data.data.length}`}
        </Button>
      )}
    </Stack>
  );
}
