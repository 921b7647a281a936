import { isUnset, resolveDisplayName, type TwoFactorState, type User } from '@liner/domain';
import type { UserRow } from './sessions.js';
import type { userDetails } from './tables.js';

export type UserDetailsRow = typeof userDetails.$inferSelect;

/** Which second factor is on; the authenticator app wins when both are. */
export function twoFactorStateOf(user: UserRow): TwoFactorState {
  const hasTotp = user.totpEnabledAt !== null && user.totpSecret !== null;
  const hasEmailCodes = user.emailTwoFactorEnabledAt !== null;
  return {
    confirmed: hasTotp || hasEmailCodes,
    type: hasTotp ? 'google' : hasEmailCodes ? 'email' : null,
    email: hasEmailCodes ? user.email : null,
    phone: null,
  };
}

/** The profile is complete when names, display name and address parts are all filled and not "0". */
export function isProfileComplete(user: UserRow, details: UserDetailsRow | null): boolean {
  return [
    user.firstName,
    user.lastName,
    user.displayName,
    details?.address,
    details?.city,
    details?.zip,
    details?.country,
  ].every((value) => !isUnset(value));
}

/** A promo code's free period is running (the `promo_active` column is from before codes had an end). */
export function isPromoActive(user: UserRow, now: Date): boolean {
  return user.promoActive || (user.promoActiveUntil !== null && user.promoActiveUntil > now);
}

/** Maps the stored user (and its details row, if any) to the `User` contract of `me`. */
export function presentUser(user: UserRow, details: UserDetailsRow | null, now: Date = new Date()): User {
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    displayName: resolveDisplayName(user),
    type: user.type,
    artistName: user.artistName,
    profileImage: user.profileImage,
    confirmed: user.confirmedAt !== null,
    banned: user.bannedAt !== null,
    legacy: user.legacy,
    adminAccess: user.isAdmin,
    allowedAdminRoutes: user.allowedAdminRoutes,
    completeLater: user.completeLater,
    hasCompletedInit: user.hasCompletedInit,
    restrictRelease: user.restrictRelease,
    restrictNewRelease: user.restrictNewRelease,
    priorityMember: user.priorityMember,
    priorityAccepted: user.priorityAccepted,
    instantAdvance: user.instantAdvance,
    instantAdvanceConfirmed: user.instantAdvanceConfirmed,
    promoActive: isPromoActive(user, now),
    promoExists: user.promoExists,
    promoActiveUntil: user.promoActiveUntil?.toISOString() ?? null,
    googleUser: user.googleSubject !== null,
    isCollaborator: user.type === 'collaborator',
    isSetup: isProfileComplete(user, details),
    // Managers arrive with their own issue; until then nobody has one.
    currentManager: null,
    managerConfirmed: false,
    payoutFeeType: user.payoutFeeType,
    twoFactor: twoFactorStateOf(user),
    details: {
      firstName: user.firstName,
      lastName: user.lastName,
      displayName: user.displayName,
      address: details?.address ?? null,
      city: details?.city ?? null,
      state: details?.state ?? null,
      zip: details?.zip ?? null,
      country: details?.country ?? null,
      countryCode: details?.countryCode ?? null,
      fullAddress: details?.fullAddress ?? null,
    },
    createdAt: user.createdAt.toISOString(),
  };
}
