import { describe, expect, it } from 'vitest';
import { isPlaceholderCode } from './placeholder-codes.js';

describe('isPlaceholderCode', () => {
  it.each([
    ['isrc', 'ZZLNR2500001', true],
    ['isrc', 'zz-lnr-25-00001', true],
    ['isrc', 'ZZABC2500001', false],
    ['isrc', 'USRC17607839', false],
    ['upc', '020000000046', true],
    ['upc', '0020000000046', true],
    ['upc', '00020000000046', true],
    ['upc', '0200000000004', true],
    ['upc', '200000000003', true],
    ['upc', '036000291452', false],
    ['upc', '4006381333931', false],
    ['upc', 'not a code', false],
  ] as const)('%s %s -> %s', (kind, code, expected) => {
    expect(isPlaceholderCode(kind, code)).toBe(expected);
  });
});
