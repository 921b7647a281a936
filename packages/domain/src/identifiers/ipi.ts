import { invalid, stripSeparators, valid, type IdentifierCheck } from './result.js';

/**
 * IPI name number: 11 digits, nine digits and two check digits. The nine digits are weighted
 * 10, 9, ... 2 from the left; t = sum mod 101; the check is 0 when t is 0, else (101 - t) mod 100,
 * written with two digits.
 */
export function computeIpiNameNumberCheck(nineDigits: string): string {
  if (!/^[0-9]{9}$/.test(nineDigits)) {
    throw new Error(`IPI name number base "${nineDigits}" must be exactly 9 digits.`);
  }
  let sum = 0;
  for (let i = 0; i < 9; i += 1) sum += (nineDigits.charCodeAt(i) - 48) * (10 - i);
  const t = sum % 101;
  const check = t === 0 ? 0 : (101 - t) % 100;
  return String(check).padStart(2, '0');
}

/** Removes separators; does not validate. */
export function normalizeIpiNameNumber(input: string): string {
  return stripSeparators(input);
}

export function checkIpiNameNumber(input: string): IdentifierCheck {
  const code = normalizeIpiNameNumber(input);
  if (code.length === 0) return invalid('IPI name number is empty.');
  if (!/^[0-9]+$/.test(code)) return invalid(`IPI name number "${input}" must contain digits only.`);
  if (code.length !== 11) {
    return invalid(`IPI name number "${input}" has ${code.length} digits; it needs 11.`);
  }
  const expected = computeIpiNameNumberCheck(code.slice(0, 9));
  if (code.slice(9) !== expected) {
    return invalid(`IPI name number "${input}" ends in ${code.slice(9)}, expected ${expected}; check for a typo.`);
  }
  return valid(code);
}

export function isValidIpiNameNumber(input: string): boolean {
  return checkIpiNameNumber(input).ok;
}
