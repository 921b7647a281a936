import { describe, expect, it } from 'vitest';
import { checkIpiNameNumber, computeIpiNameNumberCheck, isValidIpiNameNumber } from './ipi.js';

describe('IPI name number', () => {
  it.each([
    ['12345678993', '12345678993'],
    ['00000000199', '00000000199'],
    ['123 456 789 93', '12345678993'],
    ['00000000000', '00000000000'],
  ])('accepts %j as %s', (input, expected) => {
    expect(checkIpiNameNumber(input)).toEqual({ ok: true, value: expected });
    expect(isValidIpiNameNumber(input)).toBe(true);
  });

  it.each([
    ['', 'IPI name number is empty.'],
    ['12345678994', 'IPI name number "12345678994" ends in 94, expected 93; check for a typo.'],
    ['21345678993', 'IPI name number "21345678993" ends in 93, expected 92; check for a typo.'],
    ['1234567899', 'IPI name number "1234567899" has 10 digits; it needs 11.'],
    ['I-123456789-3', 'IPI name number "I-123456789-3" must contain digits only.'],
  ])('rejects %j with a precise message', (input, message) => {
    expect(checkIpiNameNumber(input)).toEqual({ ok: false, error: message });
  });

  it('computes the mod-101 check from the weighted sum', () => {
    // 10*1 + 9*2 + ... + 2*9 = 210; 210 mod 101 = 8; 101 - 8 = 93.
    expect(computeIpiNameNumberCheck('123456789')).toBe('93');
    // weighted sum 2 -> 101 - 2 = 99; sum 0 -> 00.
    expect(computeIpiNameNumberCheck('000000001')).toBe('99');
    expect(computeIpiNameNumberCheck('000000000')).toBe('00');
  });
});
