/**
 * Where a layout's fields are in a trend file's header: the first row of the file names its
 * columns, and each field of the layout (layout-types.ts) is found by one of its names.
 */
import type { AnalyticsDimension, AnalyticsMetric } from '@liner/domain';
import { headerKey } from '../dsr/csv-layouts.js';
import { type TrendColumn, TrendFileError, type TrendLayout } from './layout-types.js';

export interface TrendColumns {
  width: number;
  date: number;
  isrc: number;
  upc: number;
  country: number;
  metrics: { metric: AnalyticsMetric; index: number; name: string }[];
  dimensions: { dimension: AnalyticsDimension; index: number }[];
}

function namesOf(column: TrendColumn): readonly string[] {
  return typeof column === 'string' ? [column] : column;
}

/** Where each field of the layout is in this header; a missing required column fails the file. */
export function resolveTrendColumns(layout: TrendLayout, header: readonly string[]): TrendColumns {
  const position = new Map<string, number>();
  header.forEach((name, i) => {
    if (!position.has(headerKey(name))) position.set(headerKey(name), i);
  });
  const find = (column: TrendColumn | undefined): number => {
    if (column === undefined) return -1;
    for (const name of namesOf(column)) {
      const index = position.get(headerKey(name));
      if (index !== undefined) return index;
    }
    return -1;
  };
  const quoted = (column: TrendColumn) => `"${namesOf(column).join('" or "')}"`;
  const columns: TrendColumns = {
    width: header.length,
    date: find(layout.date),
    isrc: find(layout.isrc),
    upc: find(layout.upc),
    country: find(layout.country),
    metrics: [],
    dimensions: [],
  };
  const missing: string[] = [];
  if (columns.date === -1) missing.push(`the date (${quoted(layout.date)})`);
  if (columns.isrc === -1 && columns.upc === -1) missing.push(`the ISRC (${quoted(layout.isrc)})`);
  for (const [metric, column] of Object.entries(layout.metrics) as [AnalyticsMetric, TrendColumn][]) {
    const index = find(column);
    if (index !== -1) columns.metrics.push({ metric, index, name: header[index]?.trim() ?? metric });
  }
  if (columns.metrics.length === 0 && !layout.eachRowCounts) {
    missing.push(`a count (${Object.values(layout.metrics).map(quoted).join(', ')})`);
  }
  if (missing.length > 0) {
    throw new TrendFileError(
      `the header is not the ${layout.name} layout's: it has no column for ${missing.join('; ')}`,
      1,
    );
  }
  for (const [dimension, column] of Object.entries(layout.dimensions) as [AnalyticsDimension, TrendColumn][]) {
    const index = find(column);
    if (index !== -1) columns.dimensions.push({ dimension, index });
  }
  return columns;
}
