import { z } from 'zod';
import { ANALYTICS_PLATFORM_SLUGS } from '../analytics/platforms.js';
import { PageQuery, paginated } from './common.js';
import { text } from './primitives.js';

/**
 * The operator's trend-file imports (api/admin/analytics/imports, docs/analytics-trend-layouts.md):
 * upload one platform's daily report, follow it, read its bad rows, remove it.
 */
export const ANALYTICS_IMPORT_STATUSES = ['queued', 'importing', 'done', 'failed'] as const;
export type AnalyticsImportStatus = (typeof ANALYTICS_IMPORT_STATUSES)[number];

export const ANALYTICS_IMPORT_MESSAGES = {
  choosePlatform: 'Choose the platform whose report this is',
  chooseFile: 'Choose a trend file',
  emptyFile: 'The file is empty',
  notText: 'Upload the report as a text CSV or TSV file (this one is not text)',
  wrongExtension: 'Upload the report as a .csv, .tsv or .txt file',
  removed: 'The import and its counts were removed',
} as const;

/** The multipart fields beside the file. */
export const UploadTrendFileFields = z.object({
  platform: z.enum(ANALYTICS_PLATFORM_SLUGS as [string, ...string[]], {
    message: ANALYTICS_IMPORT_MESSAGES.choosePlatform,
  }),
});
export type UploadTrendFileFields = z.infer<typeof UploadTrendFileFields>;

export const AnalyticsImportQuery = PageQuery.extend({
  platform: z
    .enum(ANALYTICS_PLATFORM_SLUGS as [string, ...string[]], { message: ANALYTICS_IMPORT_MESSAGES.choosePlatform })
    .optional(),
  status: z.enum(ANALYTICS_IMPORT_STATUSES, { message: 'Choose a status from the list' }).optional(),
});
export type AnalyticsImportQuery = z.infer<typeof AnalyticsImportQuery>;

export const AnalyticsImportSummary = z.object({
  id: z.number().int(),
  /** 'upload' | 'folder' | 'statement' | 'pull' | 'seed' */
  source: text(),
  platform: text(),
  layout: text(),
  fileName: text().nullable(),
  status: z.enum(ANALYTICS_IMPORT_STATUSES),
  rowsRead: z.number().int(),
  factsWritten: z.number().int(),
  badRows: z.number().int(),
  firstDay: text().nullable(),
  lastDay: text().nullable(),
  /** Why a failed import failed (the file could not be read as its layout, …). */
  error: text().nullable(),
  createdAt: text(),
  finishedAt: text().nullable(),
});
export type AnalyticsImportSummary = z.infer<typeof AnalyticsImportSummary>;

export const AnalyticsImportPage = paginated(AnalyticsImportSummary);
export type AnalyticsImportPage = z.infer<typeof AnalyticsImportPage>;

export const TrendRowProblem = z.object({ line: z.number().int(), message: text() });

export const AnalyticsImportDetail = AnalyticsImportSummary.extend({
  /** The first bad rows with their line numbers; `badRows` counts them all. */
  problems: z.array(TrendRowProblem),
});
export type AnalyticsImportDetail = z.infer<typeof AnalyticsImportDetail>;
