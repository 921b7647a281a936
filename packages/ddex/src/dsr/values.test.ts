import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { channelDisplayName, normaliseIsrc, normaliseTerritory, normaliseUpc } from './channels.js';
import { parseAmount, parseDate, parsePeriod, parseUnits } from './values.js';

describe('amounts, read exactly into micro-units', () => {
  it('reads plain, grouped, signed, bracketed and currency-marked amounts', () => {
    expect(parseAmount('12.345678')).toBe(12_345_678n);
    expect(parseAmount('1,234.5')).toBe(1_234_500_000n);
    expect(parseAmount('1.234,5', { decimalComma: true })).toBe(1_234_500_000n);
    expect(parseAmount('-0.000001')).toBe(-1n);
    expect(parseAmount('+3')).toBe(3_000_000n);
    expect(parseAmount('(2.50)')).toBe(-2_500_000n);
    expect(parseAmount('$ 0.99')).toBe(990_000n);
    expect(parseAmount('.5')).toBe(500_000n);
    expect(parseAmount('5.')).toBe(5_000_000n);
  });

  it('expands exponent notation as text, and cuts beyond the sixth decimal as parseMicros does', () => {
    expect(parseAmount('4.5E-3')).toBe(4_500n);
    expect(parseAmount('1.2e-7')).toBe(0n);
    expect(parseAmount('-7.25E+2')).toBe(-725_000_000n);
    expect(parseAmount('3E2')).toBe(300_000_000n);
    expect(parseAmount('0.0123456789')).toBe(12_345n);
    expect(parseAmount('0.1') + parseAmount('0.2')).toBe(parseAmount('0.3'));
  });

  it('refuses what is not an amount', () => {
    for (const text of ['', 'abc', '1.2.3', '--1', 'e5', 'NaN'])
      expect(() => parseAmount(text)).toThrow(/not an amount/);
  });

  it('reads whole unit counts and refuses fractions', () => {
    expect(parseUnits('1,234')).toBe(1234n);
    expect(parseUnits('12.0')).toBe(12n);
    expect(parseUnits('-3')).toBe(-3n);
    expect(parseUnits('')).toBe(0n);
    expect(parseUnits('1.234', { decimalComma: true })).toBe(1234n);
    expect(() => parseUnits('1.5')).toThrow(/not a whole number/);
  });
});

describe('dates and periods', () => {
  it('reads the date spellings statements use', () => {
    expect(parseDate('2015-08-31')).toBe('2015-08-31');
    expect(parseDate('2015-11-23T18:29:57Z')).toBe('2015-11-23');
    expect(parseDate('20151231')).toBe('2015-12-31');
    expect(parseDate('03/15/2024')).toBe('2024-03-15');
    expect(parseDate('15.03.2024')).toBe('2024-03-15');
    expect(() => parseDate('2023-02-29')).toThrow(/not a date/);
    expect(() => parseDate('soon')).toThrow(/not a date/);
  });

  it('reads periods into their first and last day', () => {
    expect(parsePeriod('2024-02')).toEqual({ start: '2024-02-01', end: '2024-02-29' });
    expect(parsePeriod('Feb 2023')).toEqual({ start: '2023-02-01', end: '2023-02-28' });
    expect(parsePeriod('September 2024')).toEqual({ start: '2024-09-01', end: '2024-09-30' });
    expect(parsePeriod('12/2024')).toEqual({ start: '2024-12-01', end: '2024-12-31' });
    expect(parsePeriod('2015-Q4')).toEqual({ start: '2015-10-01', end: '2015-12-31' });
    expect(parsePeriod('2015')).toEqual({ start: '2015-01-01', end: '2015-12-31' });
    expect(parsePeriod('2015-08-01--2015-08-31')).toEqual({ start: '2015-08-01', end: '2015-08-31' });
    expect(parsePeriod('2015-08-07')).toEqual({ start: '2015-08-07', end: '2015-08-07' });
  });
});

describe('store names, territories and identifiers', () => {
  it('maps channel names to their display names, an empty name to Other Revenue, others unchanged', () => {
    expect(channelDisplayName('Spotify Streaming')).toBe('Spotify');
    expect(channelDisplayName('IG_UGC')).toBe('Instagram UCG');
    expect(channelDisplayName('Merlin')).toBe('Admin Rebate');
    expect(channelDisplayName('  ')).toBe('Other Revenue');
    expect(channelDisplayName('Deezer')).toBe('Deezer');
  });

  it('keeps territories ISO alpha-2 and marks the rest unknown (ZZ)', () => {
    expect(['gb', 'UK', 'EL', 'Worldwide', 'multi', '', '826'].map(normaliseTerritory)).toEqual([
      'GB',
      'GB',
      'GR',
      'ZZ',
      'ZZ',
      'ZZ',
      'ZZ',
    ]);
  });

  it('normalises ISRC and UPC shapes', () => {
    expect(normaliseIsrc('us-rc1-76-07839')).toBe('USRC17607839');
    expect(normaliseIsrc('not one')).toBeUndefined();
    expect(normaliseUpc("'036000291452")).toBe('036000291452');
    expect(normaliseUpc('12')).toBeUndefined();
  });
});

describe('plain amounts (the fast path) read exactly as the general rule', () => {
  it('any amount of up to 9 integer digits and 6 decimals, with a point or a decimal comma', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 15n) + 1n, max: 10n ** 15n - 1n }),
        fc.integer({ min: 1, max: 6 }),
        (micros, decimals) => {
          const abs = micros < 0n ? -micros : micros;
          const cut = abs - (abs % 10n ** BigInt(6 - decimals)); // what `decimals` digits can say
          const text = `${micros < 0n ? '-' : ''}${cut / 1_000_000n}.${String(cut % 1_000_000n)
            .padStart(6, '0')
            .slice(0, decimals)}`;
          const expected = micros < 0n ? -cut : cut;
          expect(parseAmount(text)).toBe(expected);
          expect(parseAmount(text.replace('.', ','), { decimalComma: true })).toBe(expected);
        },
      ),
    );
    expect(parseAmount('-0.5')).toBe(-500_000n);
    expect(parseAmount('12')).toBe(12_000_000n);
    expect(parseAmount('999999999.999999')).toBe(999_999_999_999_999n);
    expect(parseAmount('1,234.5')).toBe(1_234_500_000n); // thousands separator: general path
  });

  it('whole units, plain or not', () => {
    expect(parseUnits('0012')).toBe(12n);
    expect(parseUnits('999999999999999')).toBe(999_999_999_999_999n);
    expect(parseUnits('1,234')).toBe(1234n);
  });
});
