import { invalid, stripSeparators, valid, type IdentifierCheck } from './result.js';

/**
 * ISNI (ISO 27729): 16 characters, 15 digits and a check character, shown in groups of four.
 * The check is ISO 7064 MOD 11-2: t = 0; for each digit t = ((t + d) * 2) mod 11;
 * r = (12 - t) mod 11; 10 is written X.
 */
export function computeIsniCheckCharacter(fifteenDigits: string): string {
  if (!/^[0-9]{15}$/.test(fifteenDigits)) {
    throw new Error(`ISNI base "${fifteenDigits}" must be exactly 15 digits.`);
  }
  let total = 0;
  for (let i = 0; i < 15; i += 1) total = ((total + (fifteenDigits.charCodeAt(i) - 48)) * 2) % 11;
  const result = (12 - total) % 11;
  return result === 10 ? 'X' : String(result);
}

/** Removes separators (and an "ISNI" label) and upper-cases the X; does not validate. */
export function normalizeIsni(input: string): string {
  return stripSeparators(input)
    .toUpperCase()
    .replace(/^ISNI:?/, '');
}

export function checkIsni(input: string): IdentifierCheck {
  const code = normalizeIsni(input);
  if (code.length === 0) return invalid('ISNI is empty.');
  if (!/^[0-9]*[0-9X]$/.test(code)) {
    return invalid(`ISNI "${input}" must be digits, with only the last character allowed to be X.`);
  }
  if (code.length !== 16) {
    return invalid(`ISNI "${input}" has ${code.length} characters; it needs 16 (0000 0001 2345 6789).`);
  }
  const expected = computeIsniCheckCharacter(code.slice(0, 15));
  if (code[15] !== expected) {
    return invalid(`ISNI "${input}" has check character ${code[15]}, expected ${expected}; check for a typo.`);
  }
  return valid(code);
}

export function isValidIsni(input: string): boolean {
  return checkIsni(input).ok;
}

/** Display form in groups of four: 000000012281955X -> 0000 0001 2281 955X. */
export function formatIsni(input: string): string {
  const result = checkIsni(input);
  if (!result.ok) throw new Error(result.error);
  return result.value.replace(/(.{4})(?=.)/g, '$1 ');
}
