import type {
  AnalyticsBreakdownResponse,
  AnalyticsSeriesResponse,
  AnalyticsSnapshotResponse,
  AnalyticsTrackPage,
  StreamThresholdPage,
} from '@liner/domain';
import { countryName } from '../../lib/country-options.js';
import { METRIC_LABELS } from './sections.js';

export type CsvRows = (string | number)[][];

/** A series: one line per day, beside the previous period's day at the same position. */
export function seriesCsv(data: AnalyticsSeriesResponse): CsvRows {
  const label = METRIC_LABELS[data.metric].toLowerCase();
  return [
    ['date', label, 'previous_date', `previous_${label}`],
    ...data.series.map((point, index) => {
      const previous = data.previous[index];
      return [point.date, point.value, previous?.date ?? '', previous?.value ?? ''];
    }),
  ];
}

export function snapshotCsv(data: AnalyticsSnapshotResponse): CsvRows {
  return [
    ['metric', 'total', 'previous_total', 'change_percent'],
    ...data.metrics.map((row) => [METRIC_LABELS[row.metric], row.total, row.previousTotal, row.change ?? '']),
  ];
}

/** A breakdown as shown: the label (Premium for paid, hours as 07:00), the count and its share. */
export function breakdownCsv(data: AnalyticsBreakdownResponse): CsvRows {
  if (data.dimension === 'country')
    return [
      ['country_code', 'country', 'value', 'percent'],
      ...data.data.map((row) => [row.key, countryName(row.key) || row.label, row.value, row.percent]),
    ];
  return [[data.dimension, 'value', 'percent'], ...data.data.map((row) => [row.label, row.value, row.percent])];
}

export function tracksCsv(data: AnalyticsTrackPage): CsvRows {
  return [
    ['rank', 'track', 'isrc', 'release', 'value', 'percent'],
    ...data.data.map((row, index) => [
      (data.current_page - 1) * data.per_page + index + 1,
      row.track,
      row.isrc ?? '',
      row.release,
      row.value,
      row.percent,
    ]),
  ];
}

export function thresholdCsv(data: StreamThresholdPage): CsvRows {
  return [
    ['track', 'isrc', 'release', 'streams_last_12_months', 'short_by', 'trend_percent'],
    ...data.data.map((row) => [
      row.track,
      row.isrc ?? '',
      row.release,
      row.yearlyStreams,
      row.shortBy,
      row.trend ?? '',
    ]),
  ];
}

/** The file name of a panel's export: what, where from and the range, in the address's words. */
export function csvFileName(panelId: string, range: { start_date: string; end_date: string } | undefined): string {
  const days = range ? `-${range.start_date}-to-${range.end_date}` : '';
  return `liner-analytics-${panelId}${days}.csv`;
}

/** CSV text of rows (papaparse quotes what needs it), loaded only when someone exports. */
export async function csvText(rows: CsvRows): Promise<string> {
  const papa = (await import('papaparse')).default;
  return papa.unparse(rows, { newline: '\r\n' });
}

/** Hands the rows to the browser as a .csv download. */
export async function downloadCsv(fileName: string, rows: CsvRows): Promise<void> {
  const text = await csvText(rows);
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
