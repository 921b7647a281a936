import { and, asc, count, eq } from 'drizzle-orm';
import type { IdentityImageSide, IdentityReviewRow, Paginated } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { pageOf } from '../../platform/page-of.js';
import { findUsersByIds } from '../auth/index.js';
import { documentTypeOf, type IdentityCheckRow } from './identity-checks.js';
import { identityVerifications } from './tables.js';

const waiting = and(eq(identityVerifications.status, 'submitted'), eq(identityVerifications.provider, 'review'));

/** The operator's queue: checks whose photos wait for a decision, oldest first. */
export async function listIdentityReviews(
  deps: AppDeps,
  query: { page: number; per_page: number },
): Promise<Paginated<IdentityReviewRow>> {
  const [{ total }] = await deps.db.select({ total: count() }).from(identityVerifications).where(waiting);
  const rows = await deps.db
    .select()
    .from(identityVerifications)
    .where(waiting)
    .orderBy(asc(identityVerifications.submittedAt), asc(identityVerifications.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const users = new Map(
    (
      await findUsersByIds(
        deps.db,
        rows.map((row) => row.userId),
      )
    ).map((u) => [u.id, u]),
  );
  const data = rows.map((row) => {
    const user = users.get(row.userId);
    const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ');
    return {
      id: row.id,
      userId: row.userId,
      email: user?.email ?? '',
      name: name || (user?.email ?? ''),
      documentCountry: row.documentCountry,
      documentType: documentTypeOf(row),
      hasBack: row.documentBackKey !== null,
      submittedAt: (row.submittedAt ?? row.requestedAt).toISOString(),
    };
  });
  return pageOf(data, total, query);
}

export async function findCheck(deps: AppDeps, id: number): Promise<IdentityCheckRow> {
  const [row] = await deps.db.select().from(identityVerifications).where(eq(identityVerifications.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

const KEY_OF: Record<IdentityImageSide, (row: IdentityCheckRow) => string | null> = {
  front: (row) => row.documentKey,
  back: (row) => row.documentBackKey,
  selfie: (row) => row.selfieKey,
};

/** One photo of a check, for the operator's review (the stored copy: JPEG, no metadata). */
export async function openIdentityImage(deps: AppDeps, id: number, side: IdentityImageSide) {
  const key = KEY_OF[side](await findCheck(deps, id));
  if (!key || !(await deps.storage.exists(key))) throw new AppError('NOT_FOUND');
  return deps.storage.get(key);
}
