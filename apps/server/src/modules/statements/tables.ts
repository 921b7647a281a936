import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { RateSource, StatementMappingInput } from '@liner/domain';
import { users } from '../auth/tables.js';

export interface StoredRateGroup {
  currency: string;
  month: string;
  rate: string;
  source: RateSource;
  lines: number;
  amount: string;
  converted: string;
}

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const day = (name: string) => date(name, { mode: 'string' });
const micros = (name: string) => bigint(name, { mode: 'bigint' });

/**
 * One uploaded store report. The file's SHA-256 is unique: the same file never imports twice; its
 * identity catches the same report saved again differently.
 */
export const statements = pgTable(
  'statements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    fileName: text('file_name').notNull(),
    storageKey: text('storage_key').notNull(),
    sha256: text('sha256').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    format: text('format'),
    /** queued | importing | waiting-rate | imported | failed | reversed */
    status: text('status').notNull().default('queued'),
    failureReason: text('failure_reason'),
    storeOverride: text('store_override'),
    currency: text('currency'),
    accountCurrency: text('account_currency').notNull(),
    /**
     * The rate the operator typed at upload from `currency` into the account currency (decimal text as
     * given; converted as an exact fraction); null when none was typed.
     */
    exchangeRate: text('exchange_rate'),
    period: text('period'),
    mappingId: integer('mapping_id'),
    linesRead: integer('lines_read').notNull().default(0),
    totalLines: integer('total_lines'),
    matchedLines: integer('matched_lines').notNull().default(0),
    unmatchedLines: integer('unmatched_lines').notNull().default(0),
    amountMicros: micros('amount_micros').notNull().default(sql`0`),
    convertedMicros: micros('converted_micros').notNull().default(sql`0`),
    /** The file's own totals (DSR summary records) reconciled with the imported lines. */
    reconciliation: jsonb('reconciliation').$type<{
      ok: boolean;
      rows: { store: string; territory: string; currency: string; expected: string; actual: string }[];
    } | null>(),
    createdAt: ts('created_at').notNull().defaultNow(),
    importedAt: ts('imported_at'),
    /** What the report is (packages/domain statement-identity), set when it is imported. */
    identity: text('identity'),
    /** The operator confirmed a CSV that looks like an imported one is another report. */
    duplicateConfirmed: boolean('duplicate_confirmed').notNull().default(false),
    /** Failed as a duplicate of this statement. */
    duplicateOf: integer('duplicate_of'),
    /** The period the store reports (packages/domain accounting-period.ts), set on import. */
    reportedPeriod: text('reported_period'),
    /** The period its postings are booked in: the reported one, or the next open one if that was closed. */
    bookedPeriod: text('booked_period'),
    /** The operator who reversed the imported statement, when and why (reverse-statement.ts). */
    reversedAt: ts('reversed_at'),
    reversedBy: integer('reversed_by').references(() => users.id, { onDelete: 'set null' }),
    reversalReason: text('reversal_reason'),
    /** waiting-rate: the currencies and sale months (yyyy-mm) no rate is known for yet. */
    waitingFor: jsonb('waiting_for').$type<{ currency: string; month: string }[]>(),
    /** The rates the lines were converted with, per currency, month, rate and source (micro-units as text). */
    rates: jsonb('rates').$type<StoredRateGroup[]>(),
  },
  (t) => [
    uniqueIndex('statements_sha256_unique').on(t.sha256),
    index('statements_created_idx').on(t.createdAt),
    index('statements_identity_idx').on(t.identity),
  ],
);

/**
 * One line of a statement. No foreign keys to the catalog (another area's tables, and a release
 * deleted later must not delete money history); matched ids are kept as they were at import.
 * No foreign key to `statements` either: it cost a trigger per row, and a COPY of a million lines
 * took 6.8 s with it against 3.1 s without. Lines are written only by the import, inside the
 * transaction that holds their statement row, and statements are never deleted.
 */
export const salesLines = pgTable(
  'sales_lines',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    statementId: integer('statement_id').notNull(),
    lineNumber: integer('line_number').notNull(),
    salePeriodStart: day('sale_period_start').notNull(),
    salePeriodEnd: day('sale_period_end').notNull(),
    accountingDate: day('accounting_date'),
    store: text('store').notNull(),
    storeRaw: text('store_raw').notNull(),
    territory: text('territory').notNull(),
    isrc: text('isrc'),
    upc: text('upc'),
    title: text('title').notNull(),
    artist: text('artist').notNull(),
    units: bigint('units', { mode: 'bigint' }).notNull(),
    useType: text('use_type').notNull(),
    amountMicros: micros('amount_micros').notNull(),
    currency: text('currency').notNull(),
    exchangeRate: text('exchange_rate').notNull(),
    /** Where the rate came from (domain RATE_SOURCES): same-currency, file, operator or reference. */
    rateSource: text('rate_source').notNull().default('same-currency'),
    convertedMicros: micros('converted_micros').notNull(),
    trackId: integer('track_id'),
    releaseId: integer('release_id'),
    ownerUserId: integer('owner_user_id'),
    /** isrc | upc | manual; null while the line waits in the unmatched queue. */
    matchedBy: text('matched_by'),
    resolvedAt: ts('resolved_at'),
  },
  (t) => [
    index('sales_lines_statement_idx').on(t.statementId, t.lineNumber),
    // The unmatched queue: only the waiting lines are in this index.
    index('sales_lines_unmatched_idx').on(t.statementId).where(sql`owner_user_id IS NULL`),
  ],
);

/** Per statement, store and territory: what was imported, next to what the file says. */
export const statementTotals = pgTable(
  'statement_totals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    statementId: integer('statement_id')
      .notNull()
      .references(() => statements.id, { onDelete: 'cascade' }),
    store: text('store').notNull(),
    territory: text('territory').notNull(),
    currency: text('currency').notNull(),
    lines: integer('lines').notNull(),
    units: bigint('units', { mode: 'bigint' }).notNull(),
    amountMicros: micros('amount_micros').notNull(),
    convertedMicros: micros('converted_micros').notNull(),
  },
  (t) => [index('statement_totals_statement_idx').on(t.statementId)],
);

/** Saved column mappings for generic CSV layouts. */
export const statementMappings = pgTable(
  'statement_mappings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    layout: jsonb('layout').$type<StatementMappingInput>().notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('statement_mappings_name_unique').on(t.name)],
);

/**
 * What operators' resolutions taught (alias-keys.ts): a line's key under its store -> the track or
 * release it was assigned to. The next identical line matches it while that release earns.
 * No foreign key to the catalog (another area's tables); a target deleted later matches nothing.
 */
export const statementMatchAliases = pgTable(
  'statement_match_aliases',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** alias-keys.ts aliasKey(): kind, store and value. */
    matchKey: text('match_key').notNull(),
    /** isrc | upc | title */
    kind: text('kind').notNull(),
    store: text('store').notNull(),
    /** What the key is, for the operator: `ISRC ...`, `UPC ...`, `"Title" by Artist`. */
    label: text('label').notNull(),
    trackId: integer('track_id'),
    releaseId: integer('release_id').notNull(),
    /** The line whose resolution taught it. */
    learnedFromLineId: bigint('learned_from_line_id', { mode: 'number' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('statement_match_aliases_key_unique').on(t.matchKey)],
);

/**
 * Closed accounting periods (yyyy-mm), with who closed them and when: a closed period takes no
 * more postings; a statement for it is booked in the next open period (accounting-periods.ts).
 */
export const accountingPeriods = pgTable('accounting_periods', {
  period: text('period').primaryKey(),
  closedAt: ts('closed_at').notNull(),
  closedBy: integer('closed_by').references(() => users.id, { onDelete: 'set null' }),
});
