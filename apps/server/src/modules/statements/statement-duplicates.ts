/**
 * The same report imported twice under other bytes (line endings, encoding, a byte-order mark):
 * the file hash cannot tell, its identity can (packages/domain statement-identity). The identity
 * is known only once the file is read, so it is checked in the import's final transaction, before
 * the flip to 'imported': a duplicate fails the statement, and what it wrote is deleted like any
 * failed import's. Only imported statements count; failed ones never do.
 */
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import {
  csvStatementIdentity,
  dsrStatementIdentity,
  duplicateDsrMessage,
  possibleDuplicateCsvMessage,
  statementIdentityKind,
} from '@liner/domain';
import type { DbExecutor } from '../../platform/db.js';
import type { AppDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import type { LinesRead } from './read-statement-lines.js';
import { ImportFailure } from './statement-line-writer.js';
import { statements } from './tables.js';

/** The statement is a report imported already (DSR), or looks like one the operator did not confirm (CSV). */
export class DuplicateStatement extends ImportFailure {
  constructor(
    readonly earlierId: number,
    identity: string,
  ) {
    super(
      statementIdentityKind(identity) === 'dsr'
        ? duplicateDsrMessage(earlierId)
        : possibleDuplicateCsvMessage(earlierId),
    );
  }
}

export function identityOf(read: LinesRead, currency: string | null): string {
  if (read.dsrHead) return dsrStatementIdentity(read.dsrHead);
  return csvStatementIdentity({
    stores: read.totals.map((c) => c.store),
    period: read.minSaleDate?.slice(0, 7) ?? '',
    lines: read.count,
    amountMicros: read.amountMicros,
    currency: currency ?? '',
  });
}

/** Throws DuplicateStatement when another imported statement has this identity. Runs in the flip's transaction. */
export async function refuseDuplicate(
  tx: DbExecutor,
  statement: { id: number; duplicateConfirmed: boolean },
  identity: string,
): Promise<void> {
  if (statement.duplicateConfirmed && statementIdentityKind(identity) === 'csv') return;
  // Two imports of one report finishing at once: the second waits for the first's flip, then sees it.
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${identity}))`);
  const [earlier] = await tx
    .select({ id: statements.id })
    .from(statements)
    .where(and(eq(statements.identity, identity), eq(statements.status, 'imported'), ne(statements.id, statement.id)))
    .orderBy(asc(statements.id))
    .limit(1);
  if (earlier) throw new DuplicateStatement(earlier.id, identity);
}

/**
 * After an upload whose import ran in the request: a statement failed as a duplicate answers 409
 * with its reason (code STATEMENT_DUPLICATE for a DSR, STATEMENT_POSSIBLE_DUPLICATE for a CSV,
 * which `confirmDuplicate=true` imports). With a job runner the import runs later and the reason
 * shows on the statement instead.
 */
export async function refuseIfDuplicate(deps: AppDeps, statementId: number): Promise<void> {
  const [row] = await deps.db
    .select({ status: statements.status, duplicateOf: statements.duplicateOf, reason: statements.failureReason })
    .from(statements)
    .where(eq(statements.id, statementId));
  if (row?.status !== 'failed' || row.duplicateOf === null) return;
  const [earlier] = await deps.db
    .select({ identity: statements.identity })
    .from(statements)
    .where(eq(statements.id, row.duplicateOf));
  const kind = earlier?.identity ? statementIdentityKind(earlier.identity) : 'csv';
  throw new AppError('CONFLICT', {
    message: row.reason ?? possibleDuplicateCsvMessage(row.duplicateOf),
    reason: kind === 'dsr' ? 'STATEMENT_DUPLICATE' : 'STATEMENT_POSSIBLE_DUPLICATE',
  });
}
