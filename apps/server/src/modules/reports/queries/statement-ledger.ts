/**
 * Read-only queries on the ledger (owner: modules/ledger) and, for the store breakdown, on
 * sales_lines (owner: modules/statements) for the monthly statement. A user's position is the
 * sum of ALL their ledger accounts (earnings, held-split, pending-payout): money moving between
 * them (a payout request, a hold settled to oneself) is not a movement of the statement. The
 * `advance` account is left out: it is what the user owes on an advance, not money they hold, so
 * an advance shows as money in and its repayments as money out.
 * The ledger area could adopt `userBalancesBefore` (a point-in-time balance by purpose).
 */
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../../platform/db.js';
import { queryRows } from '../../../platform/sql-arrays.js';

export interface UserLedgerMovement {
  transactionId: number;
  kind: string;
  idempotencyKey: string;
  occurredAt: Date;
  /** Sum of the user's entries in the transaction (all purposes). */
  netMicros: bigint;
  /** What the fee-income system account received in the same transaction. */
  feeIncomeMicros: bigint;
  /** What the distribution-fees system account received (an import credits one user per transaction). */
  distributionFeeMicros: bigint;
  /** What the tax-withheld system account received (a payout's withholding, or its release). */
  taxWithheldMicros: bigint;
}

/** Balance of each of the user's accounts (by purpose) from entries posted before `before`. */
export async function userBalancesBefore(db: DbExecutor, userId: number, before: Date): Promise<Map<string, bigint>> {
  const rows = await queryRows<{ purpose: string; total: string }>(
    db,
    sql`
    SELECT a.purpose, coalesce(sum(e.amount_micros), 0)::text AS total
    FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id JOIN ledger_transactions t ON t.id = e.transaction_id
    WHERE a.user_id = ${userId} AND a.purpose <> 'advance' AND t.occurred_at < ${before.toISOString()}::timestamptz
    GROUP BY a.purpose`,
  );
  return new Map(rows.map((row) => [row.purpose, BigInt(row.total)]));
}

/** Every transaction touching the user's accounts in [from, to), in posting order. */
export async function userMovements(
  db: DbExecutor,
  userId: number,
  from: Date,
  to: Date,
): Promise<UserLedgerMovement[]> {
  const rows = await queryRows<{
    id: number;
    kind: string;
    idempotency_key: string;
    occurred_at: Date | string;
    net: string;
    fee: string;
    distribution_fee: string;
    tax: string;
  }>(
    db,
    sql`
    SELECT t.id, t.kind, t.idempotency_key, t.occurred_at, sum(e.amount_micros)::text AS net,
      coalesce((SELECT sum(f.amount_micros) FROM ledger_entries f JOIN ledger_accounts fa ON fa.id = f.account_id
        WHERE f.transaction_id = t.id AND fa.system_key = 'fee-income'), 0)::text AS fee,
      coalesce((SELECT sum(f.amount_micros) FROM ledger_entries f JOIN ledger_accounts fa ON fa.id = f.account_id
        WHERE f.transaction_id = t.id AND fa.system_key = 'distribution-fees'), 0)::text AS distribution_fee,
      coalesce((SELECT sum(f.amount_micros) FROM ledger_entries f JOIN ledger_accounts fa ON fa.id = f.account_id
        WHERE f.transaction_id = t.id AND fa.system_key = 'tax-withheld'), 0)::text AS tax
    FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id JOIN ledger_transactions t ON t.id = e.transaction_id
    WHERE a.user_id = ${userId} AND a.purpose <> 'advance' AND t.occurred_at >= ${from.toISOString()}::timestamptz AND t.occurred_at < ${to.toISOString()}::timestamptz
    GROUP BY t.id ORDER BY t.occurred_at, t.id`,
  );
  return rows.map((row) => ({
    transactionId: Number(row.id),
    kind: row.kind,
    idempotencyKey: row.idempotency_key,
    occurredAt: new Date(row.occurred_at),
    netMicros: BigInt(row.net),
    feeIncomeMicros: BigInt(row.fee),
    distributionFeeMicros: BigInt(row.distribution_fee),
    taxWithheldMicros: BigInt(row.tax),
  }));
}

/**
 * The user's own sales lines behind one statement-earnings transaction, summed by store: the
 * statements area keys an import `statement:{id}:user:{userId}` (lines matched at import) and a
 * resolution `statement:{id}:resolved:{digest}:user:{userId}` (lines resolved at that instant).
 * Null for a key of another shape (no lines to break it down by).
 */
export async function storeGrossOf(
  db: DbExecutor,
  userId: number,
  movement: UserLedgerMovement,
): Promise<Map<string, bigint> | null> {
  const imported = /^statement:(\d+):user:(\d+)$/.exec(movement.idempotencyKey);
  const resolved = /^statement:(\d+):resolved:[0-9a-f]+:user:(\d+)$/.exec(movement.idempotencyKey);
  const match = imported ?? resolved;
  if (!match || Number(match[2]) !== userId) return null;
  const when = imported
    ? sql`l.resolved_at IS NULL`
    : sql`l.resolved_at = ${movement.occurredAt.toISOString()}::timestamptz`;
  const rows = await queryRows<{ store: string; total: string }>(
    db,
    sql`
    SELECT l.store, sum(l.converted_micros)::text AS total FROM sales_lines l
    WHERE l.statement_id = ${Number(match[1])} AND l.owner_user_id = ${userId} AND ${when}
    GROUP BY l.store ORDER BY l.store`,
  );
  return new Map(rows.map((row) => [row.store, BigInt(row.total)]));
}

export interface StatementAccount {
  email: string;
  displayName: string | null;
  firstName: string | null;
  lastName: string | null;
  artistName: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  country: string | null;
}

export async function statementAccount(db: DbExecutor, userId: number): Promise<StatementAccount | null> {
  const [row] = await queryRows<{
    email: string;
    display_name: string | null;
    first_name: string | null;
    last_name: string | null;
    artist_name: string | null;
    address: string | null;
    city: string | null;
    state: string | null;
    zip: string | null;
    country: string | null;
  }>(
    db,
    sql`
    SELECT u.email, u.display_name, u.first_name, u.last_name, u.artist_name, d.address, d.city, d.state, d.zip, d.country
    FROM users u LEFT JOIN user_details d ON d.user_id = u.id WHERE u.id = ${userId}`,
  );
  if (!row) return null;
  return {
    email: row.email,
    displayName: row.display_name,
    firstName: row.first_name,
    lastName: row.last_name,
    artistName: row.artist_name,
    address: row.address,
    city: row.city,
    state: row.state,
    zip: row.zip,
    country: row.country,
  };
}
