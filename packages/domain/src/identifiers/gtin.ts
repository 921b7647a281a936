import { invalid, stripSeparators, valid, type IdentifierCheck } from './result.js';

/**
 * GTIN family: UPC-A (12 digits), EAN-13, GTIN-14 (and EAN-8). All share one mod-10 check
 * digit: from the rightmost data digit leftwards the weights are 3, 1, 3, 1...; the check digit
 * is (10 - sum mod 10) mod 10. Because weights start from the right, leading zeros do not
 * change it, so 036000291452, 0036000291452 and 00036000291452 are the same product.
 */
const GTIN_NAMES: Record<number, string> = { 8: 'EAN-8', 12: 'UPC-A', 13: 'EAN-13', 14: 'GTIN-14' };

/** Check digit for the data digits (the code without its last digit). */
export function computeGtinCheckDigit(dataDigits: string): number {
  if (!/^[0-9]+$/.test(dataDigits)) {
    throw new Error(`GTIN data "${dataDigits}" must contain digits only.`);
  }
  let sum = 0;
  for (let i = dataDigits.length - 1, weight = 3; i >= 0; i -= 1, weight = 4 - weight) {
    sum += (dataDigits.charCodeAt(i) - 48) * weight;
  }
  return (10 - (sum % 10)) % 10;
}

/** Appends the check digit: "03600029145" -> "036000291452" (e.g. for a UPC from a GS1 range). */
export function buildGtin(dataDigits: string): string {
  return dataDigits + String(computeGtinCheckDigit(dataDigits));
}

export interface GtinCheckOptions {
  /** Lengths accepted; defaults to 8, 12, 13 and 14. */
  lengths?: readonly number[];
  /** What to call the code in messages ("UPC", "barcode"); defaults to the GTIN kind. */
  label?: string;
}

export function checkGtin(input: string, options: GtinCheckOptions = {}): IdentifierCheck {
  const lengths = options.lengths ?? [8, 12, 13, 14];
  const code = stripSeparators(input);
  const label = options.label ?? GTIN_NAMES[code.length] ?? 'Barcode';
  if (code.length === 0) return invalid(`${label} is empty.`);
  if (!/^[0-9]+$/.test(code)) return invalid(`${label} "${input}" must contain digits only.`);
  if (!lengths.includes(code.length)) {
    return invalid(`${label} "${input}" has ${code.length} digits; it needs ${describeLengths(lengths)}.`);
  }
  // All zeros passes the check digit arithmetic but is nobody's product.
  if (/^0+$/.test(code)) return invalid(`${label} "${input}" is all zeros; it is not a product code.`);
  const expected = computeGtinCheckDigit(code.slice(0, -1));
  const actual = code.charCodeAt(code.length - 1) - 48;
  if (expected !== actual) {
    return invalid(`${label} "${input}" has check digit ${actual}; it should be ${expected}.`);
  }
  return valid(code);
}

export function isValidGtin(input: string): boolean {
  return checkGtin(input).ok;
}

/** UPC-A: 12 digits. */
export function checkUpc(input: string): IdentifierCheck {
  return checkGtin(input, { lengths: [12], label: 'UPC' });
}

/** EAN-13: 13 digits. */
export function checkEan13(input: string): IdentifierCheck {
  return checkGtin(input, { lengths: [13], label: 'EAN' });
}

/**
 * DDEX ICPN (the release's UPC or EAN). A UPC-A is a valid ICPN as it is; stores accept 12,
 * 13 or 14 digits, so the code is returned unchanged unless a width is asked for.
 */
export function checkIcpn(input: string): IdentifierCheck {
  return checkGtin(input, { lengths: [12, 13, 14], label: 'UPC/EAN' });
}

/** Widens a valid GTIN to 13 (EAN) or 14 (GTIN-14) digits with leading zeros: UPC-12 -> ICPN. */
export function toIcpn(input: string, width: 12 | 13 | 14 = 13): string {
  const result = checkIcpn(input);
  if (!result.ok) throw new Error(result.error);
  const code = result.value;
  if (code.length > width) {
    if (/^0+$/.test(code.slice(0, code.length - width))) return code.slice(code.length - width);
    throw new Error(`UPC/EAN "${input}" cannot be written with ${width} digits.`);
  }
  return code.padStart(width, '0');
}

/**
 * The one stored form of a GTIN: 14 digits, zero-padded on the left (GTIN-14). UPC-12, EAN-13
 * and GTIN-14 forms of one product give the same key, so a unique index on it sees them as one.
 * Only separators are removed and the check digit is not checked, so a code kept from before
 * the check still gets its key; null for anything that is not 1 to 14 digits.
 */
export function canonicalGtin(input: string): string | null {
  const code = stripSeparators(input);
  if (!/^[0-9]{1,14}$/.test(code)) return null;
  return code.padStart(14, '0');
}

function describeLengths(lengths: readonly number[]): string {
  const sorted = [...lengths].sort((a, b) => a - b);
  if (sorted.length === 1) return String(sorted[0]);
  return `${sorted.slice(0, -1).join(', ')} or ${sorted[sorted.length - 1]}`;
}
