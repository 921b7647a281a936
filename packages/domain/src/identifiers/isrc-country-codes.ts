import { ISO_COUNTRY_CODES } from '../countries.js';

/**
 * Allocations outside the officially assigned ISO table: the user-assigned QM-QZ range, from
 * which the agency gave the United States extra codes (QM, QT, QZ...) when US ran short; ZZ for
 * registrants the agency serves directly; reserved codes kept for overflow (CP, DG, FX) or found
 * on older recordings (UK, BX for Benelux, YU and CS from before those states split); XK, used
 * for Kosovo. Accepting a rare code wrongly costs less than refusing a real recording's ISRC.
 */
const ISRC_AGENCY_ALLOCATIONS = 'QM QN QO QP QQ QR QS QT QU QV QW QX QY QZ ZZ CP DG FX UK BX YU CS XK';

/**
 * Country codes an ISRC may start with. Element 1 of an ISRC is drawn from the ISO 3166-1
 * alpha-2 table, plus codes the International ISRC Agency hands out itself. Sources: ISO 3166-1
 * (officially assigned alpha-2 codes), International ISRC Agency bulletins 2007/01 ("ZZ" for its
 * own registrants) and 2015/01 "Validating an ISRC" (overflow codes for high-demand territories).
 * Once assigned an ISRC is a dumb number: the code says nothing about where a recording was made.
 */
export const ISRC_COUNTRY_CODES: ReadonlySet<string> = new Set([
  ...ISO_COUNTRY_CODES,
  ...ISRC_AGENCY_ALLOCATIONS.split(' '),
]);

export function isIsrcCountryCode(code: string): boolean {
  return ISRC_COUNTRY_CODES.has(code.toUpperCase());
}
