import { describe, expect, it } from 'vitest';
import { codeWithPlaceholderNote } from './placeholder-code.js';

describe('codeWithPlaceholderNote', () => {
  it.each([
    ['isrc', 'ZZLNR2500001', 'ZZLNR2500001 (placeholder)'],
    ['isrc', 'USRC17607839', 'USRC17607839'],
    ['upc', '020000000046', '020000000046 (placeholder)'],
    ['upc', '036000291452', '036000291452'],
  ] as const)('shows %s %s as %j', (kind, code, shown) => {
    expect(codeWithPlaceholderNote(kind, code)).toBe(shown);
  });
});
