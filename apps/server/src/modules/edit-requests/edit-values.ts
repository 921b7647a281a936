import {
  applySingleTrackRule,
  releaseEditValueSchema,
  trackEditValueSchema,
  type ReleaseEditSection,
  type TrackEditField,
} from '@liner/domain';
import { fieldError } from '../../platform/errors.js';
import type { ReleaseArtistRow, ReleaseParts, ReleaseRow, TrackRow } from '../releases/index.js';
import { presentRelease, presentTrack } from '../releases/index.js';

/** The value of a section as the wizard reads it (the "before" of an edit). */
export function currentSectionValue(parts: ReleaseParts, section: ReleaseEditSection, now: Date): unknown {
  return presentRelease(parts, now)[section];
}

export function currentTrackValue(track: TrackRow, field: TrackEditField): unknown {
  return presentTrack(track)[field];
}

/** Parses an edit's value with the wizard's own schema for that field; 422 on `value` otherwise. */
export function parseEditValue(schema: ReturnType<typeof releaseEditValueSchema>, value: unknown): unknown {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw fieldError('value', parsed.error.issues[0]?.message ?? 'This value cannot be used here');
  return parsed.data;
}

export interface SectionEdit {
  section: ReleaseEditSection;
  value: unknown;
}
export interface TrackFieldEdit {
  trackId: number;
  field: TrackEditField;
  value: unknown;
}

type ArtistValue = { name: string; roles: string[]; spotifyId: string | null; appleId: string | null; isni?: string };
type CopyrightValue = {
  licensing: { year: number | null; name: string };
  soundRecording: { year: number | null; name: string };
};

function applySection(
  release: ReleaseRow,
  artists: ReleaseArtistRow[],
  edit: SectionEdit,
): [ReleaseRow, ReleaseArtistRow[]] {
  // Stored values were parsed when added; parsing again keeps a row written by an older schema honest.
  const value = parseEditValue(releaseEditValueSchema(edit.section), edit.value);
  switch (edit.section) {
    case 'versionInfo': {
      const info = value as { remix: boolean; coverSongs: string };
      return [{ ...release, versionRemix: info.remix, versionCoverSongs: info.coverSongs }, artists];
    }
    case 'copyright': {
      const c = value as CopyrightValue;
      return [
        {
          ...release,
          cLineYear: c.licensing.year,
          cLine: c.licensing.name,
          pLineYear: c.soundRecording.year,
          pLine: c.soundRecording.name,
        },
        artists,
      ];
    }
    case 'artists': {
      const list = value as ArtistValue[];
      return [
        release,
        list.map((artist, position) => ({
          id: 0,
          releaseId: release.id,
          position,
          name: artist.name,
          roles: artist.roles,
          spotifyId: artist.spotifyId,
          appleId: artist.appleId,
          isni: artist.isni ?? '',
        })),
      ];
    }
    // Every other section is a column of the same name.
    default:
      return [{ ...release, [edit.section]: value }, artists];
  }
}

/**
 * The release as it would be with the edits: checked with the publish checks before the
 * request is sent and again before it is applied. A Single's only track follows the release
 * title, as at publish.
 */
export function applyEdits(parts: ReleaseParts, sections: SectionEdit[], trackEdits: TrackFieldEdit[]): ReleaseParts {
  let release = parts.release;
  let artists = parts.artists;
  for (const edit of sections) [release, artists] = applySection(release, artists, edit);
  let tracks = parts.tracks.map((track) => {
    let edited = track;
    for (const edit of trackEdits.filter((e) => e.trackId === track.id)) {
      edited = { ...edited, [edit.field]: parseEditValue(trackEditValueSchema(edit.field), edit.value) };
    }
    return edited;
  });
  tracks = applySingleTrackRule(release, tracks);
  return { release, artists, tracks };
}
