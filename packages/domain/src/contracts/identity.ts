import { z } from 'zod';
import { isCountryCode } from '../countries.js';
import { paginated } from './common.js';
import { idParam, lineText, multilineText, pageNumber, perPage, text } from './primitives.js';

/** The identity documents a check accepts; the hosted provider knows the same three. */
export const IDENTITY_DOCUMENT_TYPES = ['passport', 'id-card', 'driving-licence'] as const;
export type IdentityDocumentType = (typeof IDENTITY_DOCUMENT_TYPES)[number];

export const IDENTITY_DOCUMENT_LABELS: Record<IdentityDocumentType, string> = {
  passport: 'Passport',
  'id-card': 'National identity card',
  'driving-licence': 'Driving licence',
};

/** A card has a back side to photograph; a passport's photo page is the whole document. */
export function documentHasBack(type: IdentityDocumentType): boolean {
  return type !== 'passport';
}

export const IDENTITY_CHECK_STATUSES = [
  'requested',
  'submitted',
  'processing',
  'approved',
  'rejected',
  'bypassed',
] as const;
export type IdentityCheckStatus = (typeof IDENTITY_CHECK_STATUSES)[number];

/** The image parts of a submission, by multipart field name. */
export const IDENTITY_IMAGE_SIDES = ['front', 'back', 'selfie'] as const;
export type IdentityImageSide = (typeof IDENTITY_IMAGE_SIDES)[number];

/** What a photo must be: the checks run on its content, not on its name or declared type. */
export const IDENTITY_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const IDENTITY_IMAGE_MIN_SHORT_SIDE = 480;
export const IDENTITY_IMAGE_MIN_LONG_SIDE = 640;

export const IDENTITY_MESSAGES = {
  country: 'Choose the country that issued the document',
  documentType: 'Choose a passport, an identity card or a driving licence',
  notEligible: 'Confirm your e-mail address and complete your legal name and address before verifying your identity',
  alreadyVerified: 'Your identity is already verified',
  alreadySubmitted: 'Your documents were sent and are being checked',
  notRequested: 'Start the verification first: choose the country and the document',
  providerUnavailable: 'The identity service cannot be reached just now. Try again in a few minutes',
  hostedProvider: 'This server verifies identities with its hosted provider: continue on its page instead',
  checkId: 'Choose the verification you are sending photos for',
  imageMissing: (side: IdentityImageSide) =>
    side === 'selfie'
      ? 'Add a selfie'
      : side === 'front'
        ? 'Add a photo of the front of the document'
        : 'Add a photo of the back of the document',
  backNotNeeded: 'A passport has no back side: send its photo page as the front',
  imageTooLarge: `Each photo may be at most ${IDENTITY_IMAGE_MAX_BYTES / 1024 / 1024} MB`,
  imageType: 'Send a JPEG or PNG photo',
  imageHeic: 'HEIC photos are not accepted: send a JPEG or PNG (on an iPhone, Camera > Formats > Most Compatible)',
  imageTooSmall: `The photo is too small to read: at least ${IDENTITY_IMAGE_MIN_LONG_SIDE} × ${IDENTITY_IMAGE_MIN_SHORT_SIDE} pixels`,
  notWaiting: 'This verification is not waiting for a decision',
  reason: 'Say why the verification is rejected: the person reads it',
  rejectedPayouts:
    'Payouts are blocked because your identity verification was rejected. Verify your identity again to request a payout',
  requiredPayouts: 'Verify your identity before requesting a payout',
} as const;

/** Payout refusals the web links to the verification page by. */
export const IDENTITY_PAYOUT_REASONS = ['IDENTITY_REJECTED', 'IDENTITY_REQUIRED'] as const;

const CountryCode = lineText()
  .trim()
  .toUpperCase()
  .max(60, IDENTITY_MESSAGES.country)
  .refine((code) => isCountryCode(code), IDENTITY_MESSAGES.country);

const DocumentType = z.enum(IDENTITY_DOCUMENT_TYPES, { message: IDENTITY_MESSAGES.documentType });

/** POST support/verification/request: which document the person will show. */
export const IdentityVerificationRequest = z.object({ documentCountry: CountryCode, documentType: DocumentType });
export type IdentityVerificationRequest = z.input<typeof IdentityVerificationRequest>;

/** The text field of POST support/verification/submit, beside the front, back and selfie file parts. */
export const IdentitySubmitFields = z.object({ checkId: idParam(IDENTITY_MESSAGES.checkId) });

/** One check as its owner sees it. `hosted` carries the hosted provider's page while it waits for the person. */
export const IdentityCheck = z.object({
  id: z.number().int(),
  provider: text(),
  status: z.enum(IDENTITY_CHECK_STATUSES),
  documentCountry: text().nullable(),
  documentType: z.enum(IDENTITY_DOCUMENT_TYPES).nullable(),
  rejectedReason: text().nullable(),
  requestedAt: text(),
  submittedAt: text().nullable(),
  reviewedAt: text().nullable(),
  hosted: z.object({ url: text().nullable(), clientSecret: text().nullable() }).nullable(),
});
export type IdentityCheck = z.infer<typeof IdentityCheck>;

/** The account's identity flags, as `me` carries them. */
export const IdentityFlags = z.object({
  documentCountry: text().nullable(),
  responseCode: text().nullable(),
  bypassed: z.boolean(),
  rejected: z.boolean(),
  verified: z.boolean(),
});
export type IdentityFlags = z.infer<typeof IdentityFlags>;

/** GET support/verification: the latest check, the flags, and whether payouts wait for a verification. */
export const IdentityVerificationStatus = z.object({
  check: IdentityCheck.nullable(),
  flags: IdentityFlags,
  /** 'review': photos uploaded here for an operator; 'stripe': the hosted provider's page. */
  provider: z.enum(['review', 'stripe']),
  requiredForPayouts: z.boolean(),
});
export type IdentityVerificationStatus = z.infer<typeof IdentityVerificationStatus>;

/** A check waiting in the operator's queue. */
export const IdentityReviewRow = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  email: text(),
  name: text(),
  documentCountry: text().nullable(),
  documentType: z.enum(IDENTITY_DOCUMENT_TYPES).nullable(),
  hasBack: z.boolean(),
  submittedAt: text(),
});
export type IdentityReviewRow = z.infer<typeof IdentityReviewRow>;
export const IdentityReviewPage = paginated(IdentityReviewRow);
export const IdentityReviewQuery = z.object({ page: pageNumber(), per_page: perPage(100, 20) });
export const IdentityCheckParams = z.object({ id: idParam('Choose a verification') });
export const IdentityImageParams = z.object({
  id: idParam('Choose a verification'),
  side: z.enum(IDENTITY_IMAGE_SIDES, { message: 'Choose front, back or selfie' }),
});

export const IDENTITY_DECISIONS = ['approve', 'reject', 'bypass'] as const;
export type IdentityDecision = (typeof IDENTITY_DECISIONS)[number];

const DecisionReason = multilineText().trim().max(500, 'Keep the reason under 500 characters');
/** A rejection's reason on its own, as the operator's reason field checks it before sending. */
export const IdentityRejectReason = DecisionReason.min(1, IDENTITY_MESSAGES.reason);

/** The operator's decision; a rejection says why, in words the person reads. */
export const IdentityDecisionRequest = z
  .object({
    decision: z.enum(IDENTITY_DECISIONS, { message: 'Choose approve, reject or bypass' }),
    reason: DecisionReason.optional(),
  })
  .refine((value) => value.decision !== 'reject' || (value.reason ?? '').length > 0, {
    message: IDENTITY_MESSAGES.reason,
    path: ['reason'],
  });
export type IdentityDecisionRequest = z.input<typeof IdentityDecisionRequest>;

/** The operator setting: payouts wait for a verified (or bypassed) identity. */
export const IdentityRequiredSetting = z.object({ required: z.boolean() });
export type IdentityRequiredSetting = z.infer<typeof IdentityRequiredSetting>;
