import { z } from 'zod';
import { idField, text } from './primitives.js';

export const ADDITIONAL_EMAIL_MESSAGES = {
  email: 'Enter a valid e-mail address',
  sent: 'We sent a confirmation link to this address',
  verified: 'E-mail address confirmed',
  updated: 'Communication address updated',
  removed: 'E-mail address removed',
  sameAsSignIn: 'This is already your sign-in address',
  alreadyAdded: 'You already added this address',
  tooMany: 'You can add up to 5 addresses; remove one first',
  badLink: 'This confirmation link is invalid or has expired',
  notConfirmed: 'Confirm this address before using it for mail',
  notFound: 'No such e-mail address',
} as const;

export const MAX_ADDITIONAL_EMAILS = 5;
/** A confirmation link lives this many hours. */
export const ADDITIONAL_EMAIL_LINK_HOURS = 48;

const email = text({ message: ADDITIONAL_EMAIL_MESSAGES.email })
  .trim()
  .toLowerCase()
  .min(1, ADDITIONAL_EMAIL_MESSAGES.email)
  .max(254, ADDITIONAL_EMAIL_MESSAGES.email)
  .email(ADDITIONAL_EMAIL_MESSAGES.email);

/** additional-email/init: add an address and mail it a confirmation link. */
export const AddAdditionalEmailRequest = z.object({ email });
export type AddAdditionalEmailRequest = z.infer<typeof AddAdditionalEmailRequest>;

/** additional-email/verify: the token of the link (from the profile/verify/{token} page). */
export const VerifyAdditionalEmailRequest = z.object({
  token: text({ message: ADDITIONAL_EMAIL_MESSAGES.badLink })
    .trim()
    .min(1, ADDITIONAL_EMAIL_MESSAGES.badLink)
    .max(200, ADDITIONAL_EMAIL_MESSAGES.badLink),
});

/** additional-email/update: make a confirmed address the communication address, or stop using it. */
export const UpdateAdditionalEmailRequest = z.object({ id: idField(), communication: z.boolean() });
export type UpdateAdditionalEmailRequest = z.infer<typeof UpdateAdditionalEmailRequest>;

export const RemoveAdditionalEmailRequest = z.object({ id: idField() });

export const AdditionalEmail = z.object({
  id: z.number().int(),
  email: text(),
  confirmed: z.boolean(),
  communication: z.boolean(),
});
export type AdditionalEmail = z.infer<typeof AdditionalEmail>;

/** Where Liner writes to the person: the chosen confirmed address, else the sign-in one. */
export const CommunicationEmail = z.object({ email: text(), confirmed: z.boolean() });
