/**
 * After a statement is imported, reversed or gains resolved lines, a job {statementId} goes to
 * this queue for the areas that follow statements' sales (analytics works it: streams derived
 * from statements). Sent after the statement's own work is committed, so the import is never
 * slowed; without a job runner nothing is sent and the followers catch up on their own sweep.
 */
import type { AppDeps } from '../../platform/deps.js';

export const STATEMENT_SETTLED_QUEUE = 'statements.settled';

export interface StatementSettledJob {
  statementId: number;
}

export async function announceStatementSettled(deps: AppDeps, statementIds: readonly number[]): Promise<void> {
  if (!deps.jobs) return;
  for (const statementId of statementIds) {
    try {
      await deps.jobs.send<StatementSettledJob>(
        STATEMENT_SETTLED_QUEUE,
        { statementId },
        { retryLimit: 3, retryDelay: 30, retryBackoff: true },
      );
    } catch (error) {
      // The statement is settled either way: a follower's sweep picks it up later.
      deps.logger.error({ err: error, statementId }, 'statement settled: job not sent');
    }
  }
}
