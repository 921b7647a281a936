import { describe, expect, it } from 'vitest';
import { DELIVERY_FLAGS, type ArtistPreferences } from '@liner/domain';
import { chooseKnownArtist } from './choose-known-artist.js';
import { initialWizardForm, primaryArtist } from './wizard-form.js';

const prefs = (artistName: string, isni: string | null): ArtistPreferences => ({
  id: 3,
  artistName,
  about: '',
  language: 'en',
  profileImg: null,
  primaryGenre: 'Jazz',
  secondaryGenre: null,
  timeZone: null,
  releaseTime: null,
  label: null,
  c_line: null,
  p_line: null,
  stores: [],
  territories: [],
  defaultRoles: { artist: [], writer: [], credit: [] },
  platforms: {
    spotify: { url: 'https://open.spotify.com/artist/abc', id: 'abc' },
    apple: null,
    youtube: null,
    audiomack: null,
  },
  socials: { facebook: null, instagram: null, twitter: null, youtube: null },
  additionalIds: { wikipedia: null, ddex: null, musicbrainz: null, allmusic: null, isni },
  delivery: Object.fromEntries(DELIVERY_FLAGS.map((flag) => [flag, false])) as ArtistPreferences['delivery'],
  defaultArtists: [],
  defaultWriters: [],
  defaultCredits: [],
  releaseCount: 0,
  updatedAt: '2026-11-25T00:00:00.000Z',
});

describe('choosing a known artist in the wizard', () => {
  const today = new Date('2026-11-25T12:00:00Z');
  const withRow = (name: string, isni: string) => {
    const row = { ...primaryArtist(name), isni };
    return { form: { ...initialWizardForm(today), artists: [row] }, key: row.key };
  };

  it("fills the row with the artist's saved ISNI, name, store id and preferences", () => {
    const { form, key } = withRow('', '');
    const next = chooseKnownArtist(form, key, prefs('Nova Reyes', '0000 0001 2281 955X'));
    expect(next.artists[0]).toMatchObject({ name: 'Nova Reyes', spotifyId: 'abc', isni: '0000 0001 2281 955X' });
    expect(next.primaryGenre).toBe('Jazz');
  });

  it('keeps an ISNI typed for the same artist when none is saved, and drops one typed for another artist', () => {
    const same = withRow('Nova Reyes', '0000000081266409');
    expect(chooseKnownArtist(same.form, same.key, prefs('Nova Reyes', null)).artists[0].isni).toBe('0000000081266409');
    const other = withRow('Kai', '0000000081266409');
    expect(chooseKnownArtist(other.form, other.key, prefs('Nova Reyes', null)).artists[0].isni).toBe('');
  });
});
