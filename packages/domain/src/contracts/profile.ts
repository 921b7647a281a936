import { z } from 'zod';
import { lineText, text } from './primitives.js';
import { NewPassword } from './auth.js';

import { ADDRESS_MESSAGES } from './address.js';

export { ADDRESS_MESSAGES, UpdateAddressRequest, formatAddress } from './address.js';

/** A name: one line, no control characters. */
const required = (message: string) => lineText({ message }).trim().min(1, message).max(200);

export const UpdateNameRequest = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('legal'),
    firstName: required('Enter your first name'),
    lastName: required('Enter your last name'),
  }),
  z.object({ type: z.literal('display'), displayName: required('Enter display name') }),
]);
export type UpdateNameRequest = z.infer<typeof UpdateNameRequest>;

export const UpdatePasswordRequest = z
  .object({
    currentPassword: text({ message: 'Enter your current password' }).min(1, 'Enter your current password').max(200),
    password: text({ message: 'Enter a new password' }).pipe(NewPassword),
    password_confirmation: text().optional(),
  })
  .refine((v) => v.password_confirmation === undefined || v.password_confirmation === v.password, {
    message: 'The passwords do not match',
    path: ['password_confirmation'],
  });
export type UpdatePasswordRequest = z.infer<typeof UpdatePasswordRequest>;

export const NAME_UPDATED = 'Name successfully updated';
export const DISPLAY_NAME_UPDATED = 'Display name successfully updated';
export const ADDRESS_UPDATED = 'Address successfully updated';
export const PASSWORD_UPDATED = 'Password successfully updated';
export const PROFILE_UPDATE_FAILED = 'Something went wrong, try refreshing the site and try again';

export const GoogleAuthSetupResponse = z.object({ qr: text(), key: text() });
export const VerifyCodeRequest = z.object({
  code: text()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code'),
});
export const ConfirmEmailAuthRequest = VerifyCodeRequest;

/**
 * Turning a second factor off needs the current password: a stolen bearer token alone must not
 * be enough to strip the account's protection, and unlike a code it still works when the phone
 * with the authenticator app is lost.
 */
export const RemoveTwoFactorRequest = z.object({
  password: text({ message: 'Enter your current password' }).min(1, 'Enter your current password').max(200),
});
export type RemoveTwoFactorRequest = z.infer<typeof RemoveTwoFactorRequest>;

export const WRONG_CURRENT_PASSWORD = 'The current password is incorrect';
export const SAME_PASSWORD = 'Choose a password different from the current one';
export const WRONG_TWO_FACTOR_CODE = 'The code is invalid or has expired';
export const TWO_FACTOR_ALREADY_ON = 'Two-factor authentication is already on. Turn it off first';
export const NO_PENDING_AUTHENTICATOR = 'Scan the QR code first';
export const AUTHENTICATOR_ENABLED = 'Authenticator app turned on';
export const AUTHENTICATOR_REMOVED = 'Authenticator app turned off';
export const EMAIL_CODE_SENT = 'We sent a code to your e-mail address';
export const EMAIL_CODES_ENABLED = 'E-mail codes turned on';
export const EMAIL_CODES_REMOVED = 'E-mail codes turned off';
/** E-mailed set-up codes expire after this many minutes. */
export const EMAIL_2FA_CODE_MINUTES = 10;

/**
 * POST init/complete: what the portal needs before it is set up: the legal name (statements,
 * contracts, tax forms), the name shown on releases (the artist or label name) and the address.
 * A payout method can wait.
 */
export const PortalInitRequest = z.object({
  firstName: required('Enter your first name'),
  lastName: required('Enter your last name'),
  displayName: required('Enter your artist or label name'),
  country: required(ADDRESS_MESSAGES.country),
  address: required(ADDRESS_MESSAGES.address),
  city: required(ADDRESS_MESSAGES.city),
  state: required(ADDRESS_MESSAGES.state),
  postcode: required(ADDRESS_MESSAGES.postcode),
});
export type PortalInitRequest = z.infer<typeof PortalInitRequest>;
export const SETUP_COMPLETED = 'Your portal is set up';
