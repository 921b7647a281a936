import { z } from 'zod';
import { text } from './primitives.js';
import { ProviderAccount } from './payout-method-types.js';
import { confirmMessage, confirmed, SecurityConfirmation } from './wallet.js';
import { parseUsPhoneNumber, PHONE_MESSAGES } from '../payouts/phone-number.js';

// ---- Venmo, Manifest and Tipalti payout methods (api/profile) ----

/** venmo/init: the US phone number the Venmo account uses, with the proof every change asks for. */
export const VenmoInitRequest = z
  .object({
    phone: text({ message: PHONE_MESSAGES.missing })
      .max(40, PHONE_MESSAGES.format)
      .transform((typed, ctx) => {
        const parsed = parseUsPhoneNumber(typed);
        if (parsed.ok) return parsed.e164;
        ctx.addIssue({ code: 'custom', message: parsed.message });
        return z.NEVER;
      }),
    ...SecurityConfirmation,
  })
  .refine(confirmed, confirmMessage());
export type VenmoInitRequest = z.infer<typeof VenmoInitRequest>;

/** manifest/init and edit/manifest: the e-mail address of the Manifest account. */
export const ManifestEmailRequest = z
  .object({
    email: text({ message: 'Enter your Manifest e-mail address' })
      .trim()
      .toLowerCase()
      .max(254, 'Enter a valid e-mail address')
      .pipe(z.email('Enter a valid e-mail address')),
    ...SecurityConfirmation,
  })
  .refine(confirmed, confirmMessage());
export type ManifestEmailRequest = z.infer<typeof ManifestEmailRequest>;

/** create/manifest-account and verify/manifest-connection answer the account as Manifest sees it. */
export const ManifestAccountResponse = z.object({ message: text(), providerAccount: ProviderAccount });
export type ManifestAccountResponse = z.infer<typeof ManifestAccountResponse>;

/** init/tipalti: the signed address of Tipalti's payee onboarding page, shown in an iframe. */
export const TipaltiOnboardingResponse = z.object({ url: text(), payeeId: text() });
export type TipaltiOnboardingResponse = z.infer<typeof TipaltiOnboardingResponse>;

/**
 * POST bank/stripe-connect: the country of the bank account (Stripe opens the account there; not
 * needed to reopen an account Stripe already has), with the proof.
 */
export const StripeConnectStartRequest = z
  .object({
    country: text({ message: 'Choose the bank country' })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, 'Choose the bank country')
      .optional(),
    ...SecurityConfirmation,
  })
  .refine(confirmed, confirmMessage());
export type StripeConnectStartRequest = z.infer<typeof StripeConnectStartRequest>;

/** bank/stripe-connect and stripe/intiate/{id}: where the browser goes to finish the bank details at Stripe. */
export const StripeOnboardingResponse = z.object({ url: text(), methodId: z.number().int() });
export type StripeOnboardingResponse = z.infer<typeof StripeOnboardingResponse>;

/** update/bank/success: the connected account as Stripe sees it after the person came back. */
export const StripeConnectOutcomeResponse = z.object({
  message: text(),
  methodId: z.number().int(),
  status: z.enum(['pending', 'verified']),
});
export type StripeConnectOutcomeResponse = z.infer<typeof StripeConnectOutcomeResponse>;

export const PROVIDER_METHOD_MESSAGES = {
  venmoCodeSent: 'We sent a 6-digit code by SMS to your phone',
  venmoVerified: 'Venmo connected',
  venmoRemoved: 'Venmo removed',
  noPendingVenmo: 'Start by entering your Venmo phone number',
  resendTooSoon: 'A code was sent less than a minute ago; wait a moment before asking for another',
  tooManyCodes: 'Too many codes were sent. Please wait an hour and try again',
  manifestCodeSent: 'We sent a 6-digit code to your Manifest e-mail address',
  manifestVerified: 'Manifest e-mail address confirmed',
  manifestRemoved: 'Manifest removed',
  noPendingManifest: 'Start by entering your Manifest e-mail address',
  noManifest: 'Connect your Manifest e-mail address first',
  manifestNotVerified: 'Confirm your Manifest e-mail address first',
  noManifestAccount: 'Create your Manifest account first',
  manifestAccountCreated: 'Your Manifest account was created',
  manifestConnected: 'Manifest is connected and can receive payouts',
  manifestStillPending: 'Manifest has not activated your account yet; finish the steps Manifest e-mailed you',
  manifestUnavailable: 'Manifest could not be reached. Please try again later',
  tipaltiOff: 'Tipalti payouts are not set up on this server',
  tipaltiRemoved: 'Tipalti removed',
  stripeConnectOff: 'Bank payouts through Stripe are not set up on this server; add your bank account by hand',
  stripeCountryUnsupported: 'Stripe cannot pay bank accounts in this country; add your bank account by hand',
  stripeUnavailable: 'Stripe could not be reached. Please try again later',
  stripeConnected: 'Your bank account is connected through Stripe and can receive payouts',
  stripeStillPending: 'Stripe still needs a few details from you before it can pay your bank account',
  noStripeConnect: 'Connect your bank account through Stripe first',
  stripeRemoved: 'Bank account (Stripe) removed',
  nothingToRemove: 'There is no such payout method to remove',
  venmoUsdOnly: 'Venmo is paid in US dollars only, and this server keeps wallets in another currency',
  notSendableYet: 'Payouts cannot be sent to Manifest yet; choose PayPal, Venmo, Tipalti or a bank account',
} as const;
