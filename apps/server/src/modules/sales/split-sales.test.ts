import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { bearer, createUser, type CreatedUser } from '../../../test/factories.js';
import { allocateTrackEarnings } from '../splits/index.js';
import { confirm, createOwnedTrack, importEarnings, submitOk } from '../splits/testing.js';

let ctx: TestContext;
let owner: CreatedUser;
let accepted: CreatedUser;
let pending: CreatedUser;
let decliner: CreatedUser;
const invitee = `no.account.${Date.now()}@example.test`;
let trackId: number;
let splitId: number;

const get = (url: string, who: CreatedUser) =>
  ctx.app.inject({ method: 'GET', url: `/api/portal/sales/${url}`, headers: bearer(who.token) });
const earn = (amountMicros: bigint, saleDate: string) =>
  importEarnings(ctx, { trackId, ownerUserId: owner.user.id, amountMicros, saleDate });

beforeAll(async () => {
  ctx = await createTestApp();
  [owner, accepted, pending, decliner] = [
    await createUser(ctx),
    await createUser(ctx),
    await createUser(ctx),
    await createUser(ctx, { displayName: 'Dee Cliner' }),
  ];
  trackId = await createOwnedTrack(ctx, owner.user.id, 'Shared Song');
  splitId = await submitOk(ctx, owner.token, {
    trackId,
    effectiveFrom: '2025-01-01',
    payees: [
      { email: accepted.user.email, share: 10 },
      { email: pending.user.email, share: 20 },
      { email: decliner.user.email, share: 5 },
      { email: invitee, share: 15 },
    ],
  });
  await confirm(ctx, accepted.token, splitId, true);
  // 10.000000 of January's sales and 1.000000 of March's; each payee's share by sale month.
  await earn(4_000_000n, '2025-01-05');
  await earn(6_000_000n, '2025-01-20');
  await earn(1_000_000n, '2025-03-01');
});
afterAll(async () => {
  await ctx.close();
});

describe('sales/splits: what the owner shared out, per split and payee', () => {
  it('shows paid, held and returned per payee, newest version order, with the page shape', async () => {
    expect((await get('splits', owner)).json()).toEqual({
      current_page: 1,
      last_page: 1,
      total: 1,
      per_page: 10,
      data: [
        {
          id: splitId,
          active: true,
          track: { id: trackId, title: 'Shared Song', isrc: expect.any(String) },
          release: { id: expect.any(Number), title: expect.any(String), upc: null },
          // 50 % of 11.000000: 1.100000 paid (accepted), the rest held until the others answer.
          total: '5.500000',
          paid: '1.100000',
          held: '4.400000',
          payees: [
            {
              email: accepted.user.email,
              name: expect.any(String),
              share: '10.00',
              status: 'accepted',
              paid: '1.100000',
              held: '0.000000',
              returned: '0.000000',
            },
            {
              email: pending.user.email,
              name: expect.any(String),
              share: '20.00',
              status: 'pending',
              paid: '0.000000',
              held: '2.200000',
              returned: '0.000000',
            },
            {
              email: decliner.user.email,
              name: 'Dee Cliner',
              share: '5.00',
              status: 'pending',
              paid: '0.000000',
              held: '0.550000',
              returned: '0.000000',
            },
            {
              email: invitee,
              name: null,
              share: '15.00',
              status: 'pending',
              paid: '0.000000',
              held: '1.650000',
              returned: '0.000000',
            },
          ],
        },
      ],
    });
  });

  it('cuts by sale month, not by when the money posted', async () => {
    const march = (await get('splits?start_date=2025-03-01&end_date=2025-03-31', owner)).json().data[0];
    expect(march).toMatchObject({ total: '0.500000', paid: '0.100000', held: '0.400000' });
    const february = (await get('splits?start_date=2025-02-01&end_date=2025-02-28', owner)).json();
    // The split is still listed, with nothing in the period.
    expect(february).toMatchObject({ total: 1, data: [{ id: splitId, total: '0.000000' }] });
    expect(february.data[0].payees.map((p: { paid: string; held: string }) => p.paid + p.held)).toEqual(
      Array(4).fill('0.0000000.000000'),
    );
  });

  it('moves held money to paid on acceptance and to returned on decline, in the months it was earned', async () => {
    expect((await confirm(ctx, pending.token, splitId, true)).json()).toMatchObject({ settled: '2.200000' });
    expect((await confirm(ctx, decliner.token, splitId, false)).json()).toMatchObject({ settled: '0.550000' });
    const row = (await get('splits?end_date=2025-01-31', owner)).json().data[0];
    // January: 10.000000 of sales; the declined 5 % is back with the owner, so not shared out.
    expect(row).toMatchObject({ total: '4.500000', paid: '3.000000', held: '1.500000' });
    expect(
      row.payees.map((p: { status: string; paid: string; held: string; returned: string }) => [
        p.status,
        p.paid,
        p.held,
        p.returned,
      ]),
    ).toEqual([
      ['accepted', '1.000000', '0.000000', '0.000000'],
      ['accepted', '2.000000', '0.000000', '0.000000'],
      ['declined', '0.000000', '0.000000', '0.500000'],
      ['pending', '0.000000', '1.500000', '0.000000'],
    ]);
  });

  it("lists a payee dropped by a newer version with no current share, and never another owner's splits", async () => {
    const other = await createUser(ctx);
    expect((await get('splits', other)).json()).toEqual({
      data: [],
      current_page: 1,
      last_page: 1,
      total: 0,
      per_page: 10,
    });
    const track = await createOwnedTrack(ctx, other.user.id, 'Edited');
    const id = await submitOk(ctx, other.token, {
      trackId: track,
      effectiveFrom: '2025-01-01',
      payees: [{ email: accepted.user.email, share: 30 }],
    });
    await confirm(ctx, accepted.token, id, true);
    await importEarnings(ctx, {
      trackId: track,
      ownerUserId: other.user.id,
      amountMicros: 1000n,
      saleDate: '2025-01-01',
    });
    await submitOk(ctx, other.token, {
      trackId: track,
      effectiveFrom: '2025-06-01',
      payees: [{ email: pending.user.email, share: 40 }],
    });
    const payees = (await get('splits', other)).json().data[0].payees;
    expect(
      payees.map((p: { email: string; share: string | null; paid: string }) => [p.email, p.share, p.paid]),
    ).toEqual([
      [pending.user.email, '40.00', '0.000000'],
      [accepted.user.email, null, '0.000300'],
    ]);
  });

  it('answers 422 with field messages for a bad range or page', async () => {
    const res = await get('splits?start_date=2025-13&per_page=0', owner);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['per_page', 'start_date']);
    expect((await get('collabs?end_date=yesterday', owner)).statusCode).toBe(422);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/portal/sales/collabs' })).statusCode).toBe(401);
  });
});

describe('sales/collabs: the splits I receive from', () => {
  it('shows the owner, my share, my answer, what I received and what is held, by sale month', async () => {
    const mine = (await get('collabs', pending)).json();
    // Also named (pending, nothing earned yet) by the other owner's newer split: listed first.
    expect(mine).toMatchObject({ total: 2, current_page: 1, last_page: 1, per_page: 10 });
    expect(mine.data[0]).toMatchObject({ share: '40.00', status: 'pending', total: '0.000000' });
    expect(mine.data[1]).toEqual({
      id: splitId,
      active: true,
      track: { id: trackId, title: 'Shared Song', isrc: expect.any(String) },
      release: { id: expect.any(Number), title: expect.any(String), upc: null },
      owner: { id: owner.user.id, name: `Test ${owner.user.lastName}` },
      share: '20.00',
      status: 'accepted',
      total: '2.200000',
      received: '2.200000',
      held: '0.000000',
    });
    expect((await get('collabs?start_date=2025-03-01', pending)).json().data[1]).toMatchObject({
      received: '0.200000',
    });
    expect((await get('collabs?per_page=1&page=2', pending)).json()).toMatchObject({
      total: 2,
      last_page: 2,
      current_page: 2,
      data: [{ id: splitId }],
    });
    expect((await get('collabs', decliner)).json().data[0]).toMatchObject({
      status: 'declined',
      share: '5.00',
      received: '0.000000',
      held: '0.000000',
    });
    // Two collabs for `accepted`, newest first; the edited split shows the share they last had.
    expect(
      (await get('collabs', accepted))
        .json()
        .data.map((c: { id: number; share: string; received: string }) => [c.id === splitId, c.share, c.received]),
    ).toEqual([
      [false, '30.00', '0.000300'],
      [true, '10.00', '1.100000'],
    ]);
    expect((await get('collabs', owner)).json().total).toBe(0);
  });

  it('shows held money for an invitee once they sign up, and none of it when the import rolled back', async () => {
    await expect(
      ctx.deps.db.transaction(async (tx) => {
        await allocateTrackEarnings(tx, {
          trackId,
          ownerUserId: owner.user.id,
          amountMicros: 9_000_000n,
          saleDate: '2025-01-02',
        });
        throw new Error('the file is corrupt half-way');
      }),
    ).rejects.toThrow('corrupt');
    const joiner = await createUser(ctx, { email: invitee });
    expect((await get('collabs', joiner)).json().data[0]).toMatchObject({
      status: 'pending',
      received: '0.000000',
      held: '1.650000',
    });
    await confirm(ctx, joiner.token, splitId, true);
    expect((await get('collabs', joiner)).json().data[0]).toMatchObject({
      status: 'accepted',
      received: '1.650000',
      held: '0.000000',
    });
  });
});
