import { describe, expect, it } from 'vitest';
import { TaxInformationFields } from '../contracts/tax-information.js';
import { needsTaxDocument, sniffTaxDocument, taxFormsForResidency } from './tax-forms.js';

describe('tax forms by residency', () => {
  it.each([
    ['US', ['W-9']],
    ['PR', ['W-9']],
    ['GU', ['W-9']],
    ['DE', ['W-8BEN', 'W-8BEN-E', 'none']],
    ['CA', ['W-8BEN', 'W-8BEN-E', 'none']],
  ])('%s files %j', (country, forms) => {
    expect(taxFormsForResidency(country)).toEqual(forms);
  });

  it('asks for a document with every form but none', () => {
    expect(needsTaxDocument('W-9')).toBe(true);
    expect(needsTaxDocument('W-8BEN-E')).toBe(true);
    expect(needsTaxDocument('none')).toBe(false);
  });

  it('checks the country and the form together', () => {
    expect(TaxInformationFields.parse({ residencyCountry: ' de ', taxForm: 'W-8BEN' })).toEqual({
      residencyCountry: 'DE',
      taxForm: 'W-8BEN',
    });
    expect(TaxInformationFields.safeParse({ residencyCountry: 'XX', taxForm: 'W-8BEN' }).success).toBe(false);
    expect(TaxInformationFields.safeParse({ residencyCountry: 'US', taxForm: 'none' }).success).toBe(false);
  });
});

describe('document type by content', () => {
  it.each([
    ['a PDF', [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31], 'application/pdf'],
    ['a PNG', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'image/png'],
    ['a JPEG', [0xff, 0xd8, 0xff, 0xe0], 'image/jpeg'],
    ['a ZIP renamed .pdf', [0x50, 0x4b, 0x03, 0x04], null],
    ['text', [0x25, 0x50, 0x44], null],
    ['nothing', [], null],
  ])('%s', (_name, bytes, type) => {
    expect(sniffTaxDocument(Uint8Array.from(bytes))).toBe(type);
  });
});
