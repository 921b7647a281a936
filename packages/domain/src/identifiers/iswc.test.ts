import { describe, expect, it } from 'vitest';
import { checkIswc, computeIswcCheckDigit, formatIswc, isValidIswc, normalizeIswc } from './iswc.js';

describe('ISWC', () => {
  it('computes the DOMAIN.md §3 worked example (S = 179 -> 1)', () => {
    expect(computeIswcCheckDigit('034524680')).toBe(1);
  });

  it.each([
    ['T-034.524.680-1', 'T0345246801'],
    ['T0345246801', 'T0345246801'],
    ['t-034.524.680-1', 'T0345246801'],
    ['T 034 524 680 1', 'T0345246801'],
    ['T-000.000.001-0', 'T0000000010'], // S = 1 + 9 = 10 -> 0
  ])('accepts %s as %s', (input, value) => {
    expect(checkIswc(input)).toEqual({ ok: true, value });
    expect(normalizeIswc(input)).toBe(value);
  });

  it.each([
    ['', 'ISWC is empty.'],
    ['T-034.524.680-2', 'ISWC "T-034.524.680-2" has check digit 2; it should be 1.'],
    ['0345246801', 'ISWC "0345246801" must start with T (T-123.456.789-C).'],
    ['T-034.524.680', 'ISWC "T-034.524.680" has 9 digits after the T; it needs 10 (T-123.456.789-C).'],
    ['T-034.524.68X-1', 'ISWC "T-034.524.68X-1" must have only digits after the T.'],
  ])('rejects %j: %s', (input, message) => {
    expect(checkIswc(input)).toEqual({ ok: false, error: message });
    expect(isValidIswc(input)).toBe(false);
  });

  it('formats the display form', () => {
    expect(formatIswc('T0345246801')).toBe('T-034.524.680-1');
    expect(() => formatIswc('T0345246802')).toThrow('should be 1');
    expect(() => computeIswcCheckDigit('12345')).toThrow('must be exactly 9 digits');
  });
});
