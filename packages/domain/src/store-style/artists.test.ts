import { describe, expect, it } from 'vitest';
import { describeProblems, exampleInput, exampleTrack } from './test-support/example-input.js';
import type { StyleArtist } from './types.js';

function releaseArtistProblems(artists: StyleArtist[]): string[] {
  const input = exampleInput();
  input.release.artists = [{ name: 'Nora Vale', roles: ['primary'] }, ...artists];
  return describeProblems(input).filter((problem) => problem.includes('release.artists'));
}

function trackArtistProblems(artists: StyleArtist[]): string[] {
  const input = exampleInput();
  input.tracks = [exampleTrack({ artists })];
  return describeProblems(input);
}

describe('artist rules that fire', () => {
  it.each([
    // "Generic/fake artist names banned (White Noise, Yoga, Workout, Meditation, Baby, Christmas,
    // Top Hits, Chorus, Orchestra, Singer)"
    ['White Noise', 'error artist-generic-name'],
    ['Yoga', 'error artist-generic-name'],
    ['Workout', 'error artist-generic-name'],
    ['meditation music', 'error artist-generic-name'],
    ['Baby', 'error artist-generic-name'],
    ['Christmas Songs', 'error artist-generic-name'],
    ['Top Hits', 'error artist-generic-name'],
    ['Chorus', 'error artist-generic-name'],
    ['Orchestra', 'error artist-generic-name'],
    ['Singer', 'error artist-generic-name'],
    // Placeholders and store names (addition, warnings).
    ['Unknown Artist', 'warning artist-suspicious-name'],
    ['DJ', 'warning artist-suspicious-name'],
    ['Band', 'warning artist-suspicious-name'],
    ['Spotify', 'warning artist-suspicious-name'],
    ['Sam Lee Official', 'warning artist-suspicious-name'],
    ['@samlee', 'warning artist-suspicious-name'],
    // "do not put two artists in one artist field (compound artist) unless an established act"
    ['Sam Lee feat. Ann Ray', 'error artist-compound'],
    ['Sam Lee ft. Ann Ray', 'error artist-compound'],
    ['Sam Lee & Ann Ray', 'warning artist-compound'],
    ['Sam Lee, Ann Ray', 'warning artist-compound'],
    ['Sam Lee x Ann Ray', 'warning artist-compound'],
    ['Sam Lee and Ann Ray', 'warning artist-compound'],
    // "no "V/A", "Various""
    ['V/A', 'error artist-various-artists'],
    ['Various', 'error artist-various-artists'],
  ])('%j gives %s', (name, expected) => {
    expect(releaseArtistProblems([{ name, roles: ['primary'] }])).toContain(`${expected} release.artists[1].name`);
  });

  it.each([
    ['Baby Keem'], // a generic word inside a real name
    ['Yoga Fire'],
    ['London Symphony Orchestra'],
    ['Xzibit'], // "x" inside a word
    ['Malcolm X'],
    ['AC/DC'], // a slash without spaces
    ['Featurette'],
    ['The Band Perry'],
  ])('%j passes', (name) => {
    expect(releaseArtistProblems([{ name, roles: ['primary'] }])).toEqual([]);
  });

  it('lets an established act keep "&" but still says why it asks', () => {
    const [problem] = releaseArtistProblems([{ name: 'Simon & Garfunkel', roles: ['primary'] }]);
    expect(problem).toBe('warning artist-compound release.artists[1].name');
  });
});

describe('roles', () => {
  it('needs a primary artist on the release', () => {
    const input = exampleInput();
    input.release.artists = [{ name: 'Nora Vale', roles: ['featuring'] }];
    expect(describeProblems(input)).toEqual(['error artist-missing-primary release.artists']);
    input.release.artists = [{ name: 'Nora Vale', roles: ['Primary'] }];
    expect(describeProblems(input)).toEqual([]);
  });

  // Section 5: "artists need a name and at least one role".
  it('needs a name and a role for each artist', () => {
    expect(
      trackArtistProblems([
        { name: ' ', roles: ['featuring'] },
        { name: 'Ann Ray', roles: [] },
      ]),
    ).toEqual([
      'error artist-incomplete tracks[0].artists[0].name',
      'error artist-incomplete tracks[0].artists[1].roles',
    ]);
  });

  // "Featured artists get role Featuring/With, never Primary"
  it('refuses an artist who is both Primary and Featuring', () => {
    expect(trackArtistProblems([{ name: 'Ann Ray', roles: ['primary', 'featuring'] }])).toEqual([
      'error artist-featured-as-primary tracks[0].artists[0].roles',
    ]);
    expect(trackArtistProblems([{ name: 'Ann Ray', roles: ['with'] }])).toEqual([]);
  });

  it('warns about the same artist listed twice', () => {
    expect(
      trackArtistProblems([
        { name: 'Ann Ray', roles: ['featuring'] },
        { name: 'ann ray', roles: ['producer'] },
      ]),
    ).toEqual(['warning artist-duplicate tracks[0].artists[1].name']);
  });
});

// ""Various Artists" only at album level when ≥ 4 primary artists; never at track level"
describe('Various Artists', () => {
  function compilation(type: 'Album' | 'EP', trackArtists: string[]): string[] {
    const input = exampleInput();
    input.release.type = type;
    input.release.artists = [{ name: 'Various Artists', roles: ['primary'] }];
    input.tracks = trackArtists.map((name, index) =>
      exampleTrack({
        title: `Song ${index + 1}`,
        isrc: `USRC1760784${index}`,
        artists: [{ name, roles: ['primary'] }],
      }),
    );
    return describeProblems(input).filter((problem) => problem.includes('artist'));
  }

  it('allows an album with four primary artists', () => {
    expect(compilation('Album', ['Ann Ray', 'Sam Lee', 'Nora Vale', 'Kit Moss'])).toEqual([]);
  });

  it('refuses it with three primary artists, or on an EP', () => {
    expect(compilation('Album', ['Ann Ray', 'Sam Lee', 'Nora Vale', 'Ann Ray'])).toEqual([
      'error artist-various-artists release.artists[0].name',
    ]);
    expect(compilation('EP', ['Ann Ray', 'Sam Lee', 'Nora Vale', 'Kit Moss'])).toEqual([
      'error artist-various-artists release.artists[0].name',
    ]);
  });

  it('never allows it on a track', () => {
    expect(trackArtistProblems([{ name: 'Various Artists', roles: ['primary'] }])).toEqual([
      'error artist-various-artists tracks[0].artists[0].name',
    ]);
  });
});
