import { z } from 'zod';

export const ACCOUNT_TYPES = ['artist', 'label', 'collaborator'] as const;
export const AccountType = z.enum(ACCOUNT_TYPES);
export type AccountType = z.infer<typeof AccountType>;

export const ACCOUNT_TYPE_CHIP: Record<AccountType, string> = {
  label: 'Label Account',
  artist: 'Artist Account',
  collaborator: 'Collaborator',
};

export const UserDetails = z.object({
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  displayName: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  country: z.string().nullable(),
  countryCode: z.string().nullable(),
  fullAddress: z.string().nullable(),
});
export type UserDetails = z.infer<typeof UserDetails>;

export const TwoFactorState = z.object({
  confirmed: z.boolean(),
  /** 'google' = authenticator app (TOTP), 'email' = e-mailed codes, null = off. */
  type: z.enum(['google', 'email']).nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});
export type TwoFactorState = z.infer<typeof TwoFactorState>;

export const CurrentManager = z.object({ id: z.number().int(), user_manager_confirmed: z.number().int() });

export const User = z.object({
  id: z.number().int(),
  email: z.string(),
  username: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  displayName: z.string(),
  type: AccountType,
  artistName: z.string().nullable(),
  profileImage: z.string().nullable(),
  confirmed: z.boolean(),
  banned: z.boolean(),
  legacy: z.boolean(),
  adminAccess: z.boolean(),
  allowedAdminRoutes: z.array(z.string()),
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
  isCollaborator: z.boolean(),
  isSetup: z.boolean(),
  currentManager: CurrentManager.nullable(),
  managerConfirmed: z.boolean(),
  payoutFeeType: z.enum(['international', 'domestic']),
  twoFactor: TwoFactorState,
  details: UserDetails,
  createdAt: z.string(),
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
