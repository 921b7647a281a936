import type { AccountProfile } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import type { UserRow } from '../auth/index.js';
import { listAdditionalEmailRows, presentAdditionalEmail } from './additional-email-rows.js';
import { findBusinessDetails, presentBusinessDetails } from './business-details.js';
import type { ProfileSettingsRow } from './tables.js';
import { findProfileSettings } from './settings-row.js';

/** Where the label image is served; the version changes with each image so browsers fetch the new one. */
const labelImageUrl = (settings: ProfileSettingsRow) =>
  settings.labelImageKey ? `/api/profile/label-profile/image?v=${settings.labelImageKey.split('/').pop()}` : null;

/** The rest of the profile for the current-user answer: three small reads by primary key or user. */
export async function loadAccountProfile(deps: AppDeps, user: UserRow): Promise<AccountProfile> {
  const [settings, business, emails] = await Promise.all([
    findProfileSettings(deps.db, user.id),
    user.type === 'label' ? findBusinessDetails(deps.db, user.id) : Promise.resolve(null),
    listAdditionalEmailRows(deps.db, user.id),
  ]);
  const communication = emails.find((row) => row.isCommunication && row.confirmedAt);
  return {
    artistInfo: {
      artistName: user.artistName,
      genre: settings?.artistGenre ?? null,
      about: settings?.artistAbout ?? null,
    },
    newsletter: settings?.newsletter ?? false,
    billing:
      settings?.billingName && settings.citizenship
        ? {
            billingName: settings.billingName,
            company: settings.billingCompany,
            vatNumber: settings.billingVatNumber,
            citizenship: settings.citizenship,
            nationality: settings.nationality,
          }
        : null,
    business: business ? presentBusinessDetails(business) : null,
    labelProfile:
      user.type === 'label'
        ? {
            name: settings?.labelName ?? user.artistName ?? user.displayName ?? user.username,
            about: settings?.labelAbout ?? null,
            imageUrl: settings ? labelImageUrl(settings) : null,
            links: {
              instagram: settings?.instagramUrl ?? null,
              facebook: settings?.facebookUrl ?? null,
              x: settings?.xUrl ?? null,
              youtube: settings?.youtubeUrl ?? null,
            },
          }
        : null,
    additionalEmails: emails.map(presentAdditionalEmail),
    // The sign-in address is confirmed with the account; a chosen additional one only once its link was opened.
    communicationEmail: communication
      ? { email: communication.email, confirmed: true }
      : { email: user.email, confirmed: user.confirmedAt !== null },
  };
}
