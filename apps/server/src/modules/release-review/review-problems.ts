import { checkStoreStyle, isoDay, type ReviewProblemSummary, type StoreStyleInput } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { checkReleaseForPublish, formPathOfStylePath } from '../releases/check-release-for-publish.js';
import type { ReleaseParts } from '../releases/load-release.js';
import type { UploadedFile } from '../uploads/uploaded-file.js';

export interface ReviewProblemList {
  errors: { path: string; message: string }[];
  warnings: { path: string; message: string }[];
}

/**
 * The store style input of a release. The releases area builds the same shape privately for
 * publish (check-release-for-publish.ts, styleInput); it is rebuilt here because the operator
 * also needs the warnings, which publish lets through. Should move there as one export.
 */
function styleInput(parts: ReleaseParts, cover: UploadedFile | null, today: string): StoreStyleInput {
  const { release } = parts;
  const type = (['Album', 'EP', 'Single'].includes(release.type) ? release.type : 'Album') as 'Album' | 'EP' | 'Single';
  return {
    release: {
      type, title: release.title, version: release.version || undefined, label: release.label, genre: release.primaryGenre,
      artists: parts.artists.map((artist) => ({ name: artist.name, roles: artist.roles })),
      language: release.language,
      copyright: {
        cLine: { year: release.cLineYear ?? 0, owner: release.cLine },
        pLine: { year: release.pLineYear ?? 0, owner: release.pLine },
      },
      releaseDate: release.releaseDate ?? '', originalReleaseDate: release.originalReleaseDate ?? undefined,
    },
    artwork: cover && { width: cover.width ?? 0, height: cover.height ?? 0, format: cover.format, colourSpace: 'srgb', sizeBytes: cover.sizeBytes },
    tracks: parts.tracks.map((track) => ({
      title: track.title, version: track.version || undefined, artists: track.artists, explicit: track.explicit,
      cleanVersion: track.cleanVersion, isrc: track.isrc ?? undefined, durationSeconds: track.durationSeconds ?? undefined,
      language: track.language || undefined,
    })),
    today,
  };
}

/**
 * What the operator should look at: the publish checks' errors (a file removed or a code taken
 * since the artist published) and the store style warnings the artist chose to accept.
 */
export async function findReviewProblems(deps: AppDeps, parts: ReleaseParts): Promise<ReviewProblemList> {
  const check = await checkReleaseForPublish(deps, parts);
  const errors = Object.entries(check.errors).flatMap(([path, messages]) => messages.map((message) => ({ path, message })));
  const warnings = checkStoreStyle(styleInput(parts, check.cover, isoDay(deps.clock.now())))
    .filter((problem) => problem.severity === 'warning')
    .map((problem) => ({ path: formPathOfStylePath(problem.path), message: problem.message }));
  return { errors, warnings };
}

const SUMMARY_MESSAGES = 3;

export function summarizeProblems(problems: ReviewProblemList): ReviewProblemSummary {
  return {
    errors: problems.errors.length,
    warnings: problems.warnings.length,
    messages: [...problems.errors, ...problems.warnings].slice(0, SUMMARY_MESSAGES).map((problem) => problem.message),
  };
}
