/**
 * Removes an import: its facts are subtracted from the daily rollups, then deleted, with the
 * import's row, in one transaction (fact-removal.ts sums the writer's rollup levels in SQL, so an
 * import of millions of facts never comes into memory); the removal test checks the rollups come
 * back to what they were before the import. Statements' months that gave way to the import may
 * then come back: the statement streams sweep is asked to run.
 */
import { eq, sql } from 'drizzle-orm';
import { ANALYTICS_IMPORT_MESSAGES } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { removeFacts } from './fact-removal.js';
import { requestStatementStreamsSettle } from './statement-streams-worker.js';
import { analyticsImports } from './tables.js';
import { failIfInterrupted } from './trend-import-lock.js';

export async function removeTrendImport(deps: AppDeps, importId: number): Promise<{ message: string }> {
  // An import its process left 'importing' becomes failed first, and goes like any other.
  const [current] = await deps.db
    .select({ id: analyticsImports.id, status: analyticsImports.status })
    .from(analyticsImports)
    .where(eq(analyticsImports.id, importId));
  if (current) await failIfInterrupted(deps, current);
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: analyticsImports.id, status: analyticsImports.status })
      .from(analyticsImports)
      .where(eq(analyticsImports.id, importId))
      .for('update');
    if (!row) throw new AppError('NOT_FOUND', { message: 'No such analytics import' });
    if (row.status === 'importing') {
      throw new AppError('CONFLICT', {
        message: 'This import has not finished yet; remove it once it is done or failed',
        reason: 'IMPORT_RUNNING',
      });
    }
    await removeFacts(tx, sql`import_id = ${importId}`);
    await tx.delete(analyticsImports).where(eq(analyticsImports.id, importId));
  });
  await requestStatementStreamsSettle(deps);
  return { message: ANALYTICS_IMPORT_MESSAGES.removed };
}
