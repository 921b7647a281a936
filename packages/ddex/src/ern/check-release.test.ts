import { describe, expect, it } from 'vitest';
import { checkReleaseForDelivery } from './check-release.js';
import { exampleAlbum, exampleTrack } from './fixtures.js';

// Each rule family's cases are in check-release-<family>.test.ts.
describe('checkReleaseForDelivery', () => {
  it('finds nothing wrong with the example album and single', () => {
    expect(checkReleaseForDelivery(exampleAlbum(12))).toEqual([]);
    expect(checkReleaseForDelivery(exampleAlbum(1))).toEqual([]);
  });

  it('lists every problem at once, not only the first', () => {
    const release = exampleAlbum(2);
    release.icpn = '';
    release.tracks[1] = { ...exampleTrack(1), isrc: 'bad' };
    release.cover.width = 100;
    const paths = checkReleaseForDelivery(release).map((p) => p.path);
    expect(paths).toEqual(['icpn', 'tracks[1].isrc', 'cover', 'cover']);
  });
});
