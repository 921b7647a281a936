import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { createUser } from '../../../test/factories.js';
import { availableBalanceMicros, balanceMicros } from './balances.js';
import {
  postLedgerTransaction,
  postLedgerTransactions,
  UnbalancedTransactionError,
  type LedgerTransactionInput,
} from './post-transaction.js';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from './tables.js';
import { allBalances } from './testing.js';

describe('postLedgerTransaction', () => {
  let ctx: TestContext;
  let userId: number;
  beforeAll(async () => {
    ctx = await createTestApp();
    ({
      user: { id: userId },
    } = await createUser(ctx));
  });
  afterAll(async () => {
    await ctx.close();
  });

  const earnings = (id: number) => ({ userId: id, purpose: 'earnings' as const });
  const tx = (key: string, amount: bigint, extra: Partial<LedgerTransactionInput> = {}): LedgerTransactionInput => ({
    kind: 'statement-earnings',
    idempotencyKey: key,
    occurredAt: new Date('2026-03-05T10:00:00Z'),
    lines: [
      { account: earnings(userId), amountMicros: amount },
      { account: { system: 'store-revenue' }, amountMicros: -amount, memo: 'DSR' },
    ],
    ...extra,
  });
  const counts = async () => ({
    transactions: (await ctx.deps.db.select({ n: count() }).from(ledgerTransactions))[0].n,
    entries: (await ctx.deps.db.select({ n: count() }).from(ledgerEntries))[0].n,
  });

  it('refuses lines that do not sum to zero, and writes nothing', async () => {
    const before = await counts();
    const unbalanced = {
      ...tx('unbalanced', 5n),
      lines: [
        { account: earnings(userId), amountMicros: 5n },
        { account: { system: 'store-revenue' as const }, amountMicros: -4n },
      ],
    };
    await expect(postLedgerTransaction(ctx.deps.db, unbalanced, 'USD')).rejects.toThrow(UnbalancedTransactionError);
    await expect(postLedgerTransaction(ctx.deps.db, { ...tx('empty', 0n), lines: [] }, 'USD')).rejects.toThrow(
      /sum to zero/,
    );
    expect(await counts()).toEqual(before);
  });

  it('rolls back with the caller: a refused transaction inside a db transaction leaves no trace', async () => {
    const before = await counts();
    await expect(
      ctx.deps.db.transaction(async (db) => {
        await postLedgerTransaction(db, tx('in-tx-ok', 7n), 'USD');
        await postLedgerTransaction(
          db,
          {
            ...tx('in-tx-bad', 1n),
            lines: [{ account: earnings(userId), amountMicros: 1n }],
          },
          'USD',
        );
      }),
    ).rejects.toThrow(UnbalancedTransactionError);
    expect(await counts()).toEqual(before);
  });

  it('creates accounts lazily in the install currency and posts the entries', async () => {
    const { id: fresh } = (await createUser(ctx)).user;
    const result = await postLedgerTransaction(
      ctx.deps.db,
      {
        ...tx('lazy', 1_500_000n),
        lines: [
          { account: earnings(fresh), amountMicros: 1_500_000n },
          { account: { system: 'store-revenue' }, amountMicros: -1_500_000n },
        ],
      },
      'USD',
    );
    expect(result.created).toBe(true);
    const [account] = await ctx.deps.db
      .select()
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.key, `user:${fresh}:earnings`));
    expect(account).toMatchObject({ userId: fresh, purpose: 'earnings', currency: 'USD', systemKey: null });
    expect(await availableBalanceMicros(ctx.deps.db, fresh)).toBe(1_500_000n);
  });

  it('is idempotent by key: the second call answers created:false and writes nothing', async () => {
    const first = await postLedgerTransaction(
      ctx.deps.db,
      tx('statement:1:user:1', 2_345_678n, {
        saleDate: '2026-02-01',
        accountingDate: '2026-03-01',
        reference: 'DSR 1',
      }),
      'USD',
    );
    const before = await counts();
    const balance = await availableBalanceMicros(ctx.deps.db, userId);
    const second = await postLedgerTransaction(ctx.deps.db, tx('statement:1:user:1', 2_345_678n), 'USD');
    expect(second).toEqual({ transactionId: first.transactionId, created: false });
    expect(await counts()).toEqual(before);
    expect(await availableBalanceMicros(ctx.deps.db, userId)).toBe(balance);
    const [row] = await ctx.deps.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.id, first.transactionId));
    expect(row).toMatchObject({
      kind: 'statement-earnings',
      saleDate: '2026-02-01',
      accountingDate: '2026-03-01',
      reference: 'DSR 1',
    });
  });

  it('is idempotent under a race: the same key posted at once lands once', async () => {
    const results = await Promise.all(
      Array.from({ length: 6 }, () => postLedgerTransaction(ctx.deps.db, tx('race-key', 1_000n), 'USD')),
    );
    expect(results.filter((result) => result.created)).toHaveLength(1);
    expect(new Set(results.map((result) => result.transactionId)).size).toBe(1);
    const [{ n }] = await ctx.deps.db
      .select({ n: count() })
      .from(ledgerEntries)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(eq(ledgerTransactions.idempotencyKey, 'race-key'));
    expect(n).toBe(2);
  });

  it('skips zero lines but still records the key', async () => {
    const result = await postLedgerTransaction(
      ctx.deps.db,
      {
        ...tx('zero-share', 0n),
        lines: [
          { account: earnings(userId), amountMicros: 3n },
          { account: { userId, purpose: 'held-split' }, amountMicros: 0n },
          { account: { system: 'store-revenue' }, amountMicros: -3n },
        ],
      },
      'USD',
    );
    const entries = await ctx.deps.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.transactionId, result.transactionId));
    expect(entries.map((entry) => entry.amountMicros).sort()).toEqual([-3n, 3n]);
  });

  it('posts a batch in input order: new keys created, keys seen before (or twice in the batch) answered, not posted again', async () => {
    const payees = await Promise.all([1, 2, 3].map(async () => (await createUser(ctx)).user.id));
    const before = await counts();
    const one = (id: number, key: string, amount: bigint): LedgerTransactionInput => ({
      ...tx(key, amount),
      lines: [
        { account: earnings(id), amountMicros: amount },
        { account: { system: 'store-revenue' }, amountMicros: -amount },
      ],
    });
    const results = await postLedgerTransactions(
      ctx.deps.db,
      [
        one(payees[0], 'batch:a', 10n),
        one(payees[1], 'statement:1:user:1', 99n),
        one(payees[2], 'batch:c', 30n),
        one(payees[2], 'batch:c', 31n),
      ],
      'USD',
    );
    expect(results.map((r) => r.created)).toEqual([true, false, true, false]);
    expect(results[3].transactionId).toBe(results[2].transactionId);
    const [existing] = await ctx.deps.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, 'statement:1:user:1'));
    expect(results[1].transactionId).toBe(existing.id);
    expect(await counts()).toEqual({ transactions: before.transactions + 2, entries: before.entries + 4 });
    expect(await Promise.all(payees.map((id) => availableBalanceMicros(ctx.deps.db, id)))).toEqual([10n, 0n, 30n]);
  });

  it('refuses a whole batch with one unbalanced transaction, and writes nothing', async () => {
    const before = await counts();
    await expect(
      postLedgerTransactions(
        ctx.deps.db,
        [tx('batch:fine', 5n), { ...tx('batch:bad', 5n), lines: [{ account: earnings(userId), amountMicros: 5n }] }],
        'USD',
      ),
    ).rejects.toThrow(UnbalancedTransactionError);
    expect(await counts()).toEqual(before);
  });

  it('posts more transactions than one INSERT holds', async () => {
    const before = await counts();
    const many = Array.from({ length: 5_200 }, (_, i) => tx(`batch:many:${i}`, BigInt(i + 1)));
    const results = await postLedgerTransactions(ctx.deps.db, many, 'USD');
    expect(results.every((r) => r.created)).toBe(true);
    expect(new Set(results.map((r) => r.transactionId)).size).toBe(5_200);
    expect(await counts()).toEqual({ transactions: before.transactions + 5_200, entries: before.entries + 10_400 });
    const again = await postLedgerTransactions(ctx.deps.db, many, 'USD');
    expect(again).toEqual(results.map((r) => ({ ...r, created: false })));
  });

  it('answers balances as sums of entries: the whole ledger sums to zero', async () => {
    const balances = await allBalances(ctx.deps.db);
    expect([...balances.values()].reduce((a, b) => a + b, 0n)).toBe(0n);
    expect(await balanceMicros(ctx.deps.db, { system: 'store-revenue' })).toBe(balances.get('system:store-revenue'));
    expect(await balanceMicros(ctx.deps.db, { system: 'rounding' })).toBe(0n);
    expect(await availableBalanceMicros(ctx.deps.db, userId)).toBe(2_345_678n + 1_000n + 3n + (5_200n * 5_201n) / 2n);
  });
});
