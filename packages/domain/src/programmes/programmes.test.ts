import { describe, expect, it } from 'vitest';
import { BlocklistPayload } from '../contracts/programmes-blocklist.js';
import { GreenlistPayload } from '../contracts/programmes-greenlist.js';
import { can } from '../permissions/can.js';
import type { PermissionActor } from '../permissions/actor.js';
import { blockedStoreIds, isBlockActiveOn } from './blocklist.js';
import { PROGRAMME_DESCRIPTORS } from './descriptors.js';
import { eligibilityRefusals, ELIGIBILITY_MESSAGES, needsArtistOrLabel, needsLiveRelease } from './eligibility.js';
import { greenlistIsrcText, greenlistPlatformOf } from './greenlist.js';
import { availableTransitions, findTransition, transitionRefusalMessage } from './state-machine.js';

describe.each(Object.values(PROGRAMME_DESCRIPTORS))('the $key state machine', (programme) => {
  const machine = programme.machine;
  const allowed: [string, string, 'owner' | 'operator', string][] = [
    ['submitted', 'start-review', 'operator', 'in-review'],
    ['submitted', 'approve', 'operator', 'approved'],
    ['in-review', 'approve', 'operator', 'approved'],
    ['submitted', 'reject', 'operator', 'rejected'],
    ['in-review', 'reject', 'operator', 'rejected'],
    ['submitted', 'remove', 'owner', 'removed'],
    ['in-review', 'remove', 'owner', 'removed'],
    ['approved', 'remove', 'owner', 'removed'],
  ];
  it.each(allowed)('from %s, %s by the %s leads to %s', (from, name, by, to) => {
    const check = findTransition(machine, from, name, by);
    expect(check).toMatchObject({ ok: true, transition: { to } });
  });

  it.each([
    ['approved', 'approve', 'operator', 'wrong-state'],
    ['rejected', 'approve', 'operator', 'wrong-state'],
    ['removed', 'reject', 'operator', 'wrong-state'],
    ['rejected', 'remove', 'owner', 'wrong-state'],
    ['removed', 'remove', 'owner', 'wrong-state'],
    ['in-review', 'start-review', 'operator', 'wrong-state'],
    ['submitted', 'approve', 'owner', 'not-yours'],
    ['submitted', 'remove', 'operator', 'not-yours'],
    ['submitted', 'publish', 'operator', 'unknown-move'],
  ] as const)('refuses %s -> %s by the %s (%s)', (from, name, by, refusal) => {
    expect(findTransition(machine, from, name, by)).toEqual({ ok: false, refusal });
  });

  it('starts submitted, asks a reason only to reject, and labels every state', () => {
    expect(machine.initial).toBe('submitted');
    expect(machine.transitions.filter((move) => move.needsReason).map((move) => move.name)).toEqual(['reject']);
    for (const state of machine.states) expect(machine.labels[state]?.label).toBeTruthy();
  });

  it('offers the moves each side may make from a state', () => {
    expect(availableTransitions(machine, 'submitted', 'operator').map((move) => move.name)).toEqual([
      'start-review',
      'approve',
      'reject',
    ]);
    expect(availableTransitions(machine, 'approved', 'owner').map((move) => move.name)).toEqual(['remove']);
    expect(availableTransitions(machine, 'rejected', 'owner')).toEqual([]);
  });

  it('says why a move is refused', () => {
    expect(transitionRefusalMessage(machine, 'approved', 'approve', 'wrong-state')).toBe(
      'A submission that is approved cannot be approved',
    );
    expect(transitionRefusalMessage(machine, 'removed', 'reject', 'wrong-state')).toBe(
      'A submission that is removed cannot be rejected',
    );
  });
});

describe('eligibility', () => {
  it('wants an artist or label account, and for the greenlist a live release', () => {
    const rules = [needsArtistOrLabel, needsLiveRelease];
    expect(eligibilityRefusals(rules, { accountType: 'artist', hasLiveRelease: true })).toEqual([]);
    expect(eligibilityRefusals(rules, { accountType: 'label', hasLiveRelease: false })).toEqual([
      ELIGIBILITY_MESSAGES.liveRelease,
    ]);
    expect(eligibilityRefusals(rules, { accountType: 'collaborator', hasLiveRelease: false })).toEqual([
      ELIGIBILITY_MESSAGES.artistOrLabel,
      ELIGIBILITY_MESSAGES.liveRelease,
    ]);
  });
});

describe('greenlist rules', () => {
  it('reads a stored type as its platform, anything unknown as YouTube', () => {
    expect(['instagram', 'soundcloud', 'facebook', 'tiktok'].map(greenlistPlatformOf)).toEqual([
      'instagram',
      'soundcloud',
      'facebook',
      'tiktok',
    ]);
    expect(greenlistPlatformOf('vimeo')).toBe('youtube');
  });

  it("shows 'Not set' for a missing ISRC", () => {
    expect(greenlistIsrcText(null)).toBe('Not set');
    expect(greenlistIsrcText('  ')).toBe('Not set');
    expect(greenlistIsrcText('GBAYE2600001')).toBe('GBAYE2600001');
  });

  it('takes a channel with https links on one of the five platforms', () => {
    const valid = {
      platform: 'youtube',
      release_id: 3,
      channel_name: 'Night Drive fans',
      links: ['https://youtube.com/@nd'],
    };
    expect(GreenlistPayload.parse(valid)).toMatchObject({ track_id: null });
    expect(GreenlistPayload.safeParse({ ...valid, platform: 'myspace' }).success).toBe(false);
    expect(GreenlistPayload.safeParse({ ...valid, links: ['http://insecure.example'] }).success).toBe(false);
    expect(GreenlistPayload.safeParse({ ...valid, links: [] }).success).toBe(false);
    expect(GreenlistPayload.safeParse({ ...valid, channel_name: 'x'.repeat(121) }).success).toBe(false);
    expect(GreenlistPayload.safeParse({ ...valid, release_id: '3' }).success).toBe(false);
  });
});

describe('blocklist rules', () => {
  const valid = { platform: 'tiktok', release_id: null, start_date: '2026-03-01', end_date: '2026-03-01' };

  it('takes one release or all, from a day to the same day or later', () => {
    expect(BlocklistPayload.parse(valid)).toEqual(valid);
    const reversed = BlocklistPayload.safeParse({ ...valid, end_date: '2026-02-28' });
    expect(reversed.success).toBe(false);
    expect(reversed.error?.issues[0]).toMatchObject({
      path: ['end_date'],
      message: 'The end date must be on or after the start date',
    });
    expect(BlocklistPayload.safeParse({ ...valid, start_date: '2026-02-30' }).success).toBe(false);
    expect(BlocklistPayload.safeParse({ ...valid, platform: 'myspace' }).success).toBe(false);
  });

  it('has the fixed eight platforms', () => {
    expect(PROGRAMME_DESCRIPTORS.blocklist.kinds).toHaveLength(8);
  });

  it('is in force from its first to its last day, both included', () => {
    const period = { startDate: '2026-03-01', endDate: '2026-03-31' };
    expect(isBlockActiveOn(period, '2026-02-28')).toBe(false);
    expect(isBlockActiveOn(period, '2026-03-01')).toBe(true);
    expect(isBlockActiveOn(period, '2026-03-31')).toBe(true);
    expect(isBlockActiveOn(period, '2026-04-01')).toBe(false);
  });

  it('withholds the UGC store of each platform once (Facebook and Instagram share Meta)', () => {
    expect(blockedStoreIds(['facebook', 'instagram', 'youtube'])).toEqual(['meta', 'youtube-content-id']);
  });
});

describe('programme permissions', () => {
  const manager = (access: PermissionActor['access']): PermissionActor => ({
    user: { id: 2, isAdmin: false, bannedAt: null },
    accountId: 1,
    role: 'manager',
    access,
    emailConfirmed: true,
  });

  it('needs the programme’s named write to submit, its delete to remove, read or write to view', () => {
    expect(can(manager({ greenlist: ['write'] }), 'greenlist.submit')).toBe(true);
    expect(can(manager({ greenlist: ['read'] }), 'greenlist.submit')).toBe(false);
    expect(can(manager({ blocklist: ['write'] }), 'greenlist.submit')).toBe(false);
    expect(can(manager({ greenlist: ['write'] }), 'greenlist.view')).toBe(true);
    expect(can(manager({ greenlist: ['read'] }), 'greenlist.view')).toBe(true);
    expect(can(manager({ greenlist: ['write'] }), 'greenlist.remove')).toBe(false);
    expect(can(manager({ greenlist: ['delete'] }), 'greenlist.remove')).toBe(true);
  });

  it('keeps every programme from collaborators and from other accounts', () => {
    const collaborator: PermissionActor = { ...manager({}), role: 'collaborator', accountId: 2 };
    expect(can(collaborator, 'blocklist.view')).toBe(false);
    const owner: PermissionActor = { ...manager({}), role: 'owner', accountId: 2 };
    expect(can(owner, 'blocklist.submit')).toBe(true);
    expect(can(owner, 'blocklist.view', { ownerId: 1 })).toBe(false);
  });
});
