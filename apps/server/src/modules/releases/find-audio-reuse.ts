import { type AudioReuseResponse, checkAudioReuse } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { getUploadedFiles } from '../uploads/index.js';
import { audioUsesOf, lookUpAudioElsewhere } from './audio-reuse-lookup.js';
import { formPathOfStylePath } from './check-release-for-publish.js';
import { findOwnRelease, loadReleaseParts } from './load-release.js';

/**
 * The audio-reuse warnings of a release as saved (the same check the publish and the operator's
 * review run), for the wizard: 404 for another account's release.
 */
export async function findAudioReuse(deps: AppDeps, userId: number, releaseId: number): Promise<AudioReuseResponse> {
  const parts = await loadReleaseParts(deps.db, await findOwnRelease(deps.db, userId, releaseId));
  const files = await getUploadedFiles(
    deps,
    parts.tracks.flatMap((track) => (track.audioFileId === null ? [] : [{ userId, fileId: track.audioFileId }])),
  );
  const audio = new Map([...files].filter(([, file]) => file.kind === 'audio'));
  const elsewhere = (await lookUpAudioElsewhere(deps, [...audio.values()])).filter(
    (use) => use.userId === userId && use.releaseId !== releaseId,
  );
  return {
    data: checkAudioReuse(audioUsesOf(parts, audio), elsewhere).map((problem) => ({
      path: formPathOfStylePath(problem.path),
      message: problem.message,
    })),
  };
}
