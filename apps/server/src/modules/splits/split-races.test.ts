import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, usingPostgres, type TestContext } from '../../../test/harness.js';
import { createUser, type CreatedUser } from '../../../test/factories.js';
import { balanceMicros } from '../ledger/index.js';
import { allBalances } from '../ledger/testing.js';
import { confirm, createOwnedTrack, importEarnings, submitOk } from './testing.js';

// Meaningful on PostgreSQL, where the imports and the answers run on separate connections at
// once; on PGlite (one connection) the same assertions hold for a serial order.
let ctx: TestContext;
let owner: CreatedUser;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createUser(ctx);
});
afterAll(async () => ctx.close());

describe(`imports racing an acceptance (${usingPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('never leaves money held for a payee who accepted, and never moves it twice', async () => {
    const payee = await createUser(ctx);
    const trackId = await createOwnedTrack(ctx, owner.user.id);
    const splitId = await submitOk(ctx, owner.token, {
      trackId,
      effectiveFrom: '2026-01-01',
      payees: [{ email: payee.user.email, share: 10 }],
    });
    const ownerBefore = await balanceMicros(ctx.deps.db, { userId: owner.user.id, purpose: 'earnings' });

    // Imports start every few milliseconds before, during and after the two (double-clicked) answers.
    const later = <T>(ms: number, run: () => Promise<T>) =>
      new Promise<T>((resolve, reject) => {
        setTimeout(() => run().then(resolve, reject), ms);
      });
    const imports = Array.from({ length: 16 }, (_, index) =>
      later(index * 4, () =>
        importEarnings(ctx, {
          trackId,
          ownerUserId: owner.user.id,
          amountMicros: 1000n,
          saleDate: `2026-01-${String(index + 1).padStart(2, '0')}`,
        }),
      ),
    );
    const answers = [
      later(10, () => confirm(ctx, payee.token, splitId, true)),
      later(12, () => confirm(ctx, payee.token, splitId, true)),
    ];
    await Promise.all(imports);
    const statuses = (await Promise.all(answers)).map((res) => res.statusCode).sort();
    expect(statuses).toEqual([200, 409]);

    expect(await balanceMicros(ctx.deps.db, { userId: payee.user.id, purpose: 'held-split' })).toBe(0n);
    expect(await balanceMicros(ctx.deps.db, { userId: payee.user.id, purpose: 'earnings' })).toBe(16n * 100n);
    expect((await balanceMicros(ctx.deps.db, { userId: owner.user.id, purpose: 'earnings' })) - ownerBefore).toBe(
      16n * 900n,
    );
    const total = [...(await allBalances(ctx.deps.db)).values()].reduce((sum, value) => sum + value, 0n);
    expect(total).toBe(0n);
  });
});
