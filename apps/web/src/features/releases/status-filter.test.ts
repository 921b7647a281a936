import { describe, expect, it } from 'vitest';
import { parseStatusFilter, STATUS_FILTERS } from './status-filter.js';

describe('parseStatusFilter', () => {
  it('reads every offered status number', () => {
    for (const option of STATUS_FILTERS) expect(parseStatusFilter(String(option.value))).toBe(option.value);
  });
  it('treats a missing, empty or unknown value as all statuses', () => {
    expect(parseStatusFilter(null)).toBeUndefined();
    expect(parseStatusFilter('')).toBeUndefined();
    expect(parseStatusFilter('42')).toBeUndefined();
    expect(parseStatusFilter('draft')).toBeUndefined();
  });
  it('reads 0 (Draft) as a filter, not as "all"', () => {
    expect(parseStatusFilter('0')).toBe(0);
  });
});
