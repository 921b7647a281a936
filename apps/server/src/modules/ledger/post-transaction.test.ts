import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { createUser } from '../../../test/factories.js';
import { availableBalanceMicros, balanceMicros } from './balances.js';
import { postLedgerTransaction, UnbalancedTransactionError, type LedgerTransactionInput } from './post-transaction.js';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from './tables.js';
import { allBalances } from './testing.js';

describe('postLedgerTransaction', () => {
  let ctx: TestContext;
  let userId: number;
  beforeAll(async () => {
    ctx = await createTestApp();
    ({ user: { id: userId } } = await createUser(ctx));
  });
  afterAll(async () => { await ctx.close(); });

  const earnings = (id: number) => ({ userId: id, purpose: 'earnings' as const });
  const tx = (key: string, amount: bigint, extra: Partial<LedgerTransactionInput> = {}): LedgerTransactionInput => ({
    kind: 'statement-earnings', idempotencyKey: key, occurredAt: new Date('2026-03-05T10:00:00Z'),
    lines: [{ account: earnings(userId), amountMicros: amount }, { account: { system: 'store-revenue' }, amountMicros: -amount, memo: 'DSR' }],
    ...extra,
  });
  const counts = async () => ({
    transactions: (await ctx.deps.db.select({ n: count() }).from(ledgerTransactions))[0].n,
    entries: (await ctx.deps.db.select({ n: count() }).from(ledgerEntries))[0].n,
  });

  it('refuses lines that do not sum to zero, and writes nothing', async () => {
    const before = await counts();
    const unbalanced = { ...tx('unbalanced', 5n), lines: [{ account: earnings(userId), amountMicros: 5n }, { account: { system: 'store-revenue' as const }, amountMicros: -4n }] };
    await expect(postLedgerTransaction(ctx.deps.db, unbalanced)).rejects.toThrow(UnbalancedTransactionError);
    await expect(postLedgerTransaction(ctx.deps.db, { ...tx('empty', 0n), lines: [] })).rejects.toThrow(/sum to zero/);
    expect(await counts()).toEqual(before);
  });

  it('rolls back with the caller: a refused transaction inside a db transaction leaves no trace', async () => {
    const before = await counts();
    await expect(ctx.deps.db.transaction(async (db) => {
      await postLedgerTransaction(db, tx('in-tx-ok', 7n));
      await postLedgerTransaction(db, { ...tx('in-tx-bad', 1n), lines: [{ account: earnings(userId), amountMicros: 1n }] });
    })).rejects.toThrow(UnbalancedTransactionError);
    expect(await counts()).toEqual(before);
  });

  it('creates accounts lazily in the install currency and posts the entries', async () => {
    const { id: fresh } = (await createUser(ctx)).user;
    const result = await postLedgerTransaction(ctx.deps.db, { ...tx('lazy', 1_500_000n), lines: [
      { account: earnings(fresh), amountMicros: 1_500_000n }, { account: { system: 'store-revenue' }, amountMicros: -1_500_000n },
    ] });
    expect(result.created).toBe(true);
    const [account] = await ctx.deps.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.key, `user:${fresh}:earnings`));
    expect(account).toMatchObject({ userId: fresh, purpose: 'earnings', currency: 'USD', systemKey: null });
    expect(await availableBalanceMicros(ctx.deps.db, fresh)).toBe(1_500_000n);
  });

  it('is idempotent by key: the second call answers created:false and writes nothing', async () => {
    const first = await postLedgerTransaction(ctx.deps.db, tx('statement:1:user:1', 2_345_678n, { saleDate: '2026-02-01', accountingDate: '2026-03-01', reference: 'DSR 1' }));
    const before = await counts();
    const balance = await availableBalanceMicros(ctx.deps.db, userId);
    const second = await postLedgerTransaction(ctx.deps.db, tx('statement:1:user:1', 2_345_678n));
    expect(second).toEqual({ transactionId: first.transactionId, created: false });
    expect(await counts()).toEqual(before);
    expect(await availableBalanceMicros(ctx.deps.db, userId)).toBe(balance);
    const [row] = await ctx.deps.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.id, first.transactionId));
    expect(row).toMatchObject({ kind: 'statement-earnings', saleDate: '2026-02-01', accountingDate: '2026-03-01', reference: 'DSR 1' });
  });

  it('is idempotent under a race: the same key posted at once lands once', async () => {
    const results = await Promise.all(Array.from({ length: 6 }, () => postLedgerTransaction(ctx.deps.db, tx('race-key', 1_000n))));
    expect(results.filter((result) => result.created)).toHaveLength(1);
    expect(new Set(results.map((result) => result.transactionId)).size).toBe(1);
    const [{ n }] = await ctx.deps.db.select({ n: count() }).from(ledgerEntries)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId)).where(eq(ledgerTransactions.idempotencyKey, 'race-key'));
    expect(n).toBe(2);
  });

  it('skips zero lines but still records the key', async () => {
    const result = await postLedgerTransaction(ctx.deps.db, { ...tx('zero-share', 0n), lines: [
      { account: earnings(userId), amountMicros: 3n }, { account: { userId, purpose: 'held-split' }, amountMicros: 0n },
      { account: { system: 'store-revenue' }, amountMicros: -3n },
    ] });
    const entries = await ctx.deps.db.select().from(ledgerEntries).where(eq(ledgerEntries.transactionId, result.transactionId));
    expect(entries.map((entry) => entry.amountMicros).sort()).toEqual([-3n, 3n]);
  });

  it('answers balances as sums of entries: the whole ledger sums to zero', async () => {
    const balances = await allBalances(ctx.deps.db);
    expect([...balances.values()].reduce((a, b) => a + b, 0n)).toBe(0n);
    expect(await balanceMicros(ctx.deps.db, { system: 'store-revenue' })).toBe(balances.get('system:store-revenue'));
    expect(await balanceMicros(ctx.deps.db, { system: 'rounding' })).toBe(0n);
    expect(await availableBalanceMicros(ctx.deps.db, userId)).toBe(2_345_678n + 1_000n + 3n);
  });
});
