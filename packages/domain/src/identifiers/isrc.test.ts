import { describe, expect, it } from 'vitest';
import { buildIsrc, checkIsrc, formatIsrc, isValidIsrc, normalizeIsrc } from './isrc.js';

describe('ISRC', () => {
  it.each([
    ['USRC17607839', 'USRC17607839'],
    ['US-RC1-76-07839', 'USRC17607839'],
    ['usrc17607839', 'USRC17607839'],
    [' us-rc1-76-07839 ', 'USRC17607839'],
    ['GBAYC1700598', 'GBAYC1700598'],
    ['JPTO09404900', 'JPTO09404900'],
    ['QZES82012345', 'QZES82012345'],
    ['QM-6N2-19-00001', 'QM6N21900001'],
    ['QT3FG2100042', 'QT3FG2100042'],
    ['ZZOPM2100001', 'ZZOPM2100001'],
    ['TCACG1234567', 'TCACG1234567'],
  ])('accepts %s as %s', (input, expected) => {
    expect(checkIsrc(input)).toEqual({ ok: true, value: expected });
    expect(normalizeIsrc(input)).toBe(expected);
  });

  it.each([
    ['', 'ISRC is empty.'],
    ['USRC1760783', 'ISRC "USRC1760783" has 11 characters; it needs 12 (CC-XXX-YY-NNNNN).'],
    ['USRC176078390', 'ISRC "USRC176078390" has 13 characters; it needs 12 (CC-XXX-YY-NNNNN).'],
    ['U1RC17607839', 'ISRC "U1RC17607839" must start with a two-letter country code (e.g. US, GB).'],
    ['USRC1760783X', 'ISRC "USRC1760783X" must end with 7 digits: a 2-digit year and a 5-digit number.'],
    ['USRC1_607839', 'ISRC "USRC1_607839" contains characters other than letters, digits and hyphens.'],
    [
      'XXRC17607839',
      'ISRC "XXRC17607839" starts with "XX", which is not a country code the ISRC agencies issue; check the first two letters.',
    ],
    [
      'aarc17607839',
      'ISRC "aarc17607839" starts with "AA", which is not a country code the ISRC agencies issue; check the first two letters.',
    ],
  ])('rejects %j with a precise message', (input, message) => {
    expect(checkIsrc(input)).toEqual({ ok: false, error: message });
    expect(isValidIsrc(input)).toBe(false);
  });

  it('formats with hyphens', () => {
    expect(formatIsrc('USRC17607839')).toBe('US-RC1-76-07839');
    expect(() => formatIsrc('nope')).toThrow('ISRC "nope" has 4 characters');
  });

  it.each([
    [{ registrantPrefix: 'USRC1', year: 1976, counter: 7839 }, 'USRC17607839'],
    [{ registrantPrefix: 'us-rc1', year: 76, counter: 7839 }, 'USRC17607839'],
    [{ registrantPrefix: 'GBAYC', year: 2017, counter: 598 }, 'GBAYC1700598'],
    [{ registrantPrefix: 'QZABC', year: 2000, counter: 1 }, 'QZABC0000001'],
    [{ registrantPrefix: 'QZABC', year: 2025, counter: 99999 }, 'QZABC2599999'],
  ])('builds %j as %s', (parts, expected) => {
    expect(buildIsrc(parts)).toBe(expected);
    expect(isValidIsrc(buildIsrc(parts))).toBe(true);
  });

  it.each([
    [{ registrantPrefix: 'US1', year: 2025, counter: 1 }, 'registrant prefix "US1" must be 2 letters'],
    [{ registrantPrefix: '12ABC', year: 2025, counter: 1 }, 'registrant prefix "12ABC"'],
    [
      { registrantPrefix: 'XXABC', year: 2025, counter: 1 },
      'registrant prefix "XXABC" starts with an unknown country code',
    ],
    [{ registrantPrefix: 'QZABC', year: 2025, counter: 0 }, 'counter 0 is outside 1-99999'],
    [{ registrantPrefix: 'QZABC', year: 2025, counter: 100000 }, 'counter 100000 is outside 1-99999'],
    [{ registrantPrefix: 'QZABC', year: 2025, counter: 1.5 }, 'counter 1.5'],
    [{ registrantPrefix: 'QZABC', year: 325, counter: 1 }, 'year 325 must be a full year'],
  ])('refuses to build from %j', (parts, message) => {
    expect(() => buildIsrc(parts)).toThrow(message);
  });
});
