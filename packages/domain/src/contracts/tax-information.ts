import { z } from 'zod';
import { isCountryCode } from '../countries.js';
import {
  TAX_FORMS,
  TAX_INFORMATION_MESSAGES as M,
  taxFormsForResidency,
  US_PERSON_RESIDENCIES,
} from '../payouts/tax-forms.js';
import { paginated } from './common.js';
import { RatePercent, TaxProfile } from './fees-and-tax.js';
import { idParam, lineText, pageNumber, perPage, text } from './primitives.js';

const CountryCode = lineText()
  .trim()
  .toUpperCase()
  .max(60, M.country)
  .refine((code) => isCountryCode(code), M.country);

/**
 * The text fields of POST api/profile/tax (multipart, beside the "document" file part). No
 * withholding rate: the operator decides it.
 */
export const TaxInformationFields = z
  .object({
    residencyCountry: CountryCode,
    taxForm: z.enum(TAX_FORMS, { message: 'Choose the tax form you filled in' }),
  })
  .superRefine((value, ctx) => {
    if (taxFormsForResidency(value.residencyCountry).includes(value.taxForm)) return;
    const message = US_PERSON_RESIDENCIES.has(value.residencyCountry) ? M.usPersonForm : M.foreignForm;
    ctx.addIssue({ code: 'custom', path: ['taxForm'], message });
  });
export type TaxInformationFields = z.input<typeof TaxInformationFields>;

export const TAX_SUBMISSION_STATUSES = ['submitted', 'received'] as const;

/** What a payee sent: residency, the form they filled, the document's name, type and size. */
export const TaxSubmission = z.object({
  residencyCountry: text(),
  taxForm: z.enum(TAX_FORMS),
  documentName: text().nullable(),
  documentType: text().nullable(),
  documentBytes: z.number().int().nullable(),
  /** submitted: waiting for the operator; received: the operator recorded it. */
  status: z.enum(TAX_SUBMISSION_STATUSES),
  submittedAt: text(),
  reviewedAt: text().nullable(),
});
export type TaxSubmission = z.infer<typeof TaxSubmission>;

/** GET api/profile/tax: the profile the operator keeps, and what the payee last sent. */
export const MyTaxInformation = z.object({ profile: TaxProfile, submission: TaxSubmission.nullable() });
export type MyTaxInformation = z.infer<typeof MyTaxInformation>;

/** The operator's queue of submissions waiting for review. */
export const TaxSubmissionRow = TaxSubmission.extend({ userId: z.number().int(), email: text() });
export type TaxSubmissionRow = z.infer<typeof TaxSubmissionRow>;
export const TaxSubmissionsPage = paginated(TaxSubmissionRow);
export const TaxSubmissionsQuery = z.object({ page: pageNumber(), per_page: perPage(100, 20) });
export const TaxPayeeParams = z.object({ userId: idParam('Choose an account') });

/** The operator marks the form received and decides the withholding rate. */
export const ReceiveTaxFormRequest = z.object({ withholdingRate: RatePercent });
export type ReceiveTaxFormRequest = z.input<typeof ReceiveTaxFormRequest>;
