import { describe, expect, it } from 'vitest';
import { User } from '@liner/domain';
import { isProfileComplete, presentUser, twoFactorStateOf, type UserDetailsRow } from './present-user.js';
import type { UserRow } from './sessions.js';

const base: UserRow = {
  id: 1,
  email: 'ada@example.test',
  username: 'ada',
  passwordHash: 'x',
  type: 'artist',
  firstName: 'Ada',
  lastName: 'Lovelace',
  displayName: null,
  artistName: null,
  profileImage: null,
  confirmedAt: null,
  bannedAt: null,
  isAdmin: false,
  allowedAdminRoutes: [],
  legacy: false,
  hasCompletedInit: false,
  completeLater: false,
  restrictRelease: false,
  restrictNewRelease: false,
  priorityMember: false,
  priorityAccepted: false,
  instantAdvance: false,
  instantAdvanceConfirmed: false,
  promoActive: false,
  promoExists: false,
  promoActiveUntil: null,
  googleSubject: null,
  payoutFeeType: 'international',
  totpSecret: null,
  totpPendingSecret: null,
  totpEnabledAt: null,
  totpLastStep: null,
  emailTwoFactorEnabledAt: null,
  changelogReadAt: null,
  createdAt: new Date('2026-01-01T00:00:00Z'),
  updatedAt: new Date('2026-01-01T00:00:00Z'),
};
const details: UserDetailsRow = {
  userId: 1,
  address: '1 Main St',
  city: 'Berlin',
  state: 'BE',
  zip: '10115',
  country: 'Germany',
  countryCode: 'DE',
  fullAddress: '1 Main St, Berlin, BE, 10115, Germany',
  fromSearch: false,
  updatedAt: new Date(),
};

describe('presentUser', () => {
  it('matches the User contract and never carries secrets', () => {
    const user = presentUser({ ...base, totpSecret: 'SECRET' }, details);
    expect(User.parse(user)).toEqual(user);
    expect(JSON.stringify(user)).not.toContain('SECRET');
  });

  it('falls back on the display-name rule', () => {
    expect(presentUser(base, null).displayName).toBe('Ada Lovelace');
    expect(presentUser({ ...base, displayName: 'DJ Ada' }, null).displayName).toBe('DJ Ada');
    expect(presentUser({ ...base, firstName: '0', lastName: null }, null).displayName).toBe('ada@example.test');
  });

  it('maps the stored flags', () => {
    const user = presentUser(
      { ...base, type: 'collaborator', confirmedAt: new Date(), bannedAt: new Date(), isAdmin: true },
      null,
    );
    expect(user).toMatchObject({
      isCollaborator: true,
      confirmed: true,
      banned: true,
      adminAccess: true,
      currentManager: null,
    });
    expect(user.details.city).toBeNull();
  });
});

describe('isProfileComplete', () => {
  it.each([
    ['everything filled', {}, {}, true],
    ['no display name', { displayName: null }, {}, false],
    ['city is "0"', {}, { city: '0' }, false],
    ['blank zip', {}, { zip: '  ' }, false],
  ])('%s', (_name, userPatch, detailsPatch, expected) => {
    expect(isProfileComplete({ ...base, displayName: 'DJ Ada', ...userPatch }, { ...details, ...detailsPatch })).toBe(
      expected,
    );
  });

  it('is false without a details row', () => {
    expect(isProfileComplete({ ...base, displayName: 'DJ Ada' }, null)).toBe(false);
  });
});

describe('twoFactorStateOf', () => {
  it('prefers the authenticator app when both are on', () => {
    const both = twoFactorStateOf({
      ...base,
      totpSecret: 'S',
      totpEnabledAt: new Date(),
      emailTwoFactorEnabledAt: new Date(),
    });
    expect(both).toEqual({ confirmed: true, type: 'google', email: 'ada@example.test', phone: null });
  });

  it('ignores a pending, unconfirmed authenticator', () => {
    expect(twoFactorStateOf({ ...base, totpPendingSecret: 'S' })).toEqual({
      confirmed: false,
      type: null,
      email: null,
      phone: null,
    });
  });
});
