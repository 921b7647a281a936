import { eq } from 'drizzle-orm';
import { canChangeReleaseStatus } from '@liner/domain';
import type { DbExecutor } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import { releaseEvents, releases } from './tables.js';

export interface ReleaseEventInput {
  releaseId: number;
  actorUserId: number | null;
  action: string;
  detail?: Record<string, unknown>;
  at: Date;
}

export async function recordReleaseEvent(db: DbExecutor, event: ReleaseEventInput): Promise<void> {
  await db.insert(releaseEvents).values({
    releaseId: event.releaseId,
    actorUserId: event.actorUserId,
    action: event.action,
    detail: event.detail ?? {},
    createdAt: event.at,
  });
}

export interface StatusChange {
  releaseId: number;
  to: number;
  actorUserId: number | null;
  /** History action name, e.g. "published", "approved", "needs-docs", "takedown-requested". */
  action: string;
  at: Date;
  /** Replaces the review note shown to the artist (Needs Docs); undefined leaves it. */
  reviewNote?: string | null;
  detail?: Record<string, unknown>;
}

/**
 * The one place a release's status changes: it checks the transition against the domain's
 * table (RELEASE_STATUS_TRANSITIONS), locks the row so two operators cannot both move it, and
 * writes the history event. Call it inside the caller's transaction when other writes belong
 * to the same change. Answers 409 for a change the current status does not allow.
 */
export async function setReleaseStatus(db: DbExecutor, change: StatusChange): Promise<{ from: number; to: number }> {
  const [row] = await db
    .select({ status: releases.status })
    .from(releases)
    .where(eq(releases.id, change.releaseId))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', { message: 'Release not found' });
  if (!canChangeReleaseStatus(row.status, change.to)) {
    throw new AppError('CONFLICT', {
      message: `A release in status ${row.status} cannot move to status ${change.to}`,
      reason: 'STATUS_TRANSITION',
    });
  }
  await db
    .update(releases)
    .set({
      status: change.to,
      updatedAt: change.at,
      ...(change.reviewNote !== undefined ? { reviewNote: change.reviewNote } : {}),
    })
    .where(eq(releases.id, change.releaseId));
  await recordReleaseEvent(db, {
    releaseId: change.releaseId,
    actorUserId: change.actorUserId,
    action: change.action,
    at: change.at,
    detail: {
      from: row.status,
      to: change.to,
      ...(change.reviewNote ? { note: change.reviewNote } : {}),
      ...change.detail,
    },
  });
  return { from: row.status, to: change.to };
}
