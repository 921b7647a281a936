import { describe, expect, it } from 'vitest';
import type { PermissionActor } from './actor.js';
import { rolesOf } from './actor.js';
import { ACCESS_TYPE_LABELS, PERMISSION_AREAS } from './areas.js';
import { TEAM_ROLE_ACCESS } from './presets.js';
import { PROGRAMME_AREAS, PROGRAMME_VERBS, programmeAction } from './programme-rules.js';
import {
  CONFIRMED_EMAIL_ACTIONS,
  can,
  needsConfirmedEmail,
  PERMISSION_ACTIONS,
  type PermissionAction,
  refusalOf,
  refusedForUnconfirmedEmail,
} from './can.js';

const ACCOUNT = 10;
const OTHER_ACCOUNT = 20;
const mine = { ownerId: ACCOUNT };
const theirs = { ownerId: OTHER_ACCOUNT };

function actor(overrides: Partial<PermissionActor> & { isAdmin?: boolean; banned?: boolean } = {}): PermissionActor {
  const { isAdmin = false, banned = false, ...rest } = overrides;
  return {
    user: { id: ACCOUNT, isAdmin, bannedAt: banned ? new Date('2026-01-01') : null },
    accountId: ACCOUNT,
    role: 'owner',
    access: {},
    emailConfirmed: true,
    ...rest,
  };
}

const owner = actor();
const operator = actor({ isAdmin: true });
const banned = actor({ banned: true });
const unconfirmed = actor({ emailConfirmed: false });
const bannedOperator = actor({ isAdmin: true, banned: true });
const releaseViewer = actor({
  user: { id: 30, isAdmin: false, bannedAt: null },
  role: 'manager',
  access: { releases: ['read'] },
});
const releaseEditor = actor({
  user: { id: 31, isAdmin: false, bannedAt: null },
  role: 'manager',
  access: { releases: ['read', 'update'] },
});
const fullManager = actor({
  user: { id: 32, isAdmin: false, bannedAt: null },
  role: 'manager',
  access: {
    releases: ['read', 'write', 'update', 'delete'],
    'royalty-splits': ['read', 'write', 'update', 'delete'],
    'promotional-assets': ['read', 'write'],
  },
});
const collaborator = actor({ user: { id: 33, isAdmin: false, bannedAt: null }, role: 'collaborator' });
const teamMember = actor({ user: { id: 34, isAdmin: false, bannedAt: null }, role: 'team-member' });
const teamEditor = actor({
  user: { id: 35, isAdmin: false, bannedAt: null },
  role: 'team-member',
  access: TEAM_ROLE_ACCESS.editor,
});
const teamViewer = actor({
  user: { id: 36, isAdmin: false, bannedAt: null },
  role: 'team-member',
  access: TEAM_ROLE_ACCESS.viewer,
});

type Row = [
  name: string,
  who: PermissionActor | null,
  action: PermissionAction,
  resource: { ownerId: number } | undefined,
  allowed: boolean,
];

// One block per rule: who may, who may not, on their own account's resource and on another's.
const table: Row[] = [
  ['anonymous uses nothing', null, 'portal.use', undefined, false],
  ['owner uses the portal', owner, 'portal.use', undefined, true],
  ['suspended uses nothing', banned, 'portal.use', undefined, false],

  ['owner reads the account', owner, 'account.read', mine, true],
  ['owner does not read another account', owner, 'account.read', theirs, false],
  ['manager reads the account figures', releaseViewer, 'account.read', mine, true],
  ['team member reads the account figures', teamMember, 'account.read', mine, true],
  ['collaborator does not read the figures', collaborator, 'account.read', mine, false],
  ['suspended does not read', banned, 'account.read', mine, false],

  ['owner manages money and settings', owner, 'account.manage', mine, true],
  ['manager with every area does not manage money', fullManager, 'account.manage', mine, false],
  ['team member does not manage money', teamMember, 'account.manage', undefined, false],
  ['owner does not manage another account', owner, 'account.manage', theirs, false],
  ['unconfirmed owner still manages the settings', unconfirmed, 'account.manage', mine, true],

  ['owner moves money', owner, 'money.move', mine, true],
  ['unconfirmed owner does not move money', unconfirmed, 'money.move', mine, false],
  ['owner does not move another account money', owner, 'money.move', theirs, false],
  ['manager with every area does not move money', fullManager, 'money.move', mine, false],
  ['suspended does not move money', banned, 'money.move', mine, false],

  ['owner views their release', owner, 'release.view', mine, true],
  ['stranger does not view a release', owner, 'release.view', theirs, false],
  ['manager with View views', releaseViewer, 'release.view', mine, true],
  [
    'manager without releases access does not view',
    actor({ role: 'manager', access: { support: ['read'] } }),
    'release.view',
    mine,
    false,
  ],
  ['collaborator views the releases', collaborator, 'release.view', mine, true],
  ['operator does not view through the catalog', operator, 'release.view', theirs, false],
  ['suspended does not view', banned, 'release.view', mine, false],

  ['owner creates releases', owner, 'release.create', undefined, true],
  ['manager with View only does not create', releaseViewer, 'release.create', undefined, false],
  ['manager with Admin creates', fullManager, 'release.create', undefined, true],
  ['collaborator does not create', collaborator, 'release.create', undefined, false],

  ['owner edits their release', owner, 'release.edit', mine, true],
  ['owner does not edit another release', owner, 'release.edit', theirs, false],
  ['manager with Editor edits', releaseEditor, 'release.edit', mine, true],
  ['manager with View does not edit', releaseViewer, 'release.edit', mine, false],
  ['team member does not edit', teamMember, 'release.edit', mine, false],
  ['team editor edits the label release', teamEditor, 'release.edit', mine, true],
  ['team viewer does not edit', teamViewer, 'release.edit', mine, false],
  ['team viewer views releases', teamViewer, 'release.view', mine, true],
  ['team editor does not take down', teamEditor, 'release.take-down', mine, false],
  ['team editor does not manage the account', teamEditor, 'account.manage', mine, false],
  ['owner manages their billing', owner, 'billing.manage', mine, true],
  ['collaborator subscribes for their own account (the upgrade)', collaborator, 'billing.manage', mine, true],
  ['collaborator does not manage the account settings', collaborator, 'account.manage', mine, false],
  ['manager with every area does not pay for the account', fullManager, 'billing.manage', mine, false],
  ['team member does not pay for the account', teamMember, 'billing.manage', mine, false],
  ['owner does not manage the billing of another account', owner, 'billing.manage', theirs, false],
  ['suspended owner does not manage billing', banned, 'billing.manage', mine, false],
  ['manager with every area does not move money', fullManager, 'money.move', mine, false],

  ['owner publishes', owner, 'release.publish', mine, true],
  ['manager with Editor does not publish', releaseEditor, 'release.publish', mine, false],
  ['manager with Admin publishes', fullManager, 'release.publish', mine, true],

  ['owner requests a takedown', owner, 'release.take-down', mine, true],
  ['manager without Delete does not take down', releaseEditor, 'release.take-down', mine, false],
  ['manager with Delete takes down', fullManager, 'release.take-down', mine, true],

  ['operator reviews releases', operator, 'release.review', undefined, true],
  ['owner does not review', owner, 'release.review', undefined, false],
  ['suspended operator does not review', bannedOperator, 'release.review', undefined, false],

  ['owner views their splits', owner, 'split.view', mine, true],
  ['collaborator does not view splits', collaborator, 'split.view', mine, false],
  ['owner submits a split', owner, 'split.submit', mine, true],
  ['manager with releases only does not submit', releaseEditor, 'split.submit', mine, false],
  ['manager with royalty-splits Admin submits', fullManager, 'split.submit', mine, true],
  ['owner removes their split', owner, 'split.remove', mine, true],
  ['stranger does not remove a split', owner, 'split.remove', theirs, false],
  ['payee responds to their share', owner, 'split.respond', mine, true],
  ['someone else does not respond to a share', owner, 'split.respond', theirs, false],
  ['team member does not respond', teamMember, 'split.respond', mine, false],
  ['unconfirmed payee does not respond', unconfirmed, 'split.respond', mine, false],
  ['unconfirmed owner still submits a split', unconfirmed, 'split.submit', mine, true],

  ['owner views links', owner, 'quicklink.view', mine, true],
  ['stranger does not view a link', owner, 'quicklink.view', theirs, false],
  ['owner edits links', owner, 'quicklink.edit', mine, true],
  ['stranger does not edit a link', owner, 'quicklink.edit', theirs, false],
  ['manager with promotional Admin edits links', fullManager, 'quicklink.edit', mine, true],
  ['manager with releases only does not edit links', releaseEditor, 'quicklink.edit', mine, false],

  ['owner turns discovery mode on', owner, 'spotify-discovery.update', mine, true],
  ['discovery mode of another account stays theirs', owner, 'spotify-discovery.update', theirs, false],
  ['manager with releases only does not touch discovery mode', releaseEditor, 'spotify-discovery.update', mine, false],
  ['team member does not touch discovery mode', teamMember, 'spotify-discovery.update', mine, false],
  ['collaborator does not touch discovery mode', collaborator, 'spotify-discovery.update', mine, false],
  ['owner reads their report', owner, 'report.read', mine, true],
  ['stranger does not read a report', owner, 'report.read', theirs, false],
  ['operator does not read another account report', operator, 'report.read', theirs, false],

  ['owner views their audience', owner, 'audience.view', mine, true],
  ['manager with View views the audience', releaseViewer, 'audience.view', mine, true],
  ['collaborator does not view the audience', collaborator, 'audience.view', mine, false],
  ['stranger does not view an audience', owner, 'audience.view', theirs, false],
  ['owner manages their audience', owner, 'audience.manage', mine, true],
  ['stranger does not remove a fan of another account', owner, 'audience.manage', theirs, false],
  ['manager with promotional Admin manages the audience', fullManager, 'audience.manage', mine, true],
  [
    'manager with promotional Editor manages the audience',
    actor({ role: 'manager', access: { 'promotional-assets': ['update'] } }),
    'audience.manage',
    mine,
    true,
  ],
  [
    'manager with promotional View only does not manage the audience',
    actor({ role: 'manager', access: { 'promotional-assets': ['read', 'delete'] } }),
    'audience.manage',
    mine,
    false,
  ],
  ['manager with releases only does not manage the audience', releaseEditor, 'audience.manage', mine, false],
  ['team editor manages the audience', teamEditor, 'audience.manage', mine, true],
  ['team viewer does not manage the audience', teamViewer, 'audience.manage', mine, false],
  ['collaborator does not manage an audience', collaborator, 'audience.manage', mine, false],

  ['owner views their tickets', owner, 'support.view', mine, true],
  ['stranger does not view tickets of another account', owner, 'support.view', theirs, false],
  [
    'manager with support View reads the tickets',
    actor({ role: 'manager', access: { support: ['read'] } }),
    'support.view',
    mine,
    true,
  ],
  [
    'manager with support Editor reads the tickets',
    actor({ role: 'manager', access: { support: ['update'] } }),
    'support.view',
    mine,
    true,
  ],
  ['manager with releases only does not read tickets', releaseEditor, 'support.view', mine, false],
  ['collaborator does not read tickets', collaborator, 'support.view', mine, false],
  ['owner writes to support', owner, 'support.write', mine, true],
  ['stranger does not reply on a ticket of another account', owner, 'support.write', theirs, false],
  [
    'manager with support Admin writes to support',
    actor({ role: 'manager', access: { support: ['read', 'write'] } }),
    'support.write',
    mine,
    true,
  ],
  [
    'manager with support Editor writes to support',
    actor({ role: 'manager', access: { support: ['update'] } }),
    'support.write',
    mine,
    true,
  ],
  [
    'manager with support View only does not write',
    actor({ role: 'manager', access: { support: ['read', 'delete'] } }),
    'support.write',
    mine,
    false,
  ],
  ['manager with releases only does not write to support', fullManager, 'support.write', mine, false],
  ['collaborator does not write to support', collaborator, 'support.write', mine, false],

  // Every programme's view, submit and remove (their rules one by one: programmes.test.ts).
  ...PROGRAMME_AREAS.flatMap((area) =>
    PROGRAMME_VERBS.flatMap((verb): Row[] => [
      [`owner may ${verb} in ${area}`, owner, programmeAction(area, verb), mine, true],
      [`stranger may not ${verb} in ${area} of another account`, owner, programmeAction(area, verb), theirs, false],
      [`collaborator may not ${verb} in ${area}`, collaborator, programmeAction(area, verb), mine, false],
    ]),
  ),

  ['operator works the desk', operator, 'operator.work', undefined, true],
  ['owner does not work the desk', owner, 'operator.work', undefined, false],
  ['suspended operator does not work the desk', bannedOperator, 'operator.work', undefined, false],
];

describe('can', () => {
  it.each(table)('%s', (_name, who, action, resource, allowed) => {
    expect(can(who, action, resource)).toBe(allowed);
  });

  it('has at least one allowed and one refused row for every action', () => {
    for (const action of PERMISSION_ACTIONS) {
      const rows = table.filter((row) => row[2] === action);
      expect(
        rows.some((row) => row[4]),
        action,
      ).toBe(true);
      expect(
        rows.some((row) => !row[4]),
        action,
      ).toBe(true);
    }
  });

  it('gives the owner every action on their own account except operator work', () => {
    for (const action of PERMISSION_ACTIONS)
      expect(can(owner, action, mine), action).toBe(action !== 'release.review' && action !== 'operator.work');
  });

  it('gives a suspended person nothing, operator flag or not', () => {
    for (const action of PERMISSION_ACTIONS) {
      expect(can(banned, action, mine), action).toBe(false);
      expect(can(bannedOperator, action, mine), action).toBe(false);
    }
  });

  it('lets a manager act in one area per access type and in no other area', () => {
    for (const area of PERMISSION_AREAS) {
      const manager = actor({ role: 'manager', access: { [area]: ['update'] } });
      expect(can(manager, 'release.edit', mine)).toBe(area === 'releases');
      expect(can(manager, 'release.view', mine)).toBe(false);
    }
  });
});

describe('confirmed e-mail', () => {
  it('is what the money actions and only those ask for', () => {
    expect(CONFIRMED_EMAIL_ACTIONS).toEqual(['money.move', 'split.respond']);
    for (const action of PERMISSION_ACTIONS)
      expect(can(unconfirmed, action, mine) !== can(owner, action, mine), action).toBe(needsConfirmedEmail(action));
  });

  it('names the unconfirmed address as the reason only when it is all that is missing', () => {
    expect(refusedForUnconfirmedEmail(unconfirmed, 'money.move', mine)).toBe(true);
    expect(refusedForUnconfirmedEmail(unconfirmed, 'split.respond', mine)).toBe(true);
    expect(refusedForUnconfirmedEmail(owner, 'money.move', mine)).toBe(false);
    expect(refusedForUnconfirmedEmail(unconfirmed, 'money.move', theirs)).toBe(false);
    expect(refusedForUnconfirmedEmail(unconfirmed, 'release.edit', mine)).toBe(false);
    expect(refusedForUnconfirmedEmail({ ...fullManager, emailConfirmed: false }, 'money.move', mine)).toBe(false);
  });
});

describe('refusalOf', () => {
  it('hides a resource of another account as not found', () => {
    expect(refusalOf(owner, theirs)).toBe('not-found');
  });
  it('forbids what is in the account but not allowed', () => {
    expect(refusalOf(releaseViewer, mine)).toBe('forbidden');
    expect(refusalOf(owner)).toBe('forbidden');
  });
});

describe('areas and roles', () => {
  it('names the fifteen areas and the access labels people see', () => {
    expect(PERMISSION_AREAS).toHaveLength(15);
    expect(ACCESS_TYPE_LABELS).toEqual({ read: 'View', write: 'Admin', update: 'Editor', delete: 'Delete' });
  });
  it('adds operator to the roles of an admin', () => {
    expect(rolesOf(operator)).toEqual(['owner', 'operator']);
    expect(rolesOf(collaborator)).toEqual(['collaborator']);
  });
});
