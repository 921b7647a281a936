import { SIGNED_IN_COOKIE, type MeResponse, type User } from '@liner/domain';
import Cookies from 'js-cookie';

/** A confirmed artist who finished the first-run steps: the common signed-in case. */
export function userFixture(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    email: 'ada@example.com',
    username: 'ada',
    firstName: 'Ada',
    lastName: 'Lovelace',
    displayName: 'Ada Lovelace',
    type: 'artist',
    artistName: 'Ada',
    profileImage: null,
    confirmed: true,
    banned: false,
    legacy: false,
    adminAccess: false,
    allowedAdminRoutes: [],
    completeLater: false,
    hasCompletedInit: true,
    restrictRelease: false,
    restrictNewRelease: false,
    priorityMember: false,
    priorityAccepted: false,
    instantAdvance: false,
    instantAdvanceConfirmed: false,
    promoActive: false,
    promoExists: false,
    promoActiveUntil: null,
    googleUser: false,
    isCollaborator: false,
    isSetup: true,
    currentManager: null,
    managerConfirmed: false,
    payoutFeeType: 'international',
    twoFactor: { confirmed: false, type: null, email: null, phone: null },
    details: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      displayName: 'Ada Lovelace',
      address: null,
      city: null,
      state: null,
      zip: null,
      country: null,
      countryCode: null,
      fullAddress: null,
    },
    createdAt: '2026-01-05T10:00:00.000Z',
    ...overrides,
  };
}

/** What /api/auth/me answers for that user. */
export function meFixture(user: Partial<User> = {}, acting: MeResponse['acting'] = null): MeResponse {
  return {
    user: userFixture(user),
    subscription: { active: false, gracePeriod: false, legacy: false, required: false },
    notifications: [],
    changelog: [],
    newChangelogCount: 0,
    documents: [],
    platforms: { spotify: null, audiomackConnected: false, spotifyDiscoveryMode: false },
    acting,
    profile: {
      artistInfo: { artistName: null, genre: null, about: null },
      newsletter: false,
      billing: null,
      business: null,
      labelProfile: null,
      additionalEmails: [],
      communicationEmail: { email: 'ada@example.com', confirmed: true },
    },
    identityVerification: {
      documentCountry: null,
      responseCode: null,
      bypassed: false,
      rejected: false,
      verified: false,
    },
  };
}

/** Sets the signed-in marker as a sign-in answer does; the session then loads /api/auth/me. */
export function markSignedIn(): void {
  Cookies.set(SIGNED_IN_COOKIE, '1');
}
