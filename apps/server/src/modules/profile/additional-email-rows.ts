import { and, asc, eq } from 'drizzle-orm';
import { ADDITIONAL_EMAIL_MESSAGES, type AdditionalEmail } from '@liner/domain';
import type { DbExecutor } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import { type AdditionalEmailRow, additionalEmails } from './tables.js';

export function presentAdditionalEmail(row: AdditionalEmailRow): AdditionalEmail {
  return { id: row.id, email: row.email, confirmed: row.confirmedAt !== null, communication: row.isCommunication };
}

export async function listAdditionalEmailRows(db: DbExecutor, userId: number): Promise<AdditionalEmailRow[]> {
  return db
    .select()
    .from(additionalEmails)
    .where(eq(additionalEmails.userId, userId))
    .orderBy(asc(additionalEmails.createdAt), asc(additionalEmails.id));
}

/**
 * One of the person's own addresses. The rows are scoped to the person in the query, so another
 * person's id is the same "no such address" as a missing one.
 */
export async function findOwnAdditionalEmail(db: DbExecutor, userId: number, id: number): Promise<AdditionalEmailRow> {
  const [row] = await db
    .select()
    .from(additionalEmails)
    .where(and(eq(additionalEmails.id, id), eq(additionalEmails.userId, userId)));
  if (!row) throw new AppError('NOT_FOUND', { message: ADDITIONAL_EMAIL_MESSAGES.notFound });
  return row;
}
