import { checkStoreStyle } from '../check-store-style.js';
import type { StoreStyleInput, StyleTrack } from '../types.js';

/** A release that passes every rule; tests change one thing and see what fires. */
export function exampleInput(): StoreStyleInput {
  return {
    today: '2025-06-01',
    release: {
      type: 'Single',
      title: 'Midnight Drive',
      artists: [{ name: 'Nora Vale', roles: ['primary'] }],
      label: 'Example Records',
      genre: 'Alternative',
      language: 'en',
      copyright: { cLine: { year: 2025, owner: 'Example Records' }, pLine: { year: 2025, owner: 'Example Records' } },
      releaseDate: '2025-06-16',
    },
    artwork: { width: 3000, height: 3000, format: 'jpeg', colourSpace: 'srgb', sizeBytes: 2_000_000 },
    tracks: [exampleTrack()],
  };
}

export function exampleTrack(overrides: Partial<StyleTrack> = {}): StyleTrack {
  return {
    title: 'Midnight Drive',
    artists: [],
    explicit: false,
    cleanVersion: false,
    isrc: 'USRC17607839',
    durationSeconds: 200,
    ...overrides,
  };
}

/** "severity rule path" for each problem, compact enough to compare in a table. */
export function describeProblems(input: StoreStyleInput, path?: string): string[] {
  return checkStoreStyle(input)
    .filter((problem) => path === undefined || problem.path === path)
    .map((problem) => `${problem.severity} ${problem.rule} ${problem.path}`);
}
