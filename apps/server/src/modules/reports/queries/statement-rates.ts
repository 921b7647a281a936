/**
 * The exchange rates behind a monthly statement: read-only on sales_lines (owner:
 * modules/statements), like the store breakdown of statement-ledger.ts.
 */
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../../platform/db.js';
import { queryRows } from '../../../platform/sql-arrays.js';

export interface StatementRateRow {
  currency: string;
  /** yyyy-mm of the sales the rate converted. */
  month: string;
  /** The rate as the import used it ("1.2731", or "1/0.7855" for a file's inverse rate). */
  rate: string;
  source: string;
}

/**
 * Statement ids of the month's earnings postings: the statements area keys them
 * `statement:{id}:user:{userId}` (the import) or `statement:{id}:resolved:...` (a resolution).
 */
export function statementIdsOf(idempotencyKeys: readonly string[]): number[] {
  const ids = idempotencyKeys.flatMap((key) => {
    const match = /^statement:(\d+):/.exec(key);
    return match ? [Number(match[1])] : [];
  });
  return [...new Set(ids)].sort((a, b) => a - b);
}

/** The distinct rates the user's own lines of these statements were converted with; the account currency's lines need none. */
export async function statementRates(
  db: DbExecutor,
  userId: number,
  statementIds: readonly number[],
): Promise<StatementRateRow[]> {
  if (statementIds.length === 0) return [];
  const ids = sql.join(
    statementIds.map((id) => sql`${id}`),
    sql`, `,
  );
  return queryRows<StatementRateRow>(
    db,
    sql`
    SELECT currency, to_char(date_trunc('month', sale_period_start), 'YYYY-MM') AS month,
      exchange_rate AS rate, rate_source AS source
    FROM sales_lines
    WHERE owner_user_id = ${userId} AND statement_id IN (${ids}) AND rate_source <> 'same-currency'
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 4, 3`,
  );
}
