import { z } from 'zod';
import { text, idParam, pageNumber, calendarDate, calendarMonth } from './primitives.js';
import { paginated } from './common.js';

/**
 * api/portal/reports (docs/product/reports.md). The families and GET/POST paths are fixed; the
 * shapes are ours. A download is ordered (POST), generated as a job, checked
 * (GET status/{id}) and fetched (GET download/{id}) by its owner only.
 */
const Day = calendarDate('Use yyyy-mm-dd');

/**
 * A date a form asks for: an empty or missing field is told to choose one (the format message
 * would only confuse someone who has typed nothing), anything else must still be yyyy-mm-dd.
 */
const dayField = (empty: string) => calendarDate('Use yyyy-mm-dd', { empty });
const StartDay = dayField('Choose a start date');
const EndDay = dayField('Choose an end date');

export const REPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

/**
 * Report families we have data for; `statement` is the monthly PDF. The `-earning` families are
 * what the user earned (own sales less split shares given, plus shares received); the `-gross`
 * families are the catalog's sales before splits.
 */
export const REPORT_KINDS = [
  'sales',
  'transactions',
  'payouts',
  'releases-earning',
  'tracks-earning',
  'artists-earning',
  'countries',
  'statement',
  'releases-gross',
  'tracks-gross',
  'artists-gross',
  'stores',
  'channel',
  'exchange-rates',
] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export const REPORT_STATUSES = ['queued', 'generating', 'ready', 'failed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const ReportDownloadRequest = z
  .object({
    start_date: StartDay.optional(),
    end_date: EndDay.optional(),
    format: z.enum(REPORT_FORMATS).default('csv'),
  })
  .refine((body) => !body.start_date || !body.end_date || body.start_date <= body.end_date, {
    message: 'The end date must not be before the start date',
    path: ['end_date'],
  });
export type ReportDownloadRequest = z.infer<typeof ReportDownloadRequest>;

/** A report page's rows (GET api/portal/reports/{page}): the same columns and cells as its download. */
export const ReportRowsQuery = z
  .object({
    start_date: Day.optional(),
    end_date: Day.optional(),
    page: pageNumber(),
    per_page: z.coerce.number().int().min(1).max(100).default(25),
  })
  .refine((query) => !query.start_date || !query.end_date || query.start_date <= query.end_date, {
    message: 'The end date must not be before the start date',
    path: ['end_date'],
  });
export type ReportRowsQuery = z.infer<typeof ReportRowsQuery>;

export const ReportRowsPage = paginated(z.array(text())).extend({ columns: z.array(text()) });
export type ReportRowsPage = z.infer<typeof ReportRowsPage>;

/** A store as the sales lines name it (channel/{channel} pages and downloads). */
export const ReportChannelParams = z.object({ channel: text().trim().min(1, 'Choose a channel').max(100) });

/** The sales report needs its range (a whole catalog's history is what the other families are for). */
export const SalesReportRequest = z
  .object({
    start_date: StartDay,
    end_date: EndDay,
    format: z.enum(REPORT_FORMATS).default('csv'),
  })
  .refine((body) => body.start_date <= body.end_date, {
    message: 'The end date must not be before the start date',
    path: ['end_date'],
  });
export type SalesReportRequest = z.infer<typeof SalesReportRequest>;

export const StatementRequest = z.object({
  month: calendarMonth('Use yyyy-mm'),
});
export type StatementRequest = z.infer<typeof StatementRequest>;

export const ReportIdParams = z.object({ reportId: idParam() });

export const ReportQueuedResponse = z.object({ reportId: z.number().int(), status: z.enum(REPORT_STATUSES) });
export type ReportQueuedResponse = z.infer<typeof ReportQueuedResponse>;

export const ReportStatusResponse = z.object({
  reportId: z.number().int(),
  status: z.enum(REPORT_STATUSES),
  /** Percent of rows written while generating. */
  progress: z.number().int().min(0).max(100).optional(),
  error: text().optional(),
});
export type ReportStatusResponse = z.infer<typeof ReportStatusResponse>;

export const ReportItem = z.object({
  id: z.number().int(),
  kind: z.enum(REPORT_KINDS),
  format: z.enum(['csv', 'xlsx', 'pdf']),
  status: z.enum(REPORT_STATUSES),
  params: z.record(text(), text()),
  rows: z.number().int().nullable(),
  fileName: text(),
  error: text().nullable(),
  createdAt: text(),
  finishedAt: text().nullable(),
});
export type ReportItem = z.infer<typeof ReportItem>;

export const ReportsPage = paginated(ReportItem);
export type ReportsPage = z.infer<typeof ReportsPage>;

/** Sales row (reports): fees and totals with 6 decimals. */
export const SALES_REPORT_COLUMNS = [
  'id',
  'channel',
  'confirmation_date',
  'country',
  'isrc',
  'upc',
  'track_title',
  'release_title',
  'share',
  'fees',
  'total',
  'user_id',
] as const;

/** Payout row (reports). */
export const PAYOUT_REPORT_COLUMNS = ['id', 'created_at', 'amount', 'user_email', 'type'] as const;
