import { describe, expect, it } from 'vitest';
import { SaveReleaseRequest, SaveTracksRequest } from './releases.js';

const messagesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

const draft = { release_id: 1, type: 'Album', copyright: { licensing: {}, soundRecording: {} } };

describe('release draft contracts', () => {
  it('accept a half-filled draft', () => {
    expect(SaveReleaseRequest.safeParse(draft).success).toBe(true);
    expect(SaveTracksRequest.safeParse({ release_id: 1, tracks: [{}] }).success).toBe(true);
  });

  it('say how long a text may be, and how to write a copyright year', () => {
    const result = SaveReleaseRequest.safeParse({
      ...draft,
      title: 'x'.repeat(201),
      catalogNumber: 'C'.repeat(51),
      upc: { active: true, code: '1'.repeat(21) },
      copyright: { licensing: { year: 999 }, soundRecording: { year: 3000 } },
    });
    expect(messagesOf(result)).toEqual([
      ['title', 'Use at most 200 characters'],
      ['upc.code', 'Use at most 20 characters'],
      ['catalogNumber', 'Use at most 50 characters'],
      ['copyright.licensing.year', 'Write the year with four digits, from 1900'],
      ['copyright.soundRecording.year', 'Write the year with four digits, from 1900'],
    ]);
  });

  it('ask for a TikTok start as minutes:seconds when it is too long to be one', () => {
    const result = SaveTracksRequest.safeParse({
      release_id: 1,
      tracks: [{ tiktokStartTime: '1:02:03', isrc: 'Z'.repeat(21) }],
    });
    expect(messagesOf(result)).toEqual([
      ['tracks.0.isrc', 'Use at most 20 characters'],
      ['tracks.0.tiktokStartTime', 'Write the TikTok start time as minutes:seconds, e.g. 0:45'],
    ]);
  });
});
