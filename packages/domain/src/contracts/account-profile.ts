import { z } from 'zod';
import { ArtistInfo, BillingDetails } from './account-settings.js';
import { AdditionalEmail, CommunicationEmail } from './additional-emails.js';
import { BusinessDetails } from './business-details.js';
import { LabelProfile } from './label-profile.js';

/** The rest of the profile, in the current-user answer beside the user. */
export const AccountProfile = z.object({
  artistInfo: ArtistInfo,
  newsletter: z.boolean(),
  billing: BillingDetails.nullable(),
  business: BusinessDetails.nullable(),
  labelProfile: LabelProfile.nullable(),
  additionalEmails: z.array(AdditionalEmail),
  communicationEmail: CommunicationEmail,
});
export type AccountProfile = z.infer<typeof AccountProfile>;
