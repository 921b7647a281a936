import { describe, expect, it } from 'vitest';
import { AddCollaboratorsRequest, ArtistPreferencesInput, COLLABORATOR_MESSAGES } from './preferences.js';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('AddCollaboratorsRequest', () => {
  it.each<[unknown, [string, string][]]>([
    [
      {
        collaborators: [
          { name: 'Sam', type: 'artist' },
          { name: 'Ana', type: 'writer' },
        ],
      },
      [],
    ],
    [{ collaborators: [] }, [['collaborators', COLLABORATOR_MESSAGES.noName]]],
    [{}, [['collaborators', COLLABORATOR_MESSAGES.noName]]],
    [{ collaborators: [{ name: 'Sam' }] }, [['collaborators.0.type', 'Select artist type']]],
    [{ collaborators: [{ name: 'Sam', type: 'drummer' }] }, [['collaborators.0.type', 'Select artist type']]],
    [{ collaborators: [{ name: '  ', type: 'artist' }] }, [['collaborators.0.name', 'Name of the artist is required']]],
    [{ collaborators: [{ type: 'artist' }] }, [['collaborators.0.name', 'Name of the artist is required']]],
    [
      {
        collaborators: [
          { name: 'Sam', type: 'artist' },
          { name: ' sam ', type: 'credit' },
        ],
      },
      [['collaborators.1.name', 'Same Artist name cannot be used']],
    ],
  ])('%j -> %j', (input, expected) => {
    expect(issues(AddCollaboratorsRequest.safeParse(input))).toEqual(expected);
  });
});

describe('ArtistPreferencesInput', () => {
  it('fills defaults from a name alone', () => {
    const prefs = ArtistPreferencesInput.parse({ artistName: ' Nova ' });
    expect(prefs).toMatchObject({
      artistName: 'Nova',
      language: 'en',
      stores: [],
      territories: [],
      platforms: { spotify: null },
      delivery: { youtube: false },
    });
  });

  it.each<[object, [string, string][]]>([
    [{}, [['artistName', 'Enter the artist name']]],
    [{ artistName: 'Nova', releaseTime: '25:00' }, [['releaseTime', 'Give the release time as HH:MM']]],
    [{ artistName: 'Nova', timeZone: 'Mars/Olympus' }, [['timeZone', 'Choose a time zone from the list']]],
    [{ artistName: 'Nova', territories: ['USA'] }, [['territories.0', 'Territories are two-letter country codes']]],
    [
      { artistName: 'Nova', socials: { facebook: 'facebook' } },
      [['socials.facebook', 'Give a full link starting with https://']],
    ],
    [
      { artistName: 'Nova', platforms: { spotify: 'https://music.apple.com/us/artist/x/1' } },
      [
        [
          'platforms.spotify',
          'This is an Apple Music link; paste a Spotify artist profile URL (https://open.spotify.com/artist/…)',
        ],
      ],
    ],
    [
      { artistName: 'Nova', defaultArtists: [{ name: 'Nova', roles: [] }] },
      [['defaultArtists.0.roles', 'Choose at least one role']],
    ],
    [
      { artistName: 'Nova', defaultWriters: [{ firstName: 'A', role: 'Composer' }] },
      [['defaultWriters.0.lastName', 'Enter the last name']],
    ],
  ])('%j -> %j', (input, expected) => {
    expect(issues(ArtistPreferencesInput.safeParse(input))).toEqual(expected);
  });
});
