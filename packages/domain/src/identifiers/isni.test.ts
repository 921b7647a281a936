import { describe, expect, it } from 'vitest';
import { checkIsni, computeIsniCheckCharacter, formatIsni, isValidIsni } from './isni.js';

describe('ISNI', () => {
  it.each([
    ['000000012281955X', '000000012281955X'],
    ['0000 0001 2281 955X', '000000012281955X'],
    ['0000-0001-2281-955x', '000000012281955X'],
    ['0000000081266409', '0000000081266409'],
    ['ISNI 0000 0000 8126 6409', '0000000081266409'],
  ])('accepts %j as %s', (input, expected) => {
    expect(checkIsni(input)).toEqual({ ok: true, value: expected });
    expect(isValidIsni(input)).toBe(true);
  });

  it.each([
    ['', 'ISNI is empty.'],
    ['0000000122819551', 'ISNI "0000000122819551" has check character 1, expected X; check for a typo.'],
    ['0000000081266400', 'ISNI "0000000081266400" has check character 0, expected 9; check for a typo.'],
    ['000000008126640', 'ISNI "000000008126640" has 15 characters; it needs 16 (0000 0001 2345 6789).'],
    ['0000000X81266409', 'ISNI "0000000X81266409" must be digits, with only the last character allowed to be X.'],
    ['00000000812664A9', 'ISNI "00000000812664A9" must be digits, with only the last character allowed to be X.'],
  ])('rejects %j with a precise message', (input, message) => {
    expect(checkIsni(input)).toEqual({ ok: false, error: message });
  });

  it('computes the MOD 11-2 check character', () => {
    expect(computeIsniCheckCharacter('000000012281955')).toBe('X');
    expect(computeIsniCheckCharacter('000000008126640')).toBe('9');
    expect(() => computeIsniCheckCharacter('12')).toThrow('exactly 15 digits');
  });

  it('formats in groups of four', () => {
    expect(formatIsni('000000012281955x')).toBe('0000 0001 2281 955X');
  });
});
