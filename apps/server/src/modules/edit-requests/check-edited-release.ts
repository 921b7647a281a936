import { NO_EDITS_TO_SUBMIT } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { checkReleaseForPublish } from '../releases/index.js';
import { loadReleaseParts, type ReleaseParts, type ReleaseRow } from '../releases/index.js';
import type { EditRequestRow } from './active-edit-request.js';
import { loadEditItems } from './active-edit-request.js';
import { applyEdits } from './edit-values.js';

export const EDITED_RELEASE_INVALID = 'The release would not be valid with these edits';

/**
 * The release with the request's edits applied in memory, checked with every publish check:
 * the stores get a full message again, so an edit must not produce a release publish would
 * refuse. 422 lists each problem under the wizard's field names.
 */
export async function buildCheckedEdit(
  deps: AppDeps,
  release: ReleaseRow,
  request: EditRequestRow,
): Promise<{ before: ReleaseParts; after: ReleaseParts; summary: { sections: string[]; tracks: number[] } }> {
  const items = await loadEditItems(deps.db, request.id);
  if (items.sectionEdits.length === 0 && items.trackEdits.length === 0)
    throw new AppError('VALIDATION', { message: NO_EDITS_TO_SUBMIT, errors: { edits: [NO_EDITS_TO_SUBMIT] } });
  const before = await loadReleaseParts(deps.db, release);
  const after = applyEdits(before, items.sectionEdits, items.trackEdits);
  const check = await checkReleaseForPublish(deps, after);
  if (Object.keys(check.errors).length > 0) {
    throw new AppError('VALIDATION', {
      message: EDITED_RELEASE_INVALID,
      errors: check.errors,
      reason: 'EDITED_RELEASE_INVALID',
    });
  }
  return {
    before,
    after,
    summary: {
      sections: items.sectionEdits.map((edit) => edit.section),
      tracks: [...new Set(items.trackEdits.map((edit) => edit.trackId))],
    },
  };
}
