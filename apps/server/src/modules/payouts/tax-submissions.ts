import { asc, count, eq } from 'drizzle-orm';
import {
  type MyTaxInformation,
  TAX_INFORMATION_MESSAGES as M,
  type TaxSubmission,
  type TaxSubmissionRow,
  type TaxSubmissionsQuery,
} from '@liner/domain';
import type { z } from 'zod';
import type { AppDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { findUserEmails } from '../auth/index.js';
import { type OpenedDocument, openFiledDocument } from '../documents/index.js';
import { payeeTaxSubmissions } from './tables.js';
import { findTaxProfile } from './tax-profiles.js';
import { pageOf } from '../../platform/page-of.js';

type SubmissionRow = typeof payeeTaxSubmissions.$inferSelect;

function present(row: SubmissionRow): TaxSubmission {
  return {
    residencyCountry: row.residencyCountry,
    taxForm: row.taxForm,
    documentName: row.documentName,
    documentType: row.documentType,
    documentBytes: row.documentBytes,
    status: row.status,
    submittedAt: row.submittedAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}

export async function findTaxSubmissionRow(deps: AppDeps, userId: number): Promise<SubmissionRow | null> {
  const [row] = await deps.db.select().from(payeeTaxSubmissions).where(eq(payeeTaxSubmissions.userId, userId));
  return row ?? null;
}

/** GET api/profile/tax: the operator's profile of the payee and what the payee last sent. */
export async function findMyTaxInformation(deps: AppDeps, userId: number): Promise<MyTaxInformation> {
  const row = await findTaxSubmissionRow(deps, userId);
  return { profile: await findTaxProfile(deps, userId), submission: row ? present(row) : null };
}

/** GET admin/tax-submissions: what waits for review, oldest first. */
export async function listTaxSubmissions(
  deps: AppDeps,
  query: z.infer<typeof TaxSubmissionsQuery>,
): Promise<{ data: TaxSubmissionRow[]; current_page: number; last_page: number; total: number; per_page: number }> {
  const waiting = eq(payeeTaxSubmissions.status, 'submitted');
  const [{ total }] = await deps.db.select({ total: count() }).from(payeeTaxSubmissions).where(waiting);
  const rows = await deps.db
    .select()
    .from(payeeTaxSubmissions)
    .where(waiting)
    .orderBy(asc(payeeTaxSubmissions.submittedAt), asc(payeeTaxSubmissions.userId))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const emails = await findUserEmails(
    deps.db,
    rows.map((row) => row.userId),
  );
  return pageOf(
    rows.map((row) => ({ ...present(row), userId: row.userId, email: emails.get(row.userId) ?? '' })),
    total,
    query,
  );
}

/** GET admin/tax-submissions/:userId/document: the signed form, for the operator to read. */
export async function openTaxDocument(deps: AppDeps, userId: number): Promise<OpenedDocument> {
  const row = await findTaxSubmissionRow(deps, userId);
  if (!row) throw new AppError('NOT_FOUND', { message: M.noSubmission });
  const opened = row.documentId === null ? null : await openFiledDocument(deps, row.documentId);
  if (!opened) throw new AppError('NOT_FOUND', { message: M.noDocument });
  return opened;
}
