import { z } from 'zod';
import { text } from './primitives.js';

export const ACCOUNT_TYPES = ['artist', 'label', 'collaborator'] as const;
export const AccountType = z.enum(ACCOUNT_TYPES);
export type AccountType = z.infer<typeof AccountType>;

export const ACCOUNT_TYPE_CHIP: Record<AccountType, string> = {
  label: 'Label Account',
  artist: 'Artist Account',
  collaborator: 'Collaborator',
};

export const UserDetails = z.object({
  firstName: text().nullable(),
  lastName: text().nullable(),
  displayName: text().nullable(),
  address: text().nullable(),
  city: text().nullable(),
  state: text().nullable(),
  zip: text().nullable(),
  country: text().nullable(),
  countryCode: text().nullable(),
  fullAddress: text().nullable(),
});
export type UserDetails = z.infer<typeof UserDetails>;

export const TwoFactorState = z.object({
  confirmed: z.boolean(),
  /** 'google' = authenticator app (TOTP), 'email' = e-mailed codes, null = off. */
  type: z.enum(['google', 'email']).nullable(),
  email: text().nullable(),
  phone: text().nullable(),
});
export type TwoFactorState = z.infer<typeof TwoFactorState>;

export const CurrentManager = z.object({ id: z.number().int(), user_manager_confirmed: z.number().int() });

export const User = z.object({
  id: z.number().int(),
  email: text(),
  username: text(),
  firstName: text().nullable(),
  lastName: text().nullable(),
  displayName: text(),
  type: AccountType,
  artistName: text().nullable(),
  profileImage: text().nullable(),
  confirmed: z.boolean(),
  banned: z.boolean(),
  legacy: z.boolean(),
  adminAccess: z.boolean(),
  allowedAdminRoutes: z.array(text()),
  completeLater: z.boolean(),
  hasCompletedInit: z.boolean(),
  restrictRelease: z.boolean(),
  restrictNewRelease: z.boolean(),
  priorityMember: z.boolean(),
  priorityAccepted: z.boolean(),
  instantAdvance: z.boolean(),
  instantAdvanceConfirmed: z.boolean(),
  promoActive: z.boolean(),
  promoExists: z.boolean(),
  /** End of the latest promotional code's free period (ISO), or null when none was applied. */
  promoActiveUntil: text().nullable(),
  /** Signs in with Google (a linked Google account). */
  googleUser: z.boolean(),
  isCollaborator: z.boolean(),
  isSetup: z.boolean(),
  currentManager: CurrentManager.nullable(),
  managerConfirmed: z.boolean(),
  payoutFeeType: z.enum(['international', 'domestic']),
  twoFactor: TwoFactorState,
  details: UserDetails,
  createdAt: text(),
});
export type User = z.infer<typeof User>;

export const Subscription = z.object({
  active: z.boolean(),
  gracePeriod: z.boolean(),
  legacy: z.boolean(),
  /** Operator setting: when false (self-hosted default) artists need no subscription. */
  required: z.boolean(),
});
export type Subscription = z.infer<typeof Subscription>;
