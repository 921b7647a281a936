import { z } from 'zod';
import { lineText, multilineText, text } from './primitives.js';

/** An optional one-line field: empty or spaces mean "not given" and are stored as nothing. */
export const optionalLine = (max: number) =>
  lineText()
    .trim()
    .max(max)
    .optional()
    .transform((value) => (value ? value : null));

const requiredLine = (message: string, max = 200) => lineText({ message }).trim().min(1, message).max(max);

export const ARTIST_INFO_MESSAGES = {
  artistName: 'Enter your artist name',
  aboutTooLong: 'Keep the biography under 2,000 characters',
} as const;

/** update/artist-info: the name the stores show and a short biography. */
export const UpdateArtistInfoRequest = z.object({
  artistName: requiredLine(ARTIST_INFO_MESSAGES.artistName),
  genre: optionalLine(100),
  about: multilineText()
    .trim()
    .max(2000, ARTIST_INFO_MESSAGES.aboutTooLong)
    .optional()
    .transform((value) => (value ? value : null)),
});
export type UpdateArtistInfoRequest = z.infer<typeof UpdateArtistInfoRequest>;

export const UpdateNewsletterRequest = z.object({ subscribed: z.boolean({ message: 'Choose yes or no' }) });
export type UpdateNewsletterRequest = z.infer<typeof UpdateNewsletterRequest>;

export const BILLING_MESSAGES = {
  billingName: 'Enter the name for your invoices',
  citizenship: 'Enter your citizenship',
  vatNumber: 'A VAT number is letters and digits, 4 to 20 of them',
} as const;

/** update/billing: who invoices are made out to. The postal address is the profile's address. */
export const UpdateBillingRequest = z.object({
  billingName: requiredLine(BILLING_MESSAGES.billingName),
  company: optionalLine(200),
  vatNumber: lineText()
    .trim()
    .max(40, BILLING_MESSAGES.vatNumber)
    .optional()
    // Spaces, dots and dashes people type between groups are not part of the number.
    .transform((value) => (value ? value.replace(/[\s.-]/g, '').toUpperCase() : null))
    .refine((value) => value === null || /^[A-Z0-9]{4,20}$/.test(value), BILLING_MESSAGES.vatNumber),
  citizenship: requiredLine(BILLING_MESSAGES.citizenship, 100),
  nationality: optionalLine(100),
});
export type UpdateBillingRequest = z.infer<typeof UpdateBillingRequest>;

export const ArtistInfo = z.object({
  artistName: text().nullable(),
  genre: text().nullable(),
  about: text().nullable(),
});
export type ArtistInfo = z.infer<typeof ArtistInfo>;

export const BillingDetails = z.object({
  billingName: text(),
  company: text().nullable(),
  vatNumber: text().nullable(),
  citizenship: text(),
  nationality: text().nullable(),
});
export type BillingDetails = z.infer<typeof BillingDetails>;

/** Who at this Liner install looks after accounts: its operators, by name (never their sign-in address). */
export const Representative = z.object({ id: z.number().int(), name: text(), role: text() });
export const RepresentativesResponse = z.object({
  representatives: z.array(Representative),
  /** Where to write: the install's sender address. */
  contactEmail: text(),
});
export type RepresentativesResponse = z.infer<typeof RepresentativesResponse>;

export const ACCOUNT_SETTINGS_MESSAGES = {
  artistInfoSaved: 'Artist info successfully updated',
  newsletterOn: 'You are subscribed to the newsletter',
  newsletterOff: 'You are unsubscribed from the newsletter',
  billingSaved: 'Billing details successfully updated',
  upgraded: 'Your account is now a label account',
  alreadyLabel: 'This account is already a label account',
  collaboratorUpgrade: 'A collaborator account upgrades through billing: choose a plan first',
} as const;
