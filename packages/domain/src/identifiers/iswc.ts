import { invalid, stripSeparators, valid, type IdentifierCheck } from './result.js';

/**
 * ISWC (ISO 15707): T-DDD.DDD.DDD-C, stored as "T" + 10 digits. Check digit over the nine
 * work digits d1..d9: S = 1 + sum(i * di); C = (10 - S mod 10) mod 10.
 */
export function computeIswcCheckDigit(nineDigits: string): number {
  if (!/^[0-9]{9}$/.test(nineDigits)) {
    throw new Error(`ISWC work number "${nineDigits}" must be exactly 9 digits.`);
  }
  let sum = 1;
  for (let i = 0; i < 9; i += 1) sum += (i + 1) * (nineDigits.charCodeAt(i) - 48);
  return (10 - (sum % 10)) % 10;
}

/** Removes separators and upper-cases the T; does not validate. */
export function normalizeIswc(input: string): string {
  return stripSeparators(input).toUpperCase();
}

export function checkIswc(input: string): IdentifierCheck {
  const code = normalizeIswc(input);
  if (code.length === 0) return invalid('ISWC is empty.');
  if (!code.startsWith('T')) return invalid(`ISWC "${input}" must start with T (T-123.456.789-C).`);
  const digits = code.slice(1);
  if (!/^[0-9]+$/.test(digits)) return invalid(`ISWC "${input}" must have only digits after the T.`);
  if (digits.length !== 10) {
    return invalid(`ISWC "${input}" has ${digits.length} digits after the T; it needs 10 (T-123.456.789-C).`);
  }
  const expected = computeIswcCheckDigit(digits.slice(0, 9));
  const actual = digits.charCodeAt(9) - 48;
  if (expected !== actual) {
    return invalid(`ISWC "${input}" has check digit ${actual}; it should be ${expected}.`);
  }
  return valid(code);
}

export function isValidIswc(input: string): boolean {
  return checkIswc(input).ok;
}

/** Display form: T0345246801 -> T-034.524.680-1. Throws on an invalid ISWC. */
export function formatIswc(input: string): string {
  const result = checkIswc(input);
  if (!result.ok) throw new Error(result.error);
  const d = result.value.slice(1);
  return `T-${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d[9]}`;
}
