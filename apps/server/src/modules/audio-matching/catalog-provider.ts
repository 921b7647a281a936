import type { CatalogMatch, RecognitionMatch } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { fieldError } from '../../platform/errors.js';
import { findReleaseArtists, findTracksWithReleases } from '../releases/index.js';
import { findCatalogMatches } from './find-catalog-matches.js';
import { fingerprintClip } from './fingerprint-clip.js';
import type { RecognitionProvider } from './recognition-provider.js';

/** A catalog match with the track's title, artists, ISRC and release, as any provider answers. */
async function presentCatalogMatches(deps: AppDeps, matches: CatalogMatch[]): Promise<RecognitionMatch[]> {
  const tracks = await findTracksWithReleases(
    deps.db,
    matches.map((match) => match.trackId),
  );
  const presented: RecognitionMatch[] = [];
  for (const match of matches) {
    const found = tracks.get(match.trackId);
    if (!found) continue;
    const { track, release } = found;
    let artists = track.artists.map((artist) => artist.name);
    if (artists.length === 0) artists = (await findReleaseArtists(deps.db, release.id)).map((artist) => artist.name);
    const [first] = match.segments;
    presented.push({
      provider: 'catalog',
      title: track.version ? `${track.title} (${track.version})` : track.title,
      artist: artists.join(', '),
      isrc: track.isrc,
      album: release.title,
      trackId: track.id,
      score: Math.round(match.similarity * 100),
      originalOffsetSeconds: first?.originalStartSeconds ?? null,
      copyOffsetSeconds: first?.copyStartSeconds ?? null,
      matchLengthSeconds: match.matchLengthSeconds,
      copyPercentage: match.copyPercentage,
      segments: match.segments,
      externalIds: { upc: release.upc, spotifyTrackId: null, appleMusicUrl: null, deezerTrackId: null },
      link: null,
    });
  }
  return presented;
}

/** The built-in provider: Chromaprint over Liner's own catalog, on this machine, offline. */
export function createCatalogProvider(deps: AppDeps): RecognitionProvider {
  return {
    name: 'catalog',
    async identify(sample, options = {}) {
      if (sample.kind !== 'stored')
        throw fieldError('file', 'The catalog engine recognises an audio file, not a link: upload the audio');
      const clip = await fingerprintClip(deps, sample.storageKey);
      return presentCatalogMatches(deps, await findCatalogMatches(deps, clip, options.scope));
    },
  };
}
