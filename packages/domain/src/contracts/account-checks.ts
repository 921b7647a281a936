import { z } from 'zod';
import { text } from './primitives.js';

/** GET verification/eligibility: may the account start identity verification, and if not, what is missing. */
export const VerificationEligibility = z.object({
  eligible: z.boolean(),
  /** What to do first, in the words shown to the person; empty when eligible. */
  missing: z.array(text()),
});
export type VerificationEligibility = z.infer<typeof VerificationEligibility>;

export const VERIFICATION_MISSING = {
  confirmEmail: 'Confirm your e-mail address first',
  completeProfile: 'Add your legal name and address in your profile first',
} as const;

/** GET releases/has-live: whether the account has a release live in the stores. */
export const HasLiveRelease = z.object({ hasLive: z.boolean() });
export type HasLiveRelease = z.infer<typeof HasLiveRelease>;

export const NO_EMAIL_CODES = 'E-mail codes are not turned on for this account. Use your authenticator app';
export const LOGIN_CODE_SENT = 'A sign-in code has been sent to your e-mail address';
