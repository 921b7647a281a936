import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import {
  EDIT_REQUEST_UNDER_REVIEW,
  EDITS_ONLY_WHEN_DELIVERED,
  RELEASE_STATUS,
  type ReleaseEditSection,
  type TrackEditField,
} from '@liner/domain';
import type { DbExecutor } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import type { ReleaseRow } from '../releases/index.js';
import { DELIVERED_STATUSES } from '../release-review/index.js';
import { editRequests, releaseEditItems, trackEditItems } from './tables.js';
import type { SectionEdit, TrackFieldEdit } from './edit-values.js';

export type EditRequestRow = typeof editRequests.$inferSelect;

/** The artist may change edits only while the release is at the stores and no request is under review. */
export function assertEditable(release: ReleaseRow): void {
  if (release.status === RELEASE_STATUS.EDIT_PENDING)
    throw new AppError('CONFLICT', { message: EDIT_REQUEST_UNDER_REVIEW, reason: 'EDIT_UNDER_REVIEW' });
  if (!DELIVERED_STATUSES.includes(release.status))
    throw new AppError('CONFLICT', { message: EDITS_ONLY_WHEN_DELIVERED, reason: 'NOT_DELIVERED' });
}

export async function findActiveEditRequest(db: DbExecutor, releaseId: number): Promise<EditRequestRow | null> {
  const [row] = await db
    .select()
    .from(editRequests)
    .where(and(eq(editRequests.releaseId, releaseId), inArray(editRequests.state, ['open', 'submitted'])))
    .limit(1);
  return row ?? null;
}

/** The active request, or else the latest decided one (so a declined request's note stays visible). */
export async function findLatestEditRequest(db: DbExecutor, releaseId: number): Promise<EditRequestRow | null> {
  const active = await findActiveEditRequest(db, releaseId);
  if (active) return active;
  const [latest] = await db
    .select()
    .from(editRequests)
    .where(eq(editRequests.releaseId, releaseId))
    .orderBy(desc(editRequests.id))
    .limit(1);
  return latest ?? null;
}

/** The open request of the release, created on the first edit; the partial unique index keeps it single. */
export async function openEditRequest(db: DbExecutor, release: ReleaseRow, at: Date): Promise<EditRequestRow> {
  const existing = await findActiveEditRequest(db, release.id);
  if (existing) return existing;
  await db
    .insert(editRequests)
    .values({ releaseId: release.id, userId: release.userId, createdAt: at })
    .onConflictDoNothing();
  const created = await findActiveEditRequest(db, release.id);
  if (!created) throw new Error('edit request: the open request vanished');
  return created;
}

export async function loadEditItems(db: DbExecutor, editRequestId: number) {
  const [sections, trackItems] = await Promise.all([
    db
      .select()
      .from(releaseEditItems)
      .where(eq(releaseEditItems.editRequestId, editRequestId))
      .orderBy(asc(releaseEditItems.id)),
    db
      .select()
      .from(trackEditItems)
      .where(eq(trackEditItems.editRequestId, editRequestId))
      .orderBy(asc(trackEditItems.id)),
  ]);
  const sectionEdits: SectionEdit[] = sections.map((row) => ({
    section: row.section as ReleaseEditSection,
    value: row.value,
  }));
  const trackEdits: TrackFieldEdit[] = trackItems.map((row) => ({
    trackId: row.trackId,
    field: row.field as TrackEditField,
    value: row.value,
  }));
  return { sections, trackItems, sectionEdits, trackEdits };
}
