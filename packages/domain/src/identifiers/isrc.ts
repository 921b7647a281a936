import { isIsrcCountryCode } from './isrc-country-codes.js';
import { invalid, stripSeparators, valid, type IdentifierCheck } from './result.js';

/**
 * ISRC (ISO 3901): CC-XXX-YY-NNNNN = country (2 letters), registrant (3 letters or digits),
 * year of reference (2 digits), designation (5 digits). Stored and sent to stores without
 * hyphens, upper case. It has no check digit, so only the shape can be verified.
 */
export const ISRC_PATTERN = /^[A-Z]{2}[A-Z0-9]{3}[0-9]{7}$/;

/** Upper-cases and removes hyphens/spaces; does not validate. */
export function normalizeIsrc(input: string): string {
  return stripSeparators(input).toUpperCase();
}

export function checkIsrc(input: string): IdentifierCheck {
  const code = normalizeIsrc(input);
  if (code.length === 0) return invalid('ISRC is empty.');
  if (/[^A-Z0-9]/.test(code)) {
    return invalid(`ISRC "${input}" contains characters other than letters, digits and hyphens.`);
  }
  if (code.length !== 12) {
    return invalid(`ISRC "${input}" has ${code.length} characters; it needs 12 (CC-XXX-YY-NNNNN).`);
  }
  if (!/^[A-Z]{2}/.test(code)) {
    return invalid(`ISRC "${input}" must start with a two-letter country code (e.g. US, GB).`);
  }
  if (!/^[0-9]{7}$/.test(code.slice(5))) {
    return invalid(`ISRC "${input}" must end with 7 digits: a 2-digit year and a 5-digit number.`);
  }
  if (!isIsrcCountryCode(code.slice(0, 2))) {
    return invalid(
      `ISRC "${input}" starts with "${code.slice(0, 2)}", which is not a country code the ISRC agencies issue; check the first two letters.`,
    );
  }
  return valid(code);
}

export function isValidIsrc(input: string): boolean {
  return checkIsrc(input).ok;
}

/** Hyphenated display form: USRC17607839 -> US-RC1-76-07839. Throws on an invalid ISRC. */
export function formatIsrc(input: string): string {
  const code = requireIsrc(input);
  return `${code.slice(0, 2)}-${code.slice(2, 5)}-${code.slice(5, 7)}-${code.slice(7)}`;
}

export interface IsrcParts {
  /** Country code + registrant code, five characters, e.g. "USRC1". */
  registrantPrefix: string;
  /** Full year (2025) or its last two digits (25). */
  year: number;
  /** Designation counter within the year, 1 to 99999. */
  counter: number;
}

/**
 * Assigns an ISRC from an account's registrant prefix and its yearly counter. Uniqueness of
 * the counter is the caller's job (a database sequence); this only formats and guards ranges.
 */
export function buildIsrc({ registrantPrefix, year, counter }: IsrcParts): string {
  const prefix = normalizeIsrc(registrantPrefix);
  if (!/^[A-Z]{2}[A-Z0-9]{3}$/.test(prefix)) {
    throw new Error(
      `ISRC registrant prefix "${registrantPrefix}" must be 2 letters (country) and 3 letters or digits (registrant), e.g. USRC1.`,
    );
  }
  if (!isIsrcCountryCode(prefix.slice(0, 2))) {
    throw new Error(`ISRC registrant prefix "${registrantPrefix}" starts with an unknown country code.`);
  }
  if (!Number.isInteger(year) || year < 0 || (year > 99 && (year < 1900 || year > 2999))) {
    throw new Error(`ISRC year ${year} must be a full year such as 2025 or two digits such as 25.`);
  }
  if (!Number.isInteger(counter) || counter < 1 || counter > 99_999) {
    throw new Error(`ISRC counter ${counter} is outside 1-99999; the registrant's yearly range is used up.`);
  }
  const yy = String(year % 100).padStart(2, '0');
  return `${prefix}${yy}${String(counter).padStart(5, '0')}`;
}

function requireIsrc(input: string): string {
  const result = checkIsrc(input);
  if (!result.ok) throw new Error(result.error);
  return result.value;
}
