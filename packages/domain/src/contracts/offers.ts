import { z } from 'zod';
import { idParam, text } from './primitives.js';

/** The largest signature image accepted, decoded: a drawn name at screen size is a few dozen KB. */
export const SIGNATURE_MAX_BYTES = 512 * 1024;
const SIGNATURE_PREFIX = 'data:image/jpeg;base64,';
/** Base64 grows 4/3; the prefix and some slack on top. */
const SIGNATURE_MAX_CHARS = SIGNATURE_PREFIX.length + Math.ceil((SIGNATURE_MAX_BYTES * 4) / 3) + 4;

export const SIGNATURE_MESSAGES = {
  required: 'To proceed, please sign your name in the area above',
  notJpeg: 'The signature must be a JPEG image (data:image/jpeg;base64,...)',
  tooLarge: 'The signature image is too large; sign again in the area above',
} as const;

export const PRIORITY_MESSAGES = {
  notOffered: 'There is no priority account offer on this account',
  alreadySigned: 'The priority agreement is already signed',
  failed: 'Something went wrong! Please try again.',
  offerError: 'Something went wrong, please contact support',
} as const;

/** POST accept-priority: the drawn signature as a JPEG data URL (checked again by content on the server). */
export const AcceptPriorityRequest = z.object({
  signature: text({ error: SIGNATURE_MESSAGES.required })
    .min(1, SIGNATURE_MESSAGES.required)
    .max(SIGNATURE_MAX_CHARS, SIGNATURE_MESSAGES.tooLarge)
    .refine(
      (value) =>
        value === '' ||
        (value.startsWith(SIGNATURE_PREFIX) && /^[A-Za-z0-9+/]*={0,2}$/.test(value.slice(SIGNATURE_PREFIX.length))),
      SIGNATURE_MESSAGES.notJpeg,
    ),
});
export type AcceptPriorityRequest = z.infer<typeof AcceptPriorityRequest>;

export const AcceptPriorityResponse = z.object({
  message: text(),
  /** When the agreement was signed (ISO). */
  signedAt: text(),
  /** Where the signed contract PDF is downloaded. */
  contractUrl: text(),
});
export type AcceptPriorityResponse = z.infer<typeof AcceptPriorityResponse>;

export const ADVANCE_MESSAGES = {
  noEstimate: 'We could not generate an estimate for you at this time. Please try again later.',
  notOffered: 'There is no royalty advance offer on this account',
  failed: 'Something went wrong, please contact support',
} as const;

const Cents = text().regex(/^\d+\.\d{2}$/);

/** GET advance-estimate: what an advance on the last 12 months of earnings would be; null when there is too little history. */
export const AdvanceEstimateResponse = z.object({
  total: Cents.nullable(),
  /** Months of the last 12 with earnings booked, and their sum: the basis of the estimate. */
  monthsWithEarnings: z.number().int(),
  trailingEarnings: Cents,
});
export type AdvanceEstimateResponse = z.infer<typeof AdvanceEstimateResponse>;

/** The advance offered to this account (GET advance), or null. */
export const AdvanceOfferView = z.object({
  id: z.number().int(),
  amount: Cents,
  offeredAt: text(),
  acceptedAt: text().nullable(),
  /** Still to repay from later earnings (two decimals). */
  outstanding: Cents,
});
export type AdvanceOfferView = z.infer<typeof AdvanceOfferView>;
export const AdvanceOfferResponse = z.object({ offer: AdvanceOfferView.nullable() });
export type AdvanceOfferResponse = z.infer<typeof AdvanceOfferResponse>;

/** Operator: the offers of one account, and the change the operator makes. */
export const AccountOffersParams = z.object({ userId: idParam() });
export const AccountOffersView = z.object({
  userId: z.number().int(),
  email: text(),
  name: text(),
  priorityMember: z.boolean(),
  priorityAccepted: z.boolean(),
  prioritySignedAt: text().nullable(),
  advance: AdvanceOfferView.nullable(),
  estimate: AdvanceEstimateResponse,
});
export type AccountOffersView = z.infer<typeof AccountOffersView>;
export const UpdateAccountOffersRequest = z
  .object({
    /** Offer (true) or withdraw (false) the priority account; a signed agreement stays signed. */
    priority: z.boolean().optional(),
    /** true offers an advance of the current estimate; false withdraws an offer not yet accepted. */
    advance: z.boolean().optional(),
  })
  .refine((value) => value.priority !== undefined || value.advance !== undefined, {
    message: 'Choose what to offer or withdraw',
    path: ['priority'],
  });
export type UpdateAccountOffersRequest = z.infer<typeof UpdateAccountOffersRequest>;
