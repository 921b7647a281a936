/**
 * What a trend-file layout says: which column of a platform's daily trend report is which field.
 * Layouts are data (layouts.ts): one short entry per platform, read by one reader
 * (read-trend-rows.ts). docs/analytics-trend-layouts.md lists them all.
 */
import type { AnalyticsDimension, AnalyticsMetric } from '@liner/domain';

/** A header name, or several names where report versions differ (the first one present wins). */
export type TrendColumn = string | readonly string[];

export interface TrendLayout {
  /** The analytics platform the counts belong to (ANALYTICS_PLATFORMS slug). */
  platform: string;
  /** The layout's name, recorded on the import ('spotify-streams'). */
  name: string;
  /** What the platform sends; a file with tabs, commas or semicolons is read either way. */
  delimiter: '\t' | ',' | ';';
  /**
   * Where the column names come from: the platform's report ('mixed': its names where it
   * publishes them, ours for the rest), or ours ('designed'). The doc says which is which.
   */
  columnNames: 'mixed' | 'designed';
  date: TrendColumn;
  isrc: TrendColumn;
  /** A row without an ISRC may still name its release: counted for the release, no track. */
  upc?: TrendColumn;
  /** ISO 3166-1 alpha-2 code or English country name; absent or empty: unknown. */
  country?: TrendColumn;
  /** The counts: at least one of these columns must be in the file (unless `eachRowCounts`). */
  metrics: Partial<Record<AnalyticsMetric, TrendColumn>>;
  /** The breakdowns a row reports; a missing column is simply not read. */
  dimensions: Partial<Record<AnalyticsDimension, TrendColumn>>;
  /** A stream-level report (one row per play, no count column): each row counts one of this metric. */
  eachRowCounts?: AnalyticsMetric;
}

/** One good row of a trend file, in the catalog's terms. */
export interface TrendRow {
  /** 1-based line of the file where the row ends. */
  line: number;
  /** yyyy-mm-dd */
  day: string;
  /** Normalised (capitals, no hyphens); null when the row names only its release. */
  isrc: string | null;
  /** Digits only, when the file gives one. */
  upc?: string;
  /** ISO 3166-1 alpha-2; '' when the file does not say. */
  country: string;
  /** The counts of the row (never zero, never negative). */
  amounts: ReadonlyArray<readonly [AnalyticsMetric, bigint]>;
  /** The dimension values of the row, normalised (an age bucket, Spotify's source name…). */
  dimensions: ReadonlyArray<readonly [AnalyticsDimension, string]>;
}

/** A bad row: its line and what is wrong with it. */
export interface TrendProblem {
  line: number;
  message: string;
}

export type TrendItem = TrendRow | TrendProblem;

export function isTrendProblem(item: TrendItem): item is TrendProblem {
  return 'message' in item;
}

/** The file cannot be read at all (not text, a required column missing, a quote never closed). */
export class TrendFileError extends Error {
  constructor(
    message: string,
    readonly line?: number,
  ) {
    super(line === undefined ? message : `line ${line}: ${message}`);
    this.name = 'TrendFileError';
  }
}
