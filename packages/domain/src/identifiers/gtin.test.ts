import { describe, expect, it } from 'vitest';
import {
  buildGtin,
  checkEan13,
  canonicalGtin,
  checkGtin,
  checkIcpn,
  checkUpc,
  computeGtinCheckDigit,
  isValidGtin,
  toIcpn,
} from './gtin.js';

describe('GTIN check digit (UPC-A, EAN-13, GTIN-14)', () => {
  it.each([
    ['03600029145', 2], // DOMAIN.md §3 worked example
    ['400638133393', 1],
    ['012345678901', 2],
    ['0009463143205', 7],
    ['0360002914', 3], // 4·3+1+9·3+2+0+0+0+6+3·3+0 = 57 -> 3
    ['9638507', 4], // EAN-8 96385074
  ])('computes the check digit of %s as %i', (data, digit) => {
    expect(computeGtinCheckDigit(data)).toBe(digit);
  });

  it.each(['036000291452', '4006381333931', '0123456789012', '00094631432057', '190295810726', '96385074'])(
    'accepts %s',
    (code) => {
      expect(checkGtin(code)).toEqual({ ok: true, value: code });
      expect(isValidGtin(code)).toBe(true);
    },
  );

  it('ignores spaces and hyphens typed around the digits', () => {
    expect(checkGtin(' 0 36000-29145 2 ')).toEqual({ ok: true, value: '036000291452' });
  });

  it.each([
    ['', 'Barcode is empty.'],
    ['036000291453', 'UPC-A "036000291453" has check digit 3; it should be 2.'],
    ['4006381333932', 'EAN-13 "4006381333932" has check digit 2; it should be 1.'],
    ['00094631432050', 'GTIN-14 "00094631432050" has check digit 0; it should be 7.'],
    ['03600029145A', 'UPC-A "03600029145A" must contain digits only.'],
    ['0360002914', 'Barcode "0360002914" has 10 digits; it needs 8, 12, 13 or 14.'],
    ['000000000000', 'UPC-A "000000000000" is all zeros; it is not a product code.'],
    ['0000000000000', 'EAN-13 "0000000000000" is all zeros; it is not a product code.'],
    ['00000000000000', 'GTIN-14 "00000000000000" is all zeros; it is not a product code.'],
  ])('rejects %j: %s', (input, message) => {
    expect(checkGtin(input)).toEqual({ ok: false, error: message });
  });

  it('names the code as asked in UPC, EAN and ICPN checks', () => {
    expect(checkUpc('4006381333931')).toEqual({
      ok: false,
      error: 'UPC "4006381333931" has 13 digits; it needs 12.',
    });
    expect(checkEan13('036000291452')).toEqual({ ok: false, error: 'EAN "036000291452" has 12 digits; it needs 13.' });
    expect(checkIcpn('96385074')).toEqual({
      ok: false,
      error: 'UPC/EAN "96385074" has 8 digits; it needs 12, 13 or 14.',
    });
    expect(checkIcpn('036000291453')).toEqual({
      ok: false,
      error: 'UPC/EAN "036000291453" has check digit 3; it should be 2.',
    });
  });

  it('builds a code from data digits (a GS1 range) with its check digit', () => {
    expect(buildGtin('03600029145')).toBe('036000291452');
    expect(buildGtin('400638133393')).toBe('4006381333931');
    expect(() => buildGtin('12a')).toThrow('GTIN data "12a" must contain digits only.');
  });

  it('widens a UPC-12 to an ICPN without changing the check digit', () => {
    expect(toIcpn('036000291452')).toBe('0036000291452');
    expect(toIcpn('036000291452', 14)).toBe('00036000291452');
    expect(toIcpn('00094631432057', 13)).toBe('0094631432057');
    expect(toIcpn('0036000291452', 12)).toBe('036000291452');
    expect(isValidGtin(toIcpn('036000291452', 14))).toBe(true);
    expect(() => toIcpn('4006381333931', 12)).toThrow('cannot be written with 12 digits');
    expect(() => toIcpn('036000291453')).toThrow('has check digit 3; it should be 2.');
  });

  it('refuses an all-zero code in the ICPN check too', () => {
    expect(checkIcpn('0000 0000 0000')).toEqual({
      ok: false,
      error: 'UPC/EAN "0000 0000 0000" is all zeros; it is not a product code.',
    });
  });
});

describe('canonical GTIN (the stored GTIN-14 key)', () => {
  it.each([
    ['724358271058', '00724358271058'],
    ['0724358271058', '00724358271058'],
    ['00724358271058', '00724358271058'],
    ['020000000046', '00020000000046'],
    ['0020000000046', '00020000000046'],
    ['0 7243-5827105 8', '00724358271058'],
    ['4006381333931', '04006381333931'],
    ['96385074', '00000096385074'],
  ])('keys %j as %s', (input, key) => {
    expect(canonicalGtin(input)).toBe(key);
  });

  it.each(['', 'UPC-1', '123456789012345', '03600029145A'])('has no key for %j', (input) => {
    expect(canonicalGtin(input)).toBeNull();
  });
});
