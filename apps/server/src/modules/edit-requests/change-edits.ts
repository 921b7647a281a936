import { and, eq } from 'drizzle-orm';
import {
  EDIT_NOT_FOUND,
  releaseEditValueSchema,
  trackEditValueSchema,
  type AddReleaseEditRequest,
  type AddTrackEditRequest,
  type ReleaseEditSection,
  type TrackEditField,
} from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import type { DbExecutor } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import { findOwnRelease, loadReleaseParts, type ReleaseRow } from '../releases/index.js';
import { findReleaseTrack, lockRelease, recordReleaseEvent } from '../releases/index.js';
import { assertEditable, findActiveEditRequest, openEditRequest } from './active-edit-request.js';
import { currentSectionValue, currentTrackValue, parseEditValue } from './edit-values.js';
import { releaseEditItems, trackEditItems } from './tables.js';

/** The owner's release, locked for the change, and still editable (404 for another user's id). */
async function lockEditableRelease(tx: DbExecutor, userId: number, releaseId: number): Promise<ReleaseRow> {
  await findOwnRelease(tx, userId, releaseId);
  const release = (await lockRelease(tx, releaseId))!;
  assertEditable(release);
  return release;
}

/** Adds an edit of a release section; an earlier edit of the same section is replaced. */
export async function addReleaseEdit(
  deps: AppDeps,
  userId: number,
  releaseId: number,
  input: AddReleaseEditRequest,
): Promise<void> {
  const value = parseEditValue(releaseEditValueSchema(input.section), input.value);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const release = await lockEditableRelease(tx, userId, releaseId);
    const oldValue = currentSectionValue(await loadReleaseParts(tx, release), input.section, now) ?? null;
    const request = await openEditRequest(tx, release, now);
    await tx
      .insert(releaseEditItems)
      .values({ editRequestId: request.id, section: input.section, value, oldValue, updatedAt: now })
      .onConflictDoUpdate({
        target: [releaseEditItems.editRequestId, releaseEditItems.section],
        set: { value, oldValue, updatedAt: now },
      });
    await recordReleaseEvent(tx, {
      releaseId,
      actorUserId: userId,
      action: 'edit-added',
      at: now,
      detail: { section: input.section },
    });
  });
}

/** Adds an edit of one field of one of the release's tracks; one edit per field. */
export async function addTrackEdit(
  deps: AppDeps,
  userId: number,
  releaseId: number,
  input: AddTrackEditRequest,
): Promise<void> {
  const value = parseEditValue(trackEditValueSchema(input.field), input.value);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const release = await lockEditableRelease(tx, userId, releaseId);
    const track = await findReleaseTrack(tx, release.id, input.trackId);
    if (!track) throw new AppError('NOT_FOUND', { message: 'Track not found' });
    const oldValue = currentTrackValue(track, input.field) ?? null;
    const request = await openEditRequest(tx, release, now);
    await tx
      .insert(trackEditItems)
      .values({ editRequestId: request.id, trackId: track.id, field: input.field, value, oldValue, updatedAt: now })
      .onConflictDoUpdate({
        target: [trackEditItems.editRequestId, trackEditItems.trackId, trackEditItems.field],
        set: { value, oldValue, updatedAt: now },
      });
    await recordReleaseEvent(tx, {
      releaseId,
      actorUserId: userId,
      action: 'edit-added',
      at: now,
      detail: { trackId: track.id, field: input.field },
    });
  });
}

export async function removeReleaseEdit(
  deps: AppDeps,
  userId: number,
  releaseId: number,
  section: ReleaseEditSection,
): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await lockEditableRelease(tx, userId, releaseId);
    const request = await findActiveEditRequest(tx, releaseId);
    const removed =
      request === null
        ? []
        : await tx
            .delete(releaseEditItems)
            .where(and(eq(releaseEditItems.editRequestId, request.id), eq(releaseEditItems.section, section)))
            .returning({ id: releaseEditItems.id });
    if (removed.length === 0) throw new AppError('NOT_FOUND', { message: EDIT_NOT_FOUND });
    await recordReleaseEvent(tx, {
      releaseId,
      actorUserId: userId,
      action: 'edit-removed',
      at: now,
      detail: { section },
    });
  });
}

/** Removes one field's edit; with its last edit gone the track has no entry in the request. */
export async function removeTrackEdit(
  deps: AppDeps,
  userId: number,
  releaseId: number,
  trackId: number,
  field: TrackEditField,
): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await lockEditableRelease(tx, userId, releaseId);
    const request = await findActiveEditRequest(tx, releaseId);
    const removed =
      request === null
        ? []
        : await tx
            .delete(trackEditItems)
            .where(
              and(
                eq(trackEditItems.editRequestId, request.id),
                eq(trackEditItems.trackId, trackId),
                eq(trackEditItems.field, field),
              ),
            )
            .returning({ id: trackEditItems.id });
    if (removed.length === 0) throw new AppError('NOT_FOUND', { message: EDIT_NOT_FOUND });
    await recordReleaseEvent(tx, {
      releaseId,
      actorUserId: userId,
      action: 'edit-removed',
      at: now,
      detail: { trackId, field },
    });
  });
}
