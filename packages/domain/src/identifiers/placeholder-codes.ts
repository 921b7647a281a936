import { normalizeIsrc } from './isrc.js';
import { stripSeparators } from './result.js';

/**
 * The ranges a fresh install assigns from until the operator sets real ones. They are not
 * real allocations: "ZZ" is an ISRC country code the International ISRC Agency really issues,
 * and GS1 prefixes 020-029 are for restricted circulation, never for products sold in stores.
 * So every code from these ranges is a placeholder for good, even after real ranges are set:
 * it may travel in test messages only.
 */
export const PLACEHOLDER_ISRC_PREFIX = 'ZZLNR';
export const PLACEHOLDER_UPC_COMPANY_PREFIX = '020000';

export type PlaceholderCodeKind = 'isrc' | 'upc';

/**
 * Decision: derived from the code, not a stored flag, so a code copied or imported from a
 * placeholder range is caught as well as one Liner assigned.
 */
export function isPlaceholderCode(kind: PlaceholderCodeKind, code: string): boolean {
  if (kind === 'isrc') return normalizeIsrc(code).startsWith(PLACEHOLDER_ISRC_PREFIX);
  const digits = stripSeparators(code);
  if (!/^[0-9]{8,14}$/.test(digits)) return false;
  const gtin14 = digits.padStart(14, '0');
  // A UPC-A from Liner's default range, however many leading zeros it is written with.
  if (gtin14.startsWith(`00${PLACEHOLDER_UPC_COMPANY_PREFIX}`)) return true;
  // Any GTIN with GS1 prefix 020-029 (restricted circulation): GTIN-13 02x..., i.e. 002x... as GTIN-14.
  return gtin14.startsWith('002');
}
