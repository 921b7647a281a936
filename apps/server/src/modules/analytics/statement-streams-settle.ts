/**
 * Brings every statement's derived streams in line (statement-streams.ts): the statements
 * imported without a batch yet (imported before this existed, or while no job runner ran), the
 * batches of statements reversed since, and the months whose trend facts arrived (the
 * statement's facts give way) or were removed (they come back). Run on a schedule by the worker,
 * and by the seed after its statements and analytics.
 */
import { eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../platform/deps.js';
import { queryRows } from '../../platform/sql-arrays.js';
import { importedStatementIds } from '../statements/index.js';
import { deriveStatementStreams, type StatementStreamsOutcome } from './statement-streams.js';
import { analyticsImports } from './tables.js';

/** The statements whose months changed sides: shown while trend facts came, hidden while they went. */
async function statementsWithMonthsToMove(deps: AppDeps): Promise<number[]> {
  const rows = await queryRows<{ fingerprint: string }>(
    deps.db,
    sql`WITH cells AS (
          SELECT s.import_id, s.shown,
            coalesce((SELECT m.amount FROM analytics_monthly m
              WHERE m.user_id = s.user_id AND m.platform = s.platform AND m.metric = s.metric AND m.month = s.month
                AND m.dimension = '' AND m.release_id = 0 AND m.track_id = 0 AND m.country = '*' AND m.value = ''), 0)
            - coalesce((SELECT sum(x.amount) FROM analytics_statement_months x
              WHERE x.user_id = s.user_id AND x.platform = s.platform AND x.metric = s.metric AND x.month = s.month
                AND x.shown), 0) AS others
          FROM analytics_statement_months s
        )
        SELECT DISTINCT i.fingerprint FROM cells c JOIN analytics_imports i ON i.id = c.import_id
        WHERE (c.shown AND c.others > 0) OR (NOT c.shown AND c.others <= 0)`,
  );
  return rows.map((row) => Number(row.fingerprint.slice('statement:'.length)));
}

export async function settleStatementStreams(deps: AppDeps): Promise<StatementStreamsOutcome[]> {
  const imported = new Set(await importedStatementIds(deps.db));
  const batches = await deps.db
    .select({ fingerprint: analyticsImports.fingerprint })
    .from(analyticsImports)
    .where(eq(analyticsImports.source, 'statement'));
  const derived = new Set(batches.map((batch) => Number(batch.fingerprint.slice('statement:'.length))));
  const due = new Set<number>();
  for (const id of imported) if (!derived.has(id)) due.add(id);
  for (const id of derived) if (!imported.has(id)) due.add(id);
  for (const id of await statementsWithMonthsToMove(deps)) due.add(id);
  const outcomes: StatementStreamsOutcome[] = [];
  for (const id of [...due].sort((a, b) => a - b)) outcomes.push(await deriveStatementStreams(deps, id));
  const changed = outcomes.filter((outcome) => outcome.status !== 'unchanged' && outcome.status !== 'none');
  if (changed.length > 0) deps.logger.info({ statements: changed.length }, 'statement streams settled');
  return outcomes;
}
