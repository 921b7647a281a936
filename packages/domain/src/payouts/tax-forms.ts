/**
 * Payee tax forms. Liner's payer is treated as a US withholding agent: the royalties it pays
 * come from stores that pay through US entities, so the forms are the IRS's. A US person
 * certifies their taxpayer number on a W-9; anyone else documents foreign status (and any
 * treaty rate) on a W-8BEN (a person) or a W-8BEN-E (a company, e.g. a label). A payee abroad
 * who claims no treaty rate needs no form at all: undocumented foreign payees are withheld at
 * the full rate, which the operator sets. See docs/product/payouts.md, "Tax information".
 */
export const TAX_FORMS = ['none', 'W-9', 'W-8BEN', 'W-8BEN-E'] as const;
export type TaxForm = (typeof TAX_FORMS)[number];

/** The United States and the territories whose residents file as US persons. */
export const US_PERSON_RESIDENCIES: ReadonlySet<string> = new Set(['US', 'AS', 'GU', 'MP', 'PR', 'VI', 'UM']);

/** The forms a payee resident in `country` (ISO alpha-2) may submit, the one to suggest first. */
export function taxFormsForResidency(country: string): readonly TaxForm[] {
  return US_PERSON_RESIDENCIES.has(country) ? ['W-9'] : ['W-8BEN', 'W-8BEN-E', 'none'];
}

/** Every form but "none" is a signed document the payee attaches. */
export function needsTaxDocument(form: TaxForm): boolean {
  return form !== 'none';
}

export const TAX_FORM_LABELS: Record<TaxForm, string> = {
  none: 'No form needed',
  'W-9': 'W-9 (US person)',
  'W-8BEN': 'W-8BEN (person outside the US)',
  'W-8BEN-E': 'W-8BEN-E (company outside the US)',
};

/** Largest signed tax form document: a scan or a PDF of a few pages. */
export const TAX_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

export type TaxDocumentType = 'application/pdf' | 'image/png' | 'image/jpeg';

/** The type a document's first bytes show (never its name or declared type), or null. */
export function sniffTaxDocument(head: Uint8Array): TaxDocumentType | null {
  const starts = (...bytes: number[]) => bytes.every((byte, index) => head[index] === byte);
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'application/pdf'; // %PDF-
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  return null;
}

export const TAX_INFORMATION_MESSAGES = {
  country: 'Choose your country of residence',
  usPersonForm: 'Residents of the United States and its territories file a W-9',
  foreignForm: 'Outside the United States, choose W-8BEN (a person), W-8BEN-E (a company) or no form',
  documentMissing: 'Attach your signed tax form (PDF, PNG or JPEG)',
  documentNotNeeded: 'Without a tax form, do not attach a document',
  documentType: 'The tax form must be a PDF, PNG or JPEG file',
  documentTooLarge: `The tax form must be at most ${TAX_DOCUMENT_MAX_BYTES / 1024 / 1024} MB`,
  documentEmpty: 'The tax form file is empty',
  submitted: 'Tax information sent: an operator reviews it before your next payouts',
  noSubmission: 'This payee has not sent tax information',
  noDocument: 'This payee sent no document',
} as const;
