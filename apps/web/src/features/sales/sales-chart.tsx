import { padSinglePointGraph, type GraphPoint } from '@liner/domain';
import { BarChart } from '../../ui/charts/lazy-charts.js';
import { moneyText, monthLabel } from '../../ui/money-text.js';

const shortMonth = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString(undefined, { month: 'short', year: '2-digit', timeZone: 'UTC' });

/**
 * Earnings per month as bars, drawn by the shared chart library (loaded with the first chart).
 * Heights come from the 2-decimal totals as numbers — only for drawing; every figure shown as
 * text stays the API's string.
 */
export function SalesChart({ points, currency }: { points: readonly GraphPoint[]; currency: string }) {
  const padded = padSinglePointGraph(points);
  return (
    <BarChart
      label={`Earnings per month: ${padded.map((point) => `${monthLabel(point.month)} ${point.total} ${currency}`).join(', ')}`}
      seriesLabel="Earnings"
      categories={padded.map((point) => shortMonth(point.month))}
      values={padded.map((point) => Math.max(0, Number(point.total)))}
      height={220}
      formatValue={(value) => moneyText(value.toFixed(2), currency)}
    />
  );
}
