/**
 * Read-only queries on the ledger's tables (owner: modules/ledger) for the transactions report:
 * one row per ledger transaction that changed the user's available balance (earnings account),
 * the same rows as the wallet's transactions list, but date-ranged and keyset-paged by id.
 * The wallet area could adopt this in place of its offset paging.
 */
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../../platform/db.js';
import { queryRows } from '../../../platform/sql-arrays.js';
import type { DayRange } from './sales-rows.js';

export interface TransactionReportRow {
  id: number;
  kind: string;
  occurred_at: Date | string;
  sale_date: string | null;
  accounting_date: string | null;
  reference: string | null;
  amount_micros: string;
}

function scope(userId: number, range: Partial<DayRange>) {
  const parts = [sql`a.key = ${`user:${userId}:earnings`}`];
  if (range.start) parts.push(sql`t.occurred_at >= ${range.start}::date`);
  if (range.end) parts.push(sql`t.occurred_at < ${range.end}::date + 1`);
  return sql.join(parts, sql` AND `);
}

export async function countTransactions(db: DbExecutor, userId: number, range: Partial<DayRange>): Promise<number> {
  const [row] = await queryRows<{ n: string }>(
    db,
    sql`
    SELECT count(DISTINCT e.transaction_id)::text AS n FROM ledger_entries e
    JOIN ledger_accounts a ON a.id = e.account_id JOIN ledger_transactions t ON t.id = e.transaction_id
    WHERE ${scope(userId, range)}`,
  );
  return Number(row?.n ?? 0);
}

export async function transactionsPage(
  db: DbExecutor,
  userId: number,
  range: Partial<DayRange>,
  afterId: number,
  limit: number,
  offset = 0,
): Promise<TransactionReportRow[]> {
  const rows = await queryRows<TransactionReportRow>(
    db,
    sql`
    SELECT t.id, t.kind, t.occurred_at, to_char(t.sale_date, 'YYYY-MM-DD') AS sale_date,
      to_char(t.accounting_date, 'YYYY-MM-DD') AS accounting_date, t.reference, sum(e.amount_micros)::text AS amount_micros
    FROM ledger_entries e
    JOIN ledger_accounts a ON a.id = e.account_id JOIN ledger_transactions t ON t.id = e.transaction_id
    WHERE ${scope(userId, range)} AND t.id > ${afterId}
    GROUP BY t.id ORDER BY t.id LIMIT ${limit} OFFSET ${offset}`,
  );
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}
