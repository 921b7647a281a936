import { describe, expect, it } from 'vitest';
import {
  applySingleTrackRule,
  checkArtistsForSend,
  checkCreditsForSend,
  checkReleaseForSend,
  checkWritersForSend,
  formatTiktokStartTime,
  keepInitArtists,
  parseTiktokStartTime,
  SEND_MESSAGES,
  type SendRelease,
  type SendTrack,
} from './send-rules.js';

const track = (over: Partial<SendTrack> = {}): SendTrack => ({
  title: 'Song',
  version: '',
  isrc: '',
  iswc: '',
  tiktokStartTime: '',
  audioFileId: 7,
  artists: [{ name: 'Jane Doe', roles: ['primary'] }],
  writers: [{ firstName: 'Jane', lastName: 'Doe', roles: ['composer'] }],
  credits: [{ name: 'Sam', roles: ['producer'] }],
  ...over,
});

const release = (over: Partial<SendRelease> = {}): SendRelease => ({
  type: 'Album',
  title: 'Album',
  version: '',
  artists: [{ name: 'Jane Doe', roles: ['primary'] }],
  label: 'Example Records',
  upc: { active: false, code: '' },
  primaryGenre: 'Alternative',
  language: 'en',
  releaseDate: '2025-07-05',
  originalReleaseDate: null,
  copyright: { licensing: { year: 2025, name: 'Example' }, soundRecording: { year: 2025, name: 'Example' } },
  artworkFileId: 3,
  ...over,
});

describe('send-time rules', () => {
  it.each([
    ['artist without name', [{ name: ' ', roles: ['primary'] }], [['a.0.name', SEND_MESSAGES.artistName]]],
    ['artist without role', [{ name: 'X', roles: [] }], [['a.0.roles', SEND_MESSAGES.artistRole]]],
    ['artist with blank role', [{ name: 'X', roles: [' '] }], [['a.0.roles', SEND_MESSAGES.artistRole]]],
    ['complete artist', [{ name: 'X', roles: ['featuring'] }], []],
  ])('artists: %s', (_name, artists, expected) => {
    expect(checkArtistsForSend(artists, 'a').map((p) => [p.path, p.message])).toEqual(expected);
  });

  it.each([
    [
      'no first name',
      { firstName: '', lastName: 'Doe', roles: ['composer'] },
      [['w.0.firstName', SEND_MESSAGES.writerFirstName]],
    ],
    [
      'no last name',
      { firstName: 'Jane', lastName: '', roles: ['composer'] },
      [['w.0.lastName', SEND_MESSAGES.writerLastName]],
    ],
    ['no role', { firstName: 'Jane', lastName: 'Doe', roles: [] }, [['w.0.roles', SEND_MESSAGES.writerRole]]],
    ['complete', { firstName: 'Jane', lastName: 'Doe', roles: ['lyricist'] }, []],
  ])('writers: %s', (_name, writer, expected) => {
    expect(checkWritersForSend([writer], 'w').map((p) => [p.path, p.message])).toEqual(expected);
  });

  it('needs at least one writer per track', () => {
    expect(checkWritersForSend([], 'w')).toEqual([{ path: 'w', message: SEND_MESSAGES.writerMissing }]);
  });

  it.each([
    ['no name', { name: '', roles: ['producer'] }, [['c.0.name', SEND_MESSAGES.creditName]]],
    ['no role', { name: 'Sam', roles: [] }, [['c.0.roles', SEND_MESSAGES.creditRole]]],
    ['complete', { name: 'Sam', roles: ['producer'] }, []],
  ])('credits: %s', (_name, credit, expected) => {
    expect(checkCreditsForSend([credit], 'c').map((p) => [p.path, p.message])).toEqual(expected);
  });

  it('accepts a complete release', () => {
    expect(checkReleaseForSend(release(), [track()])).toEqual([]);
  });

  it('lists every problem of an empty draft with its field path', () => {
    const empty = release({
      title: '',
      artists: [],
      label: '',
      primaryGenre: '',
      language: '',
      releaseDate: null,
      artworkFileId: null,
      copyright: { licensing: { year: null, name: '' }, soundRecording: { year: 2025, name: '' } },
    });
    expect(checkReleaseForSend(empty, []).map((p) => p.path)).toEqual([
      'title',
      'artists',
      'label',
      'primaryGenre',
      'language',
      'releaseDate',
      'copyright.licensing.year',
      'copyright.licensing.name',
      'copyright.soundRecording.name',
      'artworkFileId',
      'tracks',
    ]);
  });

  it('checks identifiers the label brings and the TikTok time', () => {
    const problems = checkReleaseForSend(release({ upc: { active: true, code: '036000291453' } }), [
      track({ isrc: 'US-RC1-76', iswc: 'T-034.524.680-2', tiktokStartTime: '1:75', audioFileId: null }),
    ]);
    expect(problems.map((p) => p.path)).toEqual([
      'upc.code',
      'tracks.0.audioFileId',
      'tracks.0.isrc',
      'tracks.0.iswc',
      'tracks.0.tiktokStartTime',
    ]);
    expect(problems[0].message).toBe('UPC/EAN "036000291453" has check digit 3; it should be 2.');
  });

  it('does not require a title on the only track of a Single: it comes from the release', () => {
    expect(checkReleaseForSend(release({ type: 'Single' }), [track({ title: '' })])).toEqual([]);
    expect(checkReleaseForSend(release({ type: 'Album' }), [track({ title: '' })]).map((p) => p.path)).toEqual([
      'tracks.0.title',
    ]);
  });

  it('wants the original release date on or before the release date', () => {
    expect(checkReleaseForSend(release({ originalReleaseDate: '2025-07-06' }), [track()]).map((p) => p.path)).toEqual([
      'originalReleaseDate',
    ]);
  });
});

describe('init artists and the Single rule', () => {
  it('keeps only primary artists with a name and a role', () => {
    const kept = keepInitArtists([
      { name: 'Jane', roles: ['primary'] },
      { name: '', roles: ['primary'] },
      { name: 'Bob', roles: [] },
      { name: 'Al', roles: [''] },
    ]);
    expect(kept).toEqual([{ name: 'Jane', roles: ['primary'] }]);
  });

  it.each([
    ['Single', 1, true],
    ['Single', 2, false],
    ['Album', 1, false],
  ])('%s with %i track(s) copies the title: %s', (type, count, copies) => {
    const tracks = Array.from({ length: count }, (_, i) => ({ title: `T${i}`, version: 'v', isrc: 'x' }));
    const result = applySingleTrackRule({ type, title: 'Release', version: 'Radio Edit' }, tracks);
    expect(result[0]).toEqual(copies ? { title: 'Release', version: 'Radio Edit', isrc: 'x' } : tracks[0]);
  });
});

describe('TikTok start time (m:ss)', () => {
  it.each([
    ['0:45', 45],
    ['1:05', 65],
    ['12:00', 720],
    ['1:60', null],
    ['145', null],
    ['a:bc', null],
    ['', null],
  ])('%j -> %s', (value, seconds) => {
    expect(parseTiktokStartTime(value)).toBe(seconds);
  });
  it.each([
    [45, '0:45'],
    [65, '1:05'],
    [600, '10:00'],
  ])('%i -> %s', (seconds, value) => {
    expect(formatTiktokStartTime(seconds)).toBe(value);
  });
});
