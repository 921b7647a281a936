import { LineChart } from '@mui/x-charts/LineChart';
import { useTheme } from '@mui/material/styles';
import { chartColor } from './chart-palette.js';

export interface TimeSeriesLine {
  id: string;
  label: string;
  /** One value per day of `days` (null where there is none, e.g. a shorter previous period). */
  values: readonly (number | null)[];
  /** Drawn dashed and muted: the comparison line. */
  dashed?: boolean;
  /** Per point, what the tooltip adds after the value (the previous period's own day). */
  notes?: readonly string[];
}

export interface TimeSeriesChartProps {
  /** yyyy-mm-dd, oldest first (yyyy-mm-01 for a series per month). */
  days: readonly string[];
  granularity?: 'day' | 'month';
  lines: readonly TimeSeriesLine[];
  height?: number;
  formatValue(value: number): string;
}

const utcDay = (day: string) => new Date(`${day}T00:00:00Z`);
const dayLabel = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' });
const monthLabel = new Intl.DateTimeFormat(undefined, { month: 'short', year: '2-digit', timeZone: 'UTC' });

/** Values per day as lines; the comparison line dashed. The library is loaded with this file only. */
export default function TimeSeriesChart({
  days,
  lines,
  height = 260,
  formatValue,
  granularity = 'day',
}: TimeSeriesChartProps) {
  const label = granularity === 'month' ? monthLabel : dayLabel;
  const theme = useTheme();
  return (
    <LineChart
      height={height}
      margin={{ left: 8, right: 28, top: 16, bottom: 8 }}
      xAxis={[
        {
          scaleType: 'utc',
          data: days.map(utcDay),
          valueFormatter: (value: Date) => label.format(value),
          tickMinStep: (granularity === 'month' ? 28 : 1) * 24 * 3600 * 1000,
        },
      ]}
      yAxis={[{ valueFormatter: (value: number) => formatValue(value), width: 56 }]}
      series={lines.map((line, index) => ({
        id: line.id,
        label: line.label,
        data: [...line.values],
        showMark: days.length <= 2,
        color: line.dashed ? theme.palette.text.disabled : chartColor(theme, index),
        valueFormatter: (value: number | null, context: { dataIndex: number }) =>
          value === null
            ? '—'
            : `${formatValue(value)}${line.notes?.[context.dataIndex] ? ` (${line.notes[context.dataIndex]})` : ''}`,
      }))}
      sx={Object.fromEntries(
        lines
          .filter((line) => line.dashed)
          .map((line) => [`& .MuiLineChart-line[data-series="${line.id}"]`, { strokeDasharray: '6 4' }]),
      )}
    />
  );
}
