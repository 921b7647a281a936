import { describe, expect, it } from 'vitest';
import { bookedPeriod, bookingInstant, nextPeriod, reportedPeriod } from './accounting-period.js';

const at = new Date('2026-11-24T10:00:00Z');
const none = { maxAccountingDate: null, usageEndDate: null, operatorPeriod: null, minSaleDate: null, importedAt: at };

describe('accounting periods', () => {
  it.each([
    [{ ...none, maxAccountingDate: '2026-10-15', usageEndDate: '2026-09-30', minSaleDate: '2026-08-01' }, '2026-10'],
    [{ ...none, usageEndDate: '2026-09-30', operatorPeriod: '2026-08', minSaleDate: '2026-07-01' }, '2026-09'],
    [{ ...none, operatorPeriod: '2026-08', minSaleDate: '2026-07-01' }, '2026-08'],
    [{ ...none, minSaleDate: '2026-07-01' }, '2026-07'],
    [none, '2026-11'],
    [{ ...none, maxAccountingDate: 'garbage', minSaleDate: '2026-07-09' }, '2026-07'],
  ])('takes the period the store reports, never the import day when it has one (%#)', (sources, period) => {
    expect(reportedPeriod(sources)).toBe(period);
  });

  it('books a closed period in the next open one, across a year end', () => {
    expect(nextPeriod('2026-12')).toBe('2027-01');
    expect(bookedPeriod('2026-10', new Set())).toBe('2026-10');
    expect(bookedPeriod('2026-11', new Set(['2026-11', '2026-12']))).toBe('2027-01');
    expect(bookedPeriod('2026-09', new Set(['2026-10']))).toBe('2026-09');
  });

  it('books at the import instant within its month, at the end of an earlier one, the start of a later one', () => {
    expect(bookingInstant('2026-11', at)).toEqual(at);
    expect(bookingInstant('2026-10', at).toISOString()).toBe('2026-10-31T23:59:59.999Z');
    expect(bookingInstant('2026-12', at).toISOString()).toBe('2026-12-01T00:00:00.000Z');
  });
});
