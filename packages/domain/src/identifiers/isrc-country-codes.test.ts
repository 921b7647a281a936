import { describe, expect, it } from 'vitest';
import { ISRC_COUNTRY_CODES, isIsrcCountryCode } from './isrc-country-codes.js';

describe('ISRC country codes', () => {
  it.each(['US', 'GB', 'DE', 'JP', 'BR', 'SS', 'QM', 'QT', 'QZ', 'ZZ', 'FX', 'UK', 'XK', 'gb'])(
    'accepts %s',
    (code) => {
      expect(isIsrcCountryCode(code)).toBe(true);
    },
  );

  it.each(['XX', 'AA', 'OO', 'ZY', 'EU', 'QA1', ''])('refuses %j', (code) => {
    expect(isIsrcCountryCode(code)).toBe(false);
  });

  it('holds the 249 ISO 3166-1 codes plus the agency allocations, each two capital letters', () => {
    expect(ISRC_COUNTRY_CODES.size).toBe(249 + 23);
    for (const code of ISRC_COUNTRY_CODES) expect(code).toMatch(/^[A-Z]{2}$/);
  });
});
