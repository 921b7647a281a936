import { describe, expect, it } from 'vitest';
import { rangeFromSearch, rangeToSearch } from './date-range.js';

describe('sales date range in the address bar', () => {
  it('keeps well-formed days', () => {
    expect(rangeFromSearch('2026-01-01', '2026-03-31')).toEqual({ start_date: '2026-01-01', end_date: '2026-03-31' });
  });
  it('drops malformed or missing days instead of sending them to the API', () => {
    expect(rangeFromSearch('01/02/2026', null)).toEqual({ start_date: undefined, end_date: undefined });
  });
  it('writes only the bounds that are set', () => {
    expect(rangeToSearch({ start_date: '2026-05-01' })).toEqual({ start_date: '2026-05-01' });
    expect(rangeToSearch({})).toEqual({});
  });
});
