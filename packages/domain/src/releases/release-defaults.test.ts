import { describe, expect, it } from 'vitest';
import { addDaysToIsoDay, newReleaseDefaults } from './release-defaults.js';
import { joinRoles, splitRoles } from './roles.js';

describe('newReleaseDefaults', () => {
  it('is an Alternative album in English under copyright, 15 days ahead, this year', () => {
    expect(newReleaseDefaults(new Date('2025-06-20T23:30:00Z'))).toEqual({
      type: 'Album',
      primaryGenre: 'Alternative',
      language: 'en',
      licensingType: 'Copyright',
      releaseDate: '2025-07-05',
      copyright: { licensing: { year: 2025, name: '' }, soundRecording: { year: 2025, name: '' } },
    });
  });

  it('crosses month and year ends', () => {
    expect(newReleaseDefaults(new Date('2025-12-20T08:00:00Z')).releaseDate).toBe('2026-01-04');
    expect(newReleaseDefaults(new Date('2025-12-20T08:00:00Z')).copyright.licensing.year).toBe(2025);
    expect(addDaysToIsoDay('2024-02-20', 15)).toBe('2024-03-06');
  });
});

describe('roles', () => {
  it.each([
    [['primary', 'producer'], 'primary;producer'],
    [[' primary ', '', 'featuring'], 'primary;featuring'],
    [[], ''],
  ])('joins %o as %j', (roles, joined) => {
    expect(joinRoles(roles)).toBe(joined);
  });

  it.each([
    ['primary;producer', ['primary', 'producer']],
    ['primary; ;Primary;with', ['primary', 'with']],
    [['composer', 'composer'], ['composer']],
    ['', []],
  ])('splits %j as %o', (value, roles) => {
    expect(splitRoles(value)).toEqual(roles);
  });
});
