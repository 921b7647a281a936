import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, inArray } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { bearer, createUser, type CreatedUser } from '../../../test/factories.js';
import { balanceMicros } from '../ledger/index.js';
import { allBalances } from '../ledger/testing.js';
import { allocateManyTrackEarnings, allocateTrackEarnings } from './allocate-earnings.js';
import { splitEarnings, splitHolds, splitPayees, splitRecoups, splitVersions } from './tables.js';
import { confirm, createOwnedTrack, importEarnings, submitOk } from './testing.js';

let ctx: TestContext;
let owner: CreatedUser;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createUser(ctx);
});
afterAll(async () => ctx.close());

const earnings = (userId: number) => balanceMicros(ctx.deps.db, { userId, purpose: 'earnings' });
const held = (userId: number) => balanceMicros(ctx.deps.db, { userId, purpose: 'held-split' });
const byUser = (shares: { userId: number | null; payeeEmail: string | null; amountMicros: bigint; held: boolean }[]) =>
  shares.map((share) => ({
    userId: share.userId,
    email: share.payeeEmail,
    amount: share.amountMicros,
    held: share.held,
  }));

async function newPayee(): Promise<CreatedUser> {
  return createUser(ctx);
}

describe('allocateTrackEarnings', () => {
  it('gives a track without a split to its owner', async () => {
    const trackId = await createOwnedTrack(ctx, owner.user.id);
    const shares = await allocateTrackEarnings(ctx.deps.db, {
      trackId,
      ownerUserId: owner.user.id,
      amountMicros: 1234n,
      saleDate: '2026-01-01',
    });
    expect(byUser(shares)).toEqual([{ userId: owner.user.id, email: null, amount: 1234n, held: false }]);
  });

  it('rounds each payee down and gives the remainder to the owner, for sales, refunds and 1 micro-unit', async () => {
    const [a, b] = [await newPayee(), await newPayee()];
    const trackId = await createOwnedTrack(ctx, owner.user.id);
    const splitId = await submitOk(ctx, owner.token, {
      trackId,
      effectiveFrom: '2026-01-01',
      payees: [
        { email: a.user.email, share: '33.33' },
        { email: b.user.email, share: '33.33' },
      ],
    });
    await confirm(ctx, a.token, splitId, true);
    await confirm(ctx, b.token, splitId, true);
    const run = async (amountMicros: bigint) =>
      Object.fromEntries(
        (await importEarnings(ctx, { trackId, ownerUserId: owner.user.id, amountMicros, saleDate: '2026-02-01' })).map(
          (share) => [
            share.userId === owner.user.id ? 'owner' : share.userId === a.user.id ? 'a' : 'b',
            share.amountMicros,
          ],
        ),
      );
    expect(await run(100n)).toEqual({ a: 33n, b: 33n, owner: 34n });
    expect(await run(-100n)).toEqual({ a: -33n, b: -33n, owner: -34n });
    expect(await run(1n)).toEqual({ owner: 1n });
    expect(await run(1_000_000n)).toEqual({ a: 333_300n, b: 333_300n, owner: 333_400n });
  });

  it('picks the version effective at the sale date and nothing before the first one', async () => {
    const payee = await newPayee();
    const trackId = await createOwnedTrack(ctx, owner.user.id);
    const splitId = await submitOk(ctx, owner.token, {
      trackId,
      effectiveFrom: '2026-01-01',
      payees: [{ email: payee.user.email, share: 10 }],
    });
    await confirm(ctx, payee.token, splitId, true);
    await submitOk(ctx, owner.token, {
      trackId,
      effectiveFrom: '2026-03-01',
      payees: [{ email: payee.user.email, share: 20 }],
    });
    const at = (saleDate: string) =>
      allocateTrackEarnings(ctx.deps.db, { trackId, ownerUserId: owner.user.id, amountMicros: 1000n, saleDate }).then(
        byUser,
      );
    expect(await at('2025-12-31')).toEqual([{ userId: owner.user.id, email: null, amount: 1000n, held: false }]);
    expect(await at('2026-02-28')).toEqual([
      { userId: payee.user.id, email: payee.user.email, amount: 100n, held: false },
      { userId: owner.user.id, email: null, amount: 900n, held: false },
    ]);
    // Version 2 changed the share, so it waits for the payee's answer: held.
    expect(await at('2026-03-01')).toEqual([
      { userId: payee.user.id, email: payee.user.email, amount: 200n, held: true },
      { userId: owner.user.id, email: null, amount: 800n, held: false },
    ]);
  });

  it('holds money for a payee who has not accepted and releases it to their earnings on acceptance', async () => {
    const payee = await newPayee();
    const trackId = await createOwnedTrack(ctx, owner.user.id);
    const splitId = await submitOk(ctx, owner.token, {
      trackId,
      effectiveFrom: '2026-01-01',
      payees: [{ email: payee.user.email, share: 25 }],
    });
    const ownerBefore = await earnings(owner.user.id);
    await importEarnings(ctx, {
      trackId,
      ownerUserId: owner.user.id,
      amountMicros: 2_000_000n,
      saleDate: '2026-01-15',
    });
    await importEarnings(ctx, {
      trackId,
      ownerUserId: owner.user.id,
      amountMicros: 2_000_001n,
      saleDate: '2026-01-16',
    });
    expect(await held(payee.user.id)).toBe(1_000_000n);
    expect(await earnings(payee.user.id)).toBe(0n);
    expect((await earnings(owner.user.id)) - ownerBefore).toBe(3_000_001n);

    // Visible to both: the owner's list and the payee's collabs show what is held.
    const list = await ctx.app.inject({ method: 'GET', url: '/api/portal/split', headers: bearer(owner.token) });
    const row = list.json().data.find((s: { id: number }) => s.id === splitId);
    expect(row.payees[0]).toMatchObject({ email: payee.user.email, status: 'pending', held: '1.000000', isUser: true });
    const collabs = await ctx.app.inject({
      method: 'GET',
      url: '/api/portal/split/collabs',
      headers: bearer(payee.token),
    });
    expect(collabs.json().data).toEqual([
      expect.objectContaining({ id: splitId, status: 'pending', share: '25.00', held: '1.000000' }),
    ]);

    const accepted = await confirm(ctx, payee.token, splitId, true);
    expect(accepted.json()).toMatchObject({ status: 'accepted', settled: '1.000000' });
    expect(await held(payee.user.id)).toBe(0n);
    expect(await earnings(payee.user.id)).toBe(1_000_000n);

    await importEarnings(ctx, { trackId, ownerUserId: owner.user.id, amountMicros: 400n, saleDate: '2026-02-01' });
    expect(await earnings(payee.user.id)).toBe(1_000_100n);
    expect(await held(payee.user.id)).toBe(0n);
  });

  it('holds money for an invitee without an account on the owner side, then releases it when they sign up and accept', async () => {
    const email = `late.joiner.${Date.now()}@example.test`;
    const trackId = await createOwnedTrack(ctx, owner.user.id);
    const splitId = await submitOk(ctx, owner.token, {
      trackId,
      effectiveFrom: '2026-01-01',
      payees: [{ email, share: 50 }],
    });
    const ownerHeldBefore = await held(owner.user.id);
    const shares = await importEarnings(ctx, {
      trackId,
      ownerUserId: owner.user.id,
      amountMicros: 1001n,
      saleDate: '2026-01-10',
    });
    expect(byUser(shares)).toEqual([
      { userId: null, email, amount: 500n, held: true },
      { userId: owner.user.id, email: null, amount: 501n, held: false },
    ]);
    expect((await held(owner.user.id)) - ownerHeldBefore).toBe(500n);

    const joiner = await createUser(ctx, { email });
    // Once the account exists, new held money waits in the payee's own held-split account.
    await importEarnings(ctx, { trackId, ownerUserId: owner.user.id, amountMicros: 100n, saleDate: '2026-01-11' });
    expect(await held(joiner.user.id)).toBe(50n);

    const res = await confirm(ctx, joiner.token, splitId, true);
    expect(res.json()).toMatchObject({ status: 'accepted', settled: '0.000550' });
    expect(await held(owner.user.id)).toBe(ownerHeldBefore);
    expect(await held(joiner.user.id)).toBe(0n);
    expect(await earnings(joiner.user.id)).toBe(550n);
  });

  it('returns held money to the owner when the payee declines, and keeps their share with the owner afterwards', async () => {
    const payee = await newPayee();
    const trackId = await createOwnedTrack(ctx, owner.user.id);
    const splitId = await submitOk(ctx, owner.token, {
      trackId,
      effectiveFrom: '2026-01-01',
      payees: [{ email: payee.user.email, share: 40 }],
    });
    await importEarnings(ctx, { trackId, ownerUserId: owner.user.id, amountMicros: 1000n, saleDate: '2026-01-10' });
    const ownerBefore = await earnings(owner.user.id);
    expect((await confirm(ctx, payee.token, splitId, false)).json()).toMatchObject({
      status: 'declined',
      settled: '0.000400',
    });
    expect((await earnings(owner.user.id)) - ownerBefore).toBe(400n);
    expect(await held(payee.user.id)).toBe(0n);
    const shares = await importEarnings(ctx, {
      trackId,
      ownerUserId: owner.user.id,
      amountMicros: 1000n,
      saleDate: '2026-01-11',
    });
    expect(byUser(shares)).toEqual([{ userId: owner.user.id, email: null, amount: 1000n, held: false }]);
  });

  it('repays the recoup payee first, splits a straddling amount exactly, and keeps progress across an edit', async () => {
    const [a, b] = [await newPayee(), await newPayee()];
    const trackId = await createOwnedTrack(ctx, owner.user.id);
    const splitId = await submitOk(ctx, owner.token, {
      trackId,
      effectiveFrom: '2026-01-01',
      recoup: { email: a.user.email, amount: '1.000000' },
      payees: [
        { email: a.user.email, share: 20 },
        { email: b.user.email, share: 30 },
      ],
    });
    await confirm(ctx, a.token, splitId, true);
    await confirm(ctx, b.token, splitId, true);
    const run = async (amountMicros: bigint) =>
      Object.fromEntries(
        (await importEarnings(ctx, { trackId, ownerUserId: owner.user.id, amountMicros, saleDate: '2026-02-01' })).map(
          (share) => [
            share.userId === owner.user.id ? 'owner' : share.userId === a.user.id ? 'a' : 'b',
            share.amountMicros,
          ],
        ),
      );
    expect(await run(600_000n)).toEqual({ a: 600_000n, owner: 0n });
    // Editing b's share keeps the same recoup (and its progress).
    await submitOk(ctx, owner.token, {
      trackId,
      effectiveFrom: '2026-01-01',
      recoup: { email: a.user.email, amount: '1' },
      payees: [
        { email: a.user.email, share: 20 },
        { email: b.user.email, share: 30 },
      ],
    });
    expect(await run(600_000n)).toEqual({ a: 400_000n + 40_000n, b: 60_000n, owner: 100_000n });
    expect(await run(1000n)).toEqual({ a: 200n, b: 300n, owner: 500n });
    const list = await ctx.app.inject({ method: 'GET', url: '/api/portal/split', headers: bearer(owner.token) });
    expect(list.json().data.find((s: { id: number }) => s.id === splitId).condition).toMatchObject({
      state: 'recouped',
      data: { recouped: '1.000000' },
    });
  });

  it('leaves no recoup progress or hold behind when the import transaction fails', async () => {
    const payee = await newPayee();
    const trackId = await createOwnedTrack(ctx, owner.user.id);
    const splitId = await submitOk(ctx, owner.token, {
      trackId,
      effectiveFrom: '2026-01-01',
      recoup: { email: payee.user.email, amount: '5' },
      payees: [{ email: payee.user.email, share: 10 }],
    });
    await expect(
      ctx.deps.db.transaction(async (tx) => {
        await allocateTrackEarnings(tx, {
          trackId,
          ownerUserId: owner.user.id,
          amountMicros: 1_000_000n,
          saleDate: '2026-01-05',
        });
        throw new Error('the file is corrupt half-way');
      }),
    ).rejects.toThrow('corrupt');
    const [recoup] = await ctx.deps.db.select().from(splitRecoups).where(eq(splitRecoups.splitId, splitId));
    expect(recoup.recoupedMicros).toBe(0n);
    const collabs = await ctx.app.inject({
      method: 'GET',
      url: '/api/portal/split/collabs',
      headers: bearer(payee.token),
    });
    expect(collabs.json().data[0]).toMatchObject({ id: splitId, held: '0.000000' });
  });

  it('stops splitting sales dated on or after the removal date', async () => {
    const payee = await newPayee();
    const trackId = await createOwnedTrack(ctx, owner.user.id);
    const splitId = await submitOk(ctx, owner.token, {
      trackId,
      effectiveFrom: '2020-01-01',
      payees: [{ email: payee.user.email, share: 10 }],
    });
    await ctx.app.inject({ method: 'POST', url: `/api/portal/split/remove/${splitId}`, headers: bearer(owner.token) });
    const today = ctx.clock.now().toISOString().slice(0, 10);
    const on = await allocateTrackEarnings(ctx.deps.db, {
      trackId,
      ownerUserId: owner.user.id,
      amountMicros: 1000n,
      saleDate: today,
    });
    expect(byUser(on)).toEqual([{ userId: owner.user.id, email: null, amount: 1000n, held: false }]);
    const before = await allocateTrackEarnings(ctx.deps.db, {
      trackId,
      ownerUserId: owner.user.id,
      amountMicros: 1000n,
      saleDate: '2021-06-01',
    });
    expect(before.map((share) => share.amountMicros)).toEqual([100n, 900n]);
  });

  it('allocates a batch exactly as the same sums one at a time: recoup carried across sums, holds and months summed', async () => {
    const [a, b, declined] = [await newPayee(), await newPayee(), await newPayee()];
    const invitee = `batch.invitee.${Date.now()}@example.test`;
    // Two tracks with the same split: one gets the sums one by one, the other as one batch.
    const makeSplitTrack = async () => {
      const trackId = await createOwnedTrack(ctx, owner.user.id);
      const splitId = await submitOk(ctx, owner.token, {
        trackId,
        effectiveFrom: '2026-01-01',
        recoup: { email: a.user.email, amount: '1' },
        payees: [
          { email: a.user.email, share: 20 },
          { email: b.user.email, share: 30 },
          { email: invitee, share: 10 },
          { email: declined.user.email, share: 5 },
        ],
      });
      await confirm(ctx, a.token, splitId, true);
      await confirm(ctx, b.token, splitId, true);
      await confirm(ctx, declined.token, splitId, false);
      return { trackId, splitId };
    };
    const one = await makeSplitTrack();
    const batch = await makeSplitTrack();
    const plain = await createOwnedTrack(ctx, owner.user.id);
    const sums = [
      { saleDate: '2025-12-31', amountMicros: 5_000n }, // before the split: the owner's
      { saleDate: '2026-01-10', amountMicros: 600_000n },
      { saleDate: '2026-01-20', amountMicros: 600_001n }, // finishes the recoup part-way
      { saleDate: '2026-02-05', amountMicros: 1_000n },
      { saleDate: '2026-02-06', amountMicros: -300n }, // a refund
    ];
    const ownerId = owner.user.id;
    const oneByOne = await ctx.deps.db.transaction(async (tx) => {
      const out = [];
      for (const sum of sums)
        out.push(await allocateTrackEarnings(tx, { trackId: one.trackId, ownerUserId: ownerId, ...sum }));
      return out;
    });
    const batched = await ctx.deps.db.transaction((tx) =>
      allocateManyTrackEarnings(tx, [
        ...sums.map((sum) => ({ trackId: batch.trackId, ownerUserId: ownerId, ...sum })),
        { trackId: plain, ownerUserId: ownerId, saleDate: '2026-01-10', amountMicros: 777n },
      ]),
    );
    const who = (shares: Awaited<ReturnType<typeof allocateTrackEarnings>>) => byUser(shares);
    expect(batched.slice(0, sums.length).map(who)).toEqual(oneByOne.map(who));
    expect(batched[sums.length]).toEqual([
      { userId: ownerId, payeeEmail: null, amountMicros: 777n, held: false, splitId: null },
    ]);
    expect(oneByOne[2].find((share) => share.userId === a.user.id)?.amountMicros).toBeGreaterThan(0n);

    // What each split recorded: recoup progress, holds and the per-month figures, payee by payee.
    const recorded = async (splitId: number) => {
      const versions = await ctx.deps.db
        .select({ id: splitVersions.id })
        .from(splitVersions)
        .where(eq(splitVersions.splitId, splitId));
      const payees = await ctx.deps.db
        .select()
        .from(splitPayees)
        .where(
          inArray(
            splitPayees.versionId,
            versions.map((v) => v.id),
          ),
        );
      const email = new Map(payees.map((p) => [p.id, p.email]));
      const [recoup] = await ctx.deps.db.select().from(splitRecoups).where(eq(splitRecoups.splitId, splitId));
      const holds = await ctx.deps.db
        .select()
        .from(splitHolds)
        .where(
          inArray(
            splitHolds.payeeId,
            payees.map((p) => p.id),
          ),
        )
        .orderBy(asc(splitHolds.payeeId));
      const months = await ctx.deps.db
        .select()
        .from(splitEarnings)
        .where(eq(splitEarnings.splitId, splitId))
        .orderBy(asc(splitEarnings.payeeId), asc(splitEarnings.month));
      return {
        recouped: recoup.recoupedMicros,
        holds: holds.map((h) => ({ payee: email.get(h.payeeId), holder: h.holderUserId, amount: h.amountMicros })),
        months: months.map((m) => ({
          payee: email.get(m.payeeId),
          month: m.month,
          amount: m.amountMicros,
          held: m.heldMicros,
          payeeUserId: m.payeeUserId,
        })),
      };
    };
    const expected = await recorded(one.splitId);
    expect(expected.recouped).toBe(1_000_000n - 300n); // the refund takes back from the recoup first
    expect(expected.holds).toEqual([{ payee: invitee, holder: ownerId, amount: expect.any(BigInt) }]);
    expect(expected.months.length).toBeGreaterThanOrEqual(4);
    expect(await recorded(batch.splitId)).toEqual(expected);
  });

  it('keeps the ledger balanced through all of the above', async () => {
    const total = [...(await allBalances(ctx.deps.db)).values()].reduce((sum, value) => sum + value, 0n);
    expect(total).toBe(0n);
  });
});
