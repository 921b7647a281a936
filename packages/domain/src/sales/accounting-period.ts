/**
 * Accounting periods (calendar months, yyyy-mm, UTC). A statement belongs to the period the store
 * reports, not to the day it was imported; an operator closes a period once its statements are
 * issued, and a report that arrives later for it is booked in the next open period.
 */

/** Where a statement's period comes from, in order of preference. */
export interface ReportedPeriodSources {
  /** The latest accounting (reporting) date on the lines, when the store gives one. */
  maxAccountingDate: string | null;
  /** DSR: the usage end date of its HEAD record. */
  usageEndDate: string | null;
  /** The period the operator typed on upload. */
  operatorPeriod: string | null;
  /** The earliest sale date of the lines. */
  minSaleDate: string | null;
  /** When the import ran (the last resort). */
  importedAt: Date;
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** yyyy-mm of a yyyy-mm-dd date (or of a yyyy-mm), null for anything else. */
function monthOf(date: string | null): string | null {
  const month = date?.slice(0, 7) ?? null;
  return month && MONTH.test(month) ? month : null;
}

/**
 * The period the store reports: the lines' accounting date, else a DSR's usage period, else the
 * period typed on upload, else the month of the earliest sale, else the import's month.
 */
export function reportedPeriod(sources: ReportedPeriodSources): string {
  return (
    monthOf(sources.maxAccountingDate) ??
    monthOf(sources.usageEndDate) ??
    monthOf(sources.operatorPeriod) ??
    monthOf(sources.minSaleDate) ??
    sources.importedAt.toISOString().slice(0, 7)
  );
}

/** The month after `period`. */
export function nextPeriod(period: string): string {
  const [year, month] = period.split('-').map(Number);
  return new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 7);
}

/** The first period on or after `period` that is not closed. */
export function bookedPeriod(period: string, closed: ReadonlySet<string>): string {
  let booked = period;
  while (closed.has(booked)) booked = nextPeriod(booked);
  return booked;
}

/**
 * The instant the ledger books a posting of `period` made at `at`: `at` itself within that month,
 * the period's last millisecond for an earlier period (a late report for an open month), its
 * first instant for a later one (its own month was closed).
 */
export function bookingInstant(period: string, at: Date): Date {
  const current = at.toISOString().slice(0, 7);
  const [year, month] = period.split('-').map(Number);
  if (period === current) return at;
  if (period < current) return new Date(Date.UTC(year, month, 1) - 1);
  return new Date(Date.UTC(year, month - 1, 1));
}
