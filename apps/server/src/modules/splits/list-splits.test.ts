import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { bearer, createUser, type CreatedUser } from '../../../test/factories.js';
import { confirm, createOwnedTrack, submitOk } from './testing.js';

let ctx: TestContext;
let owner: CreatedUser;
let payee: CreatedUser;
let stranger: CreatedUser;
let splitTrack: number;
let freeTrack: number;
let splitId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createUser(ctx, { displayName: 'Nova Reyes' });
  payee = await createUser(ctx, { displayName: 'Sam Keller' });
  stranger = await createUser(ctx);
  splitTrack = await createOwnedTrack(ctx, owner.user.id, 'Aurora');
  freeTrack = await createOwnedTrack(ctx, owner.user.id, 'Borealis');
  await createOwnedTrack(ctx, stranger.user.id, 'Not Yours');
  splitId = await submitOk(ctx, owner.token, {
    trackId: splitTrack,
    payees: [
      { email: payee.user.email, share: '12.5' },
      { email: 'invitee@example.test', share: 5 },
    ],
  });
});
afterAll(async () => ctx.close());

const get = (url: string, token: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/portal/split${url}`, headers: bearer(token) });

describe('GET split (my splits as owner)', () => {
  it('lists my splits with the payees (never the owner) and their statuses, searchable by title', async () => {
    const res = await get('', owner.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 1, current_page: 1, last_page: 1 });
    expect(body.data[0]).toMatchObject({
      id: splitId,
      active: true,
      version: 1,
      track: { id: splitTrack, title: 'Aurora' },
      owner: { id: owner.user.id, name: 'Nova Reyes' },
      condition: null,
    });
    expect(
      body.data[0].payees.map(
        (p: { email: string; share: string; status: string; isUser: boolean; name: string | null }) => [
          p.email,
          p.share,
          p.status,
          p.isUser,
          p.name,
        ],
      ),
    ).toEqual([
      [payee.user.email, '12.50', 'pending', true, 'Sam Keller'],
      ['invitee@example.test', '5.00', 'pending', false, null],
    ]);
    expect(body.data[0].payees.map((p: { email: string }) => p.email)).not.toContain(owner.user.email);
    expect((await get('?search=borealis', owner.token)).json().total).toBe(0);
    expect((await get('?search=auro', owner.token)).json().total).toBe(1);
  });

  it("does not show another owner's splits", async () => {
    expect((await get('', stranger.token)).json()).toMatchObject({ total: 0, data: [] });
  });
});

describe('GET split/collabs (splits where I am a payee)', () => {
  it('shows my status, and follows my answer', async () => {
    const before = (await get('/collabs', payee.token)).json();
    expect(before.data).toEqual([
      expect.objectContaining({ id: splitId, status: 'pending', share: '12.50', endDate: null }),
    ]);
    await confirm(ctx, payee.token, splitId, true);
    const after = (await get('/collabs', payee.token)).json();
    expect(after.data[0]).toMatchObject({ status: 'accepted' });
    expect((await get('/collabs', stranger.token)).json().total).toBe(0);
  });
});

describe('GET split/releases (the track picker)', () => {
  it('lists only my tracks and disables the ones with an active split', async () => {
    const res = await get('/releases', owner.token);
    const rows = res.json().data as { id: number; hasSplit: boolean; disabled: boolean; title: string }[];
    expect(rows.map((row) => [row.title, row.hasSplit, row.disabled]).sort()).toEqual([
      ['Aurora', true, true],
      ['Borealis', false, false],
    ]);
    expect(rows.find((row) => row.id === freeTrack)).toBeDefined();
  });
});
