// Helpers shared by the money areas' tests (not used by the server).
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db.js';
import { postLedgerTransaction } from './post-transaction.js';

let creditSequence = 0;

/** Posts statement earnings to a user the way an import does: store-revenue out, earnings in. */
export async function creditEarnings(
  db: DbExecutor,
  userId: number,
  amountMicros: bigint,
  occurredAt = new Date(),
): Promise<void> {
  creditSequence += 1;
  await postLedgerTransaction(
    db,
    {
      kind: 'statement-earnings',
      idempotencyKey: `test-credit:${userId}:${creditSequence}:${Date.now()}`,
      occurredAt,
      saleDate: occurredAt.toISOString().slice(0, 10),
      accountingDate: occurredAt.toISOString().slice(0, 10),
      reference: 'test statement',
      lines: [
        { account: { userId, purpose: 'earnings' }, amountMicros },
        { account: { system: 'store-revenue' }, amountMicros: -amountMicros, memo: 'test statement' },
      ],
    },
    'USD',
  );
}

/** Every balance by account key, straight from the entries. */
export async function allBalances(db: DbExecutor): Promise<Map<string, bigint>> {
  const result = await db.execute(sql`select a.key, coalesce(sum(e.amount_micros), 0)::text as total
    from ledger_accounts a left join ledger_entries e on e.account_id = a.id group by a.key`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    key: string;
    total: string;
  }[];
  return new Map(rows.map((row) => [row.key, BigInt(row.total)]));
}
