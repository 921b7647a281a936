import { describe, expect, it } from 'vitest';
import { checkAudioReuse } from './audio-reuse.js';

const album = { trackTitle: 'Song', releaseTitle: 'The Album' };

describe('the same audio under different ISRCs', () => {
  it('says nothing when the recording keeps its ISRC on another release, or the audio differs', () => {
    expect(
      checkAudioReuse(
        [
          { isrc: 'QZAAA2600001', audioHash: 'h1' },
          { isrc: 'QZAAA2600002', audioHash: 'h2' },
        ],
        [{ ...album, isrc: 'QZAAA2600001', audioHash: 'h1' }],
      ),
    ).toEqual([]);
  });

  it('warns on the track whose audio another release carries under another (or no) ISRC', () => {
    const problems = checkAudioReuse(
      [
        { isrc: 'QZAAA2600009', audioHash: 'h1' },
        { isrc: null, audioHash: 'h2' },
      ],
      [
        { ...album, isrc: 'QZAAA2600001', audioHash: 'h1' },
        { ...album, isrc: 'QZAAA2600002', audioHash: 'h2' },
      ],
    );
    expect(problems.map((p) => `${p.severity} ${p.rule} ${p.path}`)).toEqual([
      'warning isrc-audio-reused tracks[0].isrc',
      'warning isrc-audio-reused tracks[1].isrc',
    ]);
    expect(problems[0].message).toBe(
      'Track 1 has the same audio as "Song" on "The Album" (ISRC QZAAA2600001) but ISRC QZAAA2600009. The same recording keeps its ISRC on every release: use QZAAA2600001 unless it is another recording.',
    );
  });

  it('warns on two tracks of one release sharing audio under two codes', () => {
    const problems = checkAudioReuse(
      [
        { isrc: 'QZAAA2600001', audioHash: 'h1' },
        { isrc: null, audioHash: 'h1' },
        { isrc: null, audioHash: null },
      ],
      [],
    );
    expect(problems.map((p) => p.path)).toEqual(['tracks[0].isrc', 'tracks[1].isrc']);
    expect(problems[1].message).toContain('Track 2 has the same audio as Track 1');
  });
});
