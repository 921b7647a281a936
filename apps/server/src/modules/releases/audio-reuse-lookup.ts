import { eq, inArray } from 'drizzle-orm';
import type { AudioUse, AudioUseElsewhere } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { findFilesWithContent, findFilesWithSameRecording, type UploadedFile } from '../uploads/index.js';
import type { ReleaseParts } from './load-release.js';
import { releases, tracks } from './tables.js';

export type AudioElsewhere = AudioUseElsewhere & { userId: number; releaseId: number };

/**
 * The owners' tracks (any release) whose audio is one of these audio files again: the same bytes
 * (SHA-256), or the same recording in another file (a matching fingerprint).
 */
export async function lookUpAudioElsewhere(deps: AppDeps, files: readonly UploadedFile[]): Promise<AudioElsewhere[]> {
  const audio = files.filter((file) => file.kind === 'audio');
  const [sameBytes, sameRecording] = await Promise.all([
    findFilesWithContent(
      deps,
      audio.map((file) => ({ userId: file.userId, sha256: file.sha256 })),
    ),
    findFilesWithSameRecording(
      deps,
      audio.flatMap((file) => (file.fingerprint ? [{ userId: file.userId, fingerprint: file.fingerprint }] : [])),
    ),
  ]);
  const found = new Map<number, { userId: number; sha256: string; fingerprint: number[] | null }>();
  for (const file of sameBytes) found.set(file.id, { ...file, fingerprint: null });
  for (const file of sameRecording) found.set(file.id, file);
  if (found.size === 0) return [];
  const rows = await deps.db
    .select({
      isrc: tracks.isrc,
      trackTitle: tracks.title,
      audioFileId: tracks.audioFileId,
      releaseId: tracks.releaseId,
      releaseTitle: releases.title,
      userId: releases.userId,
    })
    .from(tracks)
    .innerJoin(releases, eq(releases.id, tracks.releaseId))
    .where(inArray(tracks.audioFileId, [...found.keys()]));
  return rows.flatMap((row) => {
    const file = row.audioFileId === null ? undefined : found.get(row.audioFileId);
    if (!file || file.userId !== row.userId) return [];
    return [{ ...row, audioHash: file.sha256, fingerprint: file.fingerprint }];
  });
}

/** The release's tracks as the audio-reuse check sees them, with the files already loaded. */
export function audioUsesOf(parts: ReleaseParts, audio: ReadonlyMap<number, UploadedFile>): AudioUse[] {
  return parts.tracks.map((track) => {
    const file = track.audioFileId === null ? undefined : audio.get(track.audioFileId);
    return { isrc: track.isrc, audioHash: file?.sha256 ?? null, fingerprint: file?.fingerprint ?? null };
  });
}
