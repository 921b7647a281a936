import { describe, expect, it } from 'vitest';
import { ArtistPreferencesInput } from '../contracts/preferences.js';
import { preferencesToReleaseDefaults } from './preferences-to-release-defaults.js';

const empty = { ...ArtistPreferencesInput.parse({ artistName: 'Nova' }), language: '' };

describe('preferencesToReleaseDefaults', () => {
  it('copies every preference the release form takes', () => {
    const prefs = ArtistPreferencesInput.parse({
      artistName: 'Nova',
      primaryGenre: 'Pop',
      secondaryGenre: 'Dance',
      language: 'fr',
      label: 'Nova Records',
      c_line: 'Nova Records',
      p_line: 'Nova Publishing',
      releaseTime: '09:30',
      timeZone: 'Europe/Paris',
      stores: ['spotify', 'apple'],
      territories: ['fr', 'BE'],
      delivery: { youtube: true, lyricfind: true },
      defaultArtists: [{ name: 'Nova', roles: ['primary'] }],
      defaultWriters: [{ firstName: 'Ana', lastName: 'Nova', role: 'Composer' }],
      defaultCredits: [{ name: 'Sam', role: 'Producer' }],
      about: 'not copied',
      socials: { instagram: 'https://instagram.com/nova' },
    });
    expect(preferencesToReleaseDefaults(prefs)).toEqual({
      primaryGenre: 'Pop',
      secondaryGenre: 'Dance',
      language: 'fr',
      label: 'Nova Records',
      copyright: { licensing: { name: 'Nova Records' }, soundRecording: { name: 'Nova Publishing' } },
      releaseTime: '09:30',
      timeZone: 'Europe/Paris',
      platforms: { active: true, data: ['spotify', 'apple'] },
      territories: { active: true, countries: ['FR', 'BE'] },
      delivery: {
        youtube: true,
        soundcloud: false,
        soundExchange: false,
        beatPort: false,
        junoDownloads: false,
        trackLibs: false,
        tiktok: false,
        facebook: false,
        hook: false,
        lyricfind: true,
      },
      defaultArtists: [{ name: 'Nova', roles: ['primary'] }],
      defaultWriters: [{ firstName: 'Ana', lastName: 'Nova', role: 'Composer' }],
      defaultCredits: [{ name: 'Sam', role: 'Producer' }],
    });
  });

  it('leaves out unset preferences so the form keeps its own defaults', () => {
    const result = preferencesToReleaseDefaults({ ...empty, primaryGenre: '  ', label: null });
    expect(Object.keys(result).sort()).toEqual(['defaultArtists', 'defaultCredits', 'defaultWriters', 'delivery']);
  });

  it('copies only the line that is set', () => {
    expect(preferencesToReleaseDefaults({ ...empty, p_line: 'P only' }).copyright).toEqual({
      soundRecording: { name: 'P only' },
    });
  });

  it('returns copies the form may change without touching the preferences', () => {
    const prefs = { ...empty, stores: ['spotify'], defaultArtists: [{ name: 'Nova', roles: ['primary'] }] };
    const result = preferencesToReleaseDefaults(prefs);
    result.platforms?.data.push('tidal');
    result.defaultArtists[0].roles.push('featured');
    expect(prefs.stores).toEqual(['spotify']);
    expect(prefs.defaultArtists[0].roles).toEqual(['primary']);
  });
});
