import { describe, expect, it } from 'vitest';
import { countryCodeOf, countryName } from './countries.js';

describe('countries', () => {
  it.each([
    ['DE', 'DE'],
    ['de', 'DE'],
    [' Germany ', 'DE'],
    ['united kingdom', 'GB'],
    ['UK', 'GB'],
    ['USA', 'US'],
    ["Cote d'Ivoire", 'CI'],
    ['Côte d’Ivoire', 'CI'],
    ['Atlantis', null],
    ['XX', null],
    ['', null],
  ])('reads %j as %j', (written, code) => {
    expect(countryCodeOf(written)).toBe(code);
  });

  it('names a code in English', () => {
    expect(countryName('PT')).toBe('Portugal');
    expect(countryName('GB')).toBe('United Kingdom');
  });
});
