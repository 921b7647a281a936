import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Paginated, ProgrammeKey } from '@liner/domain';
import type { DbExecutor } from '../../platform/db.js';
import { pageOf } from '../../platform/page-of.js';
import {
  programmeSubmissionEvents,
  programmeSubmissions,
  type ProgrammeSubmissionEventRow,
  type ProgrammeSubmissionRow,
} from './tables.js';

export async function findSubmission(db: DbExecutor, id: number): Promise<ProgrammeSubmissionRow | undefined> {
  const [row] = await db.select().from(programmeSubmissions).where(eq(programmeSubmissions.id, id));
  return row;
}

/** The row, locked for the move that reads its state and writes the next one. */
export async function lockSubmission(tx: DbExecutor, id: number): Promise<ProgrammeSubmissionRow | undefined> {
  const [row] = await tx.select().from(programmeSubmissions).where(eq(programmeSubmissions.id, id)).for('update');
  return row;
}

export async function submissionHistory(db: DbExecutor, id: number): Promise<ProgrammeSubmissionEventRow[]> {
  return db
    .select()
    .from(programmeSubmissionEvents)
    .where(eq(programmeSubmissionEvents.submissionId, id))
    .orderBy(asc(programmeSubmissionEvents.at), asc(programmeSubmissionEvents.id));
}

export interface SubmissionFilter {
  programme?: string;
  accountId?: number;
  kind?: string;
  state?: string;
  /** Any of these states (the queue's waiting ones). */
  states?: readonly string[];
}

function whereOf(filter: SubmissionFilter): SQL | undefined {
  return and(
    filter.programme === undefined ? undefined : eq(programmeSubmissions.programme, filter.programme as ProgrammeKey),
    filter.accountId === undefined ? undefined : eq(programmeSubmissions.accountId, filter.accountId),
    filter.kind === undefined ? undefined : eq(programmeSubmissions.kind, filter.kind),
    filter.state === undefined ? undefined : eq(programmeSubmissions.state, filter.state),
    filter.states === undefined ? undefined : inArray(programmeSubmissions.state, [...filter.states]),
  );
}

/**
 * A page of submissions in the order given: the account's lists show the newest first, the
 * operator's queue the oldest first (the longest waiting is decided first).
 */
export async function pageSubmissions(
  db: DbExecutor,
  filter: SubmissionFilter,
  page: { page: number; per_page: number },
  order: 'newest' | 'oldest',
): Promise<Paginated<ProgrammeSubmissionRow>> {
  const where = whereOf(filter);
  const [{ total }] = await db.select({ total: count() }).from(programmeSubmissions).where(where);
  const sort =
    order === 'oldest'
      ? [asc(programmeSubmissions.createdAt), asc(programmeSubmissions.id)]
      : [desc(programmeSubmissions.createdAt), desc(programmeSubmissions.id)];
  const rows = await db
    .select()
    .from(programmeSubmissions)
    .where(where)
    .orderBy(...sort)
    .limit(page.per_page)
    .offset((page.page - 1) * page.per_page);
  return pageOf(rows, total, page);
}
