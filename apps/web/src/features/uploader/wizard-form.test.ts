import { describe, expect, it } from 'vitest';
import { preferencesToReleaseDefaults, type ArtistPreferences, type ReleaseView } from '@liner/domain';
import {
  applyReleaseDefaults,
  formFromRelease,
  initialWizardForm,
  moveItem,
  newTrack,
  primaryArtist,
  snapshotsOf,
  titleFromFileName,
  toInitRelease,
  toSaveRelease,
  toSaveTracks,
  type WizardForm,
} from './wizard-form.js';

const today = new Date('2026-03-20T10:00:00Z');

function formWithTracks(type: WizardForm['type'], count: number): WizardForm {
  const form = { ...initialWizardForm(today), type, title: 'Night Drive', version: 'Radio Edit' };
  form.tracks = Array.from({ length: count }, (_, index) => ({
    ...newTrack(form),
    title: `Song ${index + 1}`,
    version: 'Live',
    audioFileId: index + 10,
    artists: [{ key: 'a', name: 'Jane Doe', roles: ['primary', 'producer'] }],
    writers: [{ key: 'w', firstName: 'Jane', lastName: 'Doe', roles: ['composer', 'lyricist'] }],
    credits: [{ key: 'c', name: 'Sam', roles: ['mixing-engineer'] }],
  }));
  return form;
}

describe('initialWizardForm', () => {
  it('starts as an Alternative album in English under copyright, 15 days ahead, this year', () => {
    const form = initialWizardForm(today);
    expect(form).toMatchObject({
      type: 'Album',
      primaryGenre: 'Alternative',
      language: 'en',
      licensingType: 'Copyright',
      releaseDate: '2026-04-04',
      copyright: { licensing: { year: 2026 }, soundRecording: { year: 2026 } },
      territories: { worldwide: true, excluding: [] },
    });
  });
});

describe('request bodies', () => {
  it('joins roles with semicolons in save/tracks and save/release', () => {
    const form = formWithTracks('Album', 2);
    form.artists = [{ ...primaryArtist('Jane Doe'), roles: ['primary', 'featuring'] }];
    const tracks = toSaveTracks(form, 7);
    expect(tracks.release_id).toBe(7);
    expect(tracks.tracks[0].artists).toEqual([{ name: 'Jane Doe', roles: 'primary;producer' }]);
    expect(tracks.tracks[0].writers).toEqual([{ firstName: 'Jane', lastName: 'Doe', roles: 'composer;lyricist' }]);
    expect(toSaveRelease(form, 7).artists).toEqual([
      { name: 'Jane Doe', roles: 'primary;featuring', spotifyId: null, appleId: null },
    ]);
  });

  it('gives the only track of a Single the release title and version, but not the tracks of an album', () => {
    expect(toSaveTracks(formWithTracks('Single', 1), 1).tracks[0]).toMatchObject({
      title: 'Night Drive',
      version: 'Radio Edit',
    });
    expect(toSaveTracks(formWithTracks('Album', 1), 1).tracks[0]).toMatchObject({ title: 'Song 1', version: 'Live' });
    expect(toSaveTracks(formWithTracks('Single', 2), 1).tracks[1]).toMatchObject({ title: 'Song 2' });
  });

  it('sends an ISRC only when the label brings its own, and no UPC code when Liner assigns it', () => {
    const form = formWithTracks('Album', 2);
    form.tracks[0] = { ...form.tracks[0], ownIsrc: false, isrc: 'USRC17607839' };
    form.tracks[1] = { ...form.tracks[1], ownIsrc: true, isrc: 'USRC17607840' };
    form.upc = { active: false, code: '036000291452' };
    expect(toSaveTracks(form, 1).tracks.map((track) => track.isrc)).toEqual(['', 'USRC17607840']);
    expect(toSaveRelease(form, 1).upc).toEqual({ active: false, code: '' });
  });

  it('keeps only named artists with a role at init', () => {
    const form = initialWizardForm(today);
    form.artists = [primaryArtist('Jane'), primaryArtist(''), { ...primaryArtist('Bob'), roles: [' '] }];
    expect(toInitRelease(form).primaryArtists.map((artist) => artist.name)).toEqual(['Jane']);
  });

  it('is not dirty after a round trip through the server view', () => {
    const form = formWithTracks('Album', 2);
    form.tracks = form.tracks.map((track, index) => ({ ...track, id: index + 1 }));
    const body = toSaveRelease(form, 3);
    const view = {
      ...form,
      ...body,
      id: 3,
      userId: 1,
      status: 0,
      isLive: false,
      badge: { label: 'Draft', color: 'default' },
      parentalWarning: 'NotExplicit',
      reviewNote: null,
      submittedAt: null,
      createdAt: '',
      updatedAt: '',
      artists: [],
      tracks: toSaveTracks(form, 3).tracks.map((track, index) => ({
        ...track,
        id: index + 1,
        position: index + 1,
        durationSeconds: 5,
        isrc: '',
        iswc: '',
        explicit: false,
        cleanVersion: false,
        tiktokStartTime: '',
        linerNote: '',
        lyrics: '',
        language: 'en',
        audioFileId: track.audioFileId ?? null,
        version: track.version ?? '',
        title: track.title ?? '',
        artists: form.tracks[index].artists.map(({ name, roles }) => ({ name, roles })),
        writers: form.tracks[index].writers.map(({ firstName, lastName, roles }) => ({ firstName, lastName, roles })),
        credits: form.tracks[index].credits.map(({ name, roles }) => ({ name, roles })),
      })),
    } as unknown as ReleaseView;
    const back = formFromRelease(view, { artwork: null });
    expect(snapshotsOf(back, 3).tracks).toBe(snapshotsOf(form, 3).tracks);
  });
});

describe('applyReleaseDefaults', () => {
  const prefs = {
    primaryGenre: 'Jazz',
    secondaryGenre: null,
    language: 'fr',
    label: 'Blue Room',
    c_line: 'Blue Room Ltd',
    p_line: null,
    releaseTime: '09:00',
    timeZone: 'Europe/Paris',
    stores: ['spotify'],
    territories: ['FR', 'BE'],
    delivery: {
      youtube: true,
      soundcloud: false,
      soundExchange: false,
      beatPort: false,
      junoDownloads: false,
      trackLibs: false,
      facebook: true,
      hook: false,
      lyricfind: false,
    },
    defaultArtists: [{ name: 'Jane Doe', roles: ['primary'] }],
    defaultWriters: [{ firstName: 'Jane', lastName: 'Doe', role: 'composer' }],
    defaultCredits: [{ name: 'Sam', role: 'producer' }],
  } as unknown as ArtistPreferences;

  it('copies the set preferences and keeps the form values the preferences leave empty', () => {
    const form = applyReleaseDefaults(initialWizardForm(today), preferencesToReleaseDefaults(prefs));
    expect(form).toMatchObject({
      primaryGenre: 'Jazz',
      secondaryGenre: '',
      language: 'fr',
      label: 'Blue Room',
      releaseTime: '09:00',
      timeZone: 'Europe/Paris',
      storeIds: ['spotify'],
      territories: { worldwide: false, only: ['FR', 'BE'] },
      copyright: { licensing: { year: 2026, name: 'Blue Room Ltd' }, soundRecording: { year: 2026, name: '' } },
    });
    expect(form.deliveryFlags).toMatchObject({ youtube: 1, facebook: 1, soundcloud: 0 });
  });

  it('starts new tracks with the default artists, writers and credits', () => {
    const form = applyReleaseDefaults(initialWizardForm(today), preferencesToReleaseDefaults(prefs));
    const track = newTrack(form);
    expect(track.language).toBe('fr');
    expect(track.writers).toMatchObject([{ firstName: 'Jane', lastName: 'Doe', roles: ['composer'] }]);
    expect(track.credits).toMatchObject([{ name: 'Sam', roles: ['producer'] }]);
  });
});

describe('helpers', () => {
  it.each([
    [0, 2, ['b', 'c', 'a']],
    [2, 0, ['c', 'a', 'b']],
    [0, 3, ['a', 'b', 'c']],
    [1, 1, ['a', 'b', 'c']],
  ])('moves %i to %i', (from, to, expected) => {
    expect(moveItem(['a', 'b', 'c'], from, to)).toEqual(expected);
  });
  it.each([
    ['01 My Song.wav', 'My Song'],
    ['night_drive_final.flac', 'night drive final'],
    ['Track.aiff', 'Track'],
    ['2049.wav', '2049'],
  ])('%s -> %s', (name, title) => {
    expect(titleFromFileName(name)).toBe(title);
  });
});
