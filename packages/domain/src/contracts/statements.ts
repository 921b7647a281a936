import { z } from 'zod';
import { calendarMonth, text, idParam, idField, lineText, multilineText } from './primitives.js';
import { paginated } from './common.js';
import { RATE_SOURCES } from '../sales/rate-sources.js';

/** Operator side of statement import (issue 4). Amounts are decimal strings with 6 decimals. */
export const STATEMENT_STATUSES = ['queued', 'importing', 'waiting-rate', 'imported', 'failed', 'reversed'] as const;
export type StatementStatus = (typeof STATEMENT_STATUSES)[number];

const Decimal6 = text().regex(/^-?\d+\.\d{6}$/);
const Currency = text().regex(/^[A-Z]{3}$/, 'Use a three-letter currency code');

/** The form fields of POST /api/admin/statements (multipart, beside the file). */
export const UploadStatementFields = z.object({
  /** Every line is this store, whatever the file says (a store's own report without a store column). */
  store: text().trim().max(120).optional(),
  /** The currency the typed exchange rate converts from (lines in other currencies take their own rates). */
  currency: Currency.optional(),
  /**
   * Rate from `currency` to the install's account currency, e.g. "0.9132", for its lines whose file
   * states no rate. Without one the reference table is used, else the import waits for a rate.
   */
  exchangeRate: text()
    .regex(/^\d+(\.\d+)?$/, 'Give the rate as a decimal number, e.g. 0.9132')
    .refine((v) => /[1-9]/.test(v), 'The rate must be greater than zero')
    .optional(),
  /** yyyy-mm, or a start and end date. */
  period: calendarMonth('Give the period as yyyy-mm').optional(),
  /** A saved column mapping, for generic CSV layouts. */
  mappingId: idParam().optional(),
  /** "true": the operator confirms a CSV that looks like an imported statement is another report. */
  confirmDuplicate: z.enum(['true', 'false'], { message: 'Give confirmDuplicate as true or false' }).optional(),
});
export type UploadStatementFields = z.infer<typeof UploadStatementFields>;

export const StatementTotalRow = z.object({
  key: text(),
  currency: text(),
  lines: z.number().int(),
  units: text(),
  amount: Decimal6,
  /** In the install's account currency. */
  convertedAmount: Decimal6,
});

export const ReconciliationRow = z.object({
  store: text(),
  territory: text(),
  currency: text(),
  expected: Decimal6,
  actual: Decimal6,
  difference: Decimal6,
});

/** A currency and sale month the import needs a reference rate for. */
export const MissingRate = z.object({ currency: text(), month: text() });
export type MissingRate = z.infer<typeof MissingRate>;

/** One group of lines converted with one rate: what the statement's figures were converted with. */
export const StatementRateRow = z.object({
  currency: text(),
  month: text(),
  /** Exact, as stored ("1.27", or "1/0.79" for a file rate used the other way). */
  rate: text(),
  /** The rate as a decimal for a person. */
  rateShown: text(),
  source: z.enum(RATE_SOURCES),
  lines: z.number().int(),
  amount: Decimal6,
  convertedAmount: Decimal6,
});
export type StatementRateRow = z.infer<typeof StatementRateRow>;

export const StatementSummary = z.object({
  id: z.number().int(),
  fileName: text(),
  sha256: text(),
  format: text().nullable(),
  status: z.enum(STATEMENT_STATUSES),
  failureReason: text().nullable(),
  store: text().nullable(),
  currency: text().nullable(),
  accountCurrency: text(),
  /** The rate typed at upload for `currency`; null when none was typed. */
  exchangeRate: text().nullable(),
  period: text().nullable(),
  linesRead: z.number().int(),
  totalLines: z.number().int().nullable(),
  matchedLines: z.number().int(),
  unmatchedLines: z.number().int(),
  amount: Decimal6,
  convertedAmount: Decimal6,
  createdAt: text(),
  importedAt: text().nullable(),
  /** yyyy-mm the store reports the statement for; null until imported. */
  reportedPeriod: text().nullable(),
  /** yyyy-mm the statement is booked in: the reported period, or the next open one when it was closed. */
  bookedPeriod: text().nullable(),
  /** Set once an operator reversed the imported statement: who, when and why. */
  reversal: z.object({ reason: text(), at: text(), by: text().nullable() }).nullable(),
  /** While waiting-rate: the rates the import needs before it can go on. */
  waitingFor: z.array(MissingRate),
});
export type StatementSummary = z.infer<typeof StatementSummary>;

export const StatementDetail = StatementSummary.extend({
  byStore: z.array(StatementTotalRow),
  byTerritory: z.array(StatementTotalRow),
  /** DSR files state their own totals; null for exports that do not. */
  reconciliation: z.object({ ok: z.boolean(), rows: z.array(ReconciliationRow) }).nullable(),
  /** The rates the lines were converted with, per currency, month and rate. */
  rates: z.array(StatementRateRow),
});
export type StatementDetail = z.infer<typeof StatementDetail>;

export const StatementPage = paginated(StatementSummary);

export const REVERSAL_MESSAGES = {
  reason: 'Give the reason for the reversal',
  notImported: 'Only an imported statement can be reversed',
} as const;

/** POST /api/admin/statements/:id/reverse: the reason is kept with the statement and shown to its earners. */
export const ReverseStatementRequest = z.object({
  reason: multilineText({ error: REVERSAL_MESSAGES.reason })
    .trim()
    .min(3, REVERSAL_MESSAGES.reason)
    .max(500, 'Keep the reason under 500 characters'),
});
export type ReverseStatementRequest = z.infer<typeof ReverseStatementRequest>;
export type StatementPage = z.infer<typeof StatementPage>;

export const UnmatchedLine = z.object({
  id: z.number().int(),
  line: z.number().int(),
  store: text(),
  territory: text(),
  isrc: text().nullable(),
  upc: text().nullable(),
  title: text(),
  artist: text(),
  units: text(),
  amount: Decimal6,
  convertedAmount: Decimal6,
});
export const UnmatchedPage = paginated(UnmatchedLine);
export type UnmatchedPage = z.infer<typeof UnmatchedPage>;

export const ResolveUnmatchedRequest = z
  .object({
    lineIds: z.array(idField()).min(1).max(10_000),
    trackId: idField().optional(),
    releaseId: idField().optional(),
  })
  .refine((v) => (v.trackId === undefined) !== (v.releaseId === undefined), {
    message: 'Choose a track or a release',
    path: ['trackId'],
  });
export type ResolveUnmatchedRequest = z.infer<typeof ResolveUnmatchedRequest>;

export const ResolveUnmatchedResponse = z.object({
  resolved: z.number().int(),
  amount: Decimal6,
  /** The aliases the resolution taught (what will match by itself next time). */
  learned: z.array(text()),
});
export type ResolveUnmatchedResponse = z.infer<typeof ResolveUnmatchedResponse>;

export const STATEMENT_MATCH_MESSAGES = {
  searchEmpty: 'Type a title, an artist, an ISRC or a UPC',
  notEarning: 'This release is not approved: only approved releases can receive statement money',
  aliasNotFound: 'No such alias',
  aliasRemoved: 'The alias is removed: lines like it wait in the unmatched queue again',
} as const;

/** GET /api/admin/statements/catalog-search: the approved catalog by title, artist, ISRC or UPC. */
export const CatalogSearchQuery = z.object({
  q: lineText().trim().min(1, STATEMENT_MATCH_MESSAGES.searchEmpty).max(200),
});
export type CatalogSearchQuery = z.infer<typeof CatalogSearchQuery>;

export const CatalogSearchRow = z.object({
  trackId: z.number().int(),
  trackTitle: text(),
  version: text(),
  isrc: text().nullable(),
  releaseId: z.number().int(),
  releaseTitle: text(),
  upc: text().nullable(),
  artist: text(),
  owner: text(),
});
export type CatalogSearchRow = z.infer<typeof CatalogSearchRow>;
export const CatalogSearchResponse = z.object({ data: z.array(CatalogSearchRow) });
export type CatalogSearchResponse = z.infer<typeof CatalogSearchResponse>;

/** A learned match alias: a line's key under a store -> the track or release it now matches. */
export const MatchAlias = z.object({
  id: z.number().int(),
  kind: z.enum(['isrc', 'upc', 'title']),
  store: text(),
  label: text(),
  trackId: z.number().int().nullable(),
  releaseId: z.number().int(),
  /** What it matches, as the operator reads it: `Track — Release`. */
  target: text(),
  createdAt: text(),
});
export type MatchAlias = z.infer<typeof MatchAlias>;
export const MatchAliasPage = paginated(MatchAlias);
export type MatchAliasPage = z.infer<typeof MatchAliasPage>;

const ColumnRef = z.union([text().min(1), z.array(text().min(1)).min(1)]);

/** A saved column mapping for a generic CSV layout: which header is which sale-line field. */
export const StatementMappingInput = z.object({
  name: text().trim().min(1).max(120),
  columns: z.object({
    amount: ColumnRef,
    isrc: ColumnRef.optional(),
    upc: ColumnRef.optional(),
    title: ColumnRef.optional(),
    releaseTitle: ColumnRef.optional(),
    artist: ColumnRef.optional(),
    store: ColumnRef.optional(),
    territory: ColumnRef.optional(),
    units: ColumnRef.optional(),
    useType: ColumnRef.optional(),
    currency: ColumnRef.optional(),
    exchangeRate: ColumnRef.optional(),
    transactionCurrency: ColumnRef.optional(),
    salePeriod: ColumnRef.optional(),
    salePeriodStart: ColumnRef.optional(),
    salePeriodEnd: ColumnRef.optional(),
    accountingDate: ColumnRef.optional(),
  }),
  defaults: z
    .object({
      currency: text().optional(),
      store: text().optional(),
      territory: text().optional(),
      useType: text().optional(),
      salePeriodStart: text().optional(),
      salePeriodEnd: text().optional(),
    })
    .optional(),
  decimalComma: z.boolean().optional(),
  delimiter: text().length(1).optional(),
});
export type StatementMappingInput = z.infer<typeof StatementMappingInput>;

export const StatementMapping = StatementMappingInput.extend({ id: z.number().int() });
export type StatementMapping = z.infer<typeof StatementMapping>;
export const StatementMappingList = z.object({ data: z.array(StatementMapping) });

// ---- accounting periods (api/admin/accounting-periods) ----

export const PERIOD_MESSAGES = {
  format: 'Give the period as yyyy-mm',
  future: 'A period can be closed once it has started',
} as const;

/** POST /api/admin/accounting-periods/close: a closed period takes no more postings. */
export const ClosePeriodRequest = z.object({ period: calendarMonth(PERIOD_MESSAGES.format) });
export type ClosePeriodRequest = z.infer<typeof ClosePeriodRequest>;

export const AccountingPeriod = z.object({
  period: text(),
  closedAt: text(),
  /** The operator who closed it (e-mail), null once their account is gone. */
  closedBy: text().nullable(),
});
export type AccountingPeriod = z.infer<typeof AccountingPeriod>;

export const AccountingPeriodList = z.object({
  /** Closed periods, newest first. */
  data: z.array(AccountingPeriod),
  /** Where a statement imported now for the current month would be booked. */
  openPeriod: text(),
});
export type AccountingPeriodList = z.infer<typeof AccountingPeriodList>;
