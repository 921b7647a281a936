import { artistNameKey } from '../preferences/index.js';
import type { ReleaseParts } from './load-release.js';

/**
 * Gives every release and track artist that carries no ISNI of its own the one its owner saved
 * on the preferences page for that artist name; an ISNI typed in the wizard always wins.
 */
export function withDefaultIsnis(parts: ReleaseParts, isnis: ReadonlyMap<string, string>): ReleaseParts {
  if (isnis.size === 0) return parts;
  const fill = <T extends { name: string; isni?: string }>(artist: T): T => {
    if (artist.isni?.trim()) return artist;
    const isni = isnis.get(artistNameKey(artist.name));
    return isni ? { ...artist, isni } : artist;
  };
  return {
    ...parts,
    artists: parts.artists.map(fill),
    tracks: parts.tracks.map((track) => ({ ...track, artists: track.artists.map(fill) })),
  };
}
