import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYOUT_MESSAGES } from '@liner/domain';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { bearer, createUser, type CreatedUser } from '../../../test/factories.js';
import { users } from '../auth/tables.js';
import { creditEarnings } from '../ledger/testing.js';
import { confirm, createOwnedTrack, submitOk } from '../splits/testing.js';

/** transfers/potential-receivers lists transfer counterparts and split partners; init refuses anyone else. */
describe('potential receivers of a transfer', () => {
  let ctx: TestContext;
  let owner: CreatedUser;
  let accepted: CreatedUser;
  let pending: CreatedUser;
  let declined: CreatedUser;
  let bannedPayee: CreatedUser;
  let friend: CreatedUser;
  let stranger: CreatedUser;

  beforeAll(async () => {
    ctx = await createTestApp();
    owner = await createUser(ctx, { displayName: 'Nova Reyes' });
    accepted = await createUser(ctx, { displayName: 'Sam Keller' });
    pending = await createUser(ctx);
    declined = await createUser(ctx);
    bannedPayee = await createUser(ctx);
    friend = await createUser(ctx, { displayName: 'Old Friend' });
    stranger = await createUser(ctx);
    await creditEarnings(ctx.deps.db, owner.user.id, 50_000_000n);
    await creditEarnings(ctx.deps.db, accepted.user.id, 50_000_000n);

    const trackId = await createOwnedTrack(ctx, owner.user.id);
    const splitId = await submitOk(ctx, owner.token, {
      trackId,
      payees: [
        { email: accepted.user.email, share: 10 },
        { email: pending.user.email, share: 10 },
        { email: declined.user.email, share: 10 },
        { email: bannedPayee.user.email, share: 10 },
        { email: 'no.account.yet@example.test', share: 10 },
      ],
    });
    for (const [who, accept] of [
      [accepted, true],
      [declined, false],
      [bannedPayee, true],
    ] as const) {
      expect((await confirm(ctx, who.token, splitId, accept)).statusCode).toBe(200);
    }
    await ctx.deps.db.update(users).set({ bannedAt: ctx.clock.now() }).where(eq(users.id, bannedPayee.user.id));
  });
  afterAll(async () => {
    await ctx.close();
  });

  const listIds = async (who: CreatedUser) => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/portal/wallet/transfers/potential-receivers',
      headers: bearer(who.token),
    });
    expect(res.statusCode).toBe(200);
    return (res.json().data as { id: number }[]).map((row) => row.id);
  };
  const init = (who: CreatedUser, payload: object) =>
    ctx.app.inject({ method: 'POST', url: '/api/portal/wallet/transfers/init', headers: bearer(who.token), payload });

  it('lists, for a split owner, the payees who accepted with their account (not pending, declined or suspended ones)', async () => {
    expect(await listIds(owner)).toEqual([accepted.user.id]);
  });

  it('lists, for a payee who accepted, the owner of the split; not for a payee still deciding or one who declined', async () => {
    expect(await listIds(accepted)).toEqual([owner.user.id]);
    expect(await listIds(pending)).toEqual([]);
    expect(await listIds(declined)).toEqual([]);
  });

  it('keeps transfer counterparts next to split partners, the latest relationship first, each person once', async () => {
    ctx.clock.advanceMinutes(5);
    const sent = await init(owner, { email: friend.user.email, amount: '1.00' });
    expect(sent.statusCode, sent.body).toBe(200);
    const done = await ctx.app.inject({
      method: 'POST',
      url: `/api/portal/wallet/transfers/${sent.json().transferId}/confirm`,
      headers: bearer(owner.token),
    });
    expect(done.statusCode).toBe(200);
    expect(await listIds(owner)).toEqual([friend.user.id, accepted.user.id]);
    expect(await listIds(friend)).toEqual([owner.user.id]);

    ctx.clock.advanceMinutes(5);
    const back = await init(accepted, { receiverId: owner.user.id, amount: '2.00' });
    expect(back.statusCode, back.body).toBe(200);
    await ctx.app.inject({
      method: 'POST',
      url: `/api/portal/wallet/transfers/${back.json().transferId}/confirm`,
      headers: bearer(accepted.token),
    });
    expect(await listIds(owner)).toEqual([accepted.user.id, friend.user.id]);
  });

  it('still finds anyone else with a confirmed account by exact e-mail', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/portal/wallet/transfers/potential-receivers?email=${encodeURIComponent(stranger.user.email)}`,
      headers: bearer(owner.token),
    });
    expect(res.json().data.map((row: { id: number }) => row.id)).toEqual([stranger.user.id]);
  });

  it('refuses a transfer to someone who is not a potential receiver with a 422 field message', async () => {
    const suspended = await init(owner, { receiverId: bannedPayee.user.id, amount: '1.00' });
    expect(suspended.statusCode).toBe(422);
    expect(suspended.json().errors).toEqual({ receiverId: [PAYOUT_MESSAGES.receiverInvalid] });

    const unconfirmed = await createUser(ctx, { confirmedAt: null });
    const byEmail = await init(owner, { email: unconfirmed.user.email, amount: '1.00' });
    expect(byEmail.statusCode).toBe(422);
    expect(byEmail.json().errors).toEqual({ email: [PAYOUT_MESSAGES.receiverUnconfirmed] });

    const missing = await init(owner, { receiverId: 987_654, amount: '1.00' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ receiverId: [PAYOUT_MESSAGES.receiverInvalid] });
  });

  it('refuses a receiver id that is not on the list exactly like an id nobody has, so init cannot look up e-mails', async () => {
    const unknown = await init(owner, { receiverId: 987_654, amount: '1.00' });
    for (const who of [stranger, pending, declined]) {
      const res = await init(owner, { receiverId: who.user.id, amount: '1.00' });
      expect(res.statusCode).toBe(422);
      expect(res.body).toBe(unknown.body);
      expect(res.body).not.toContain(who.user.email);
    }
    // An id with somebody else's e-mail names nobody.
    const mismatched = await init(owner, { receiverId: stranger.user.id, email: friend.user.email, amount: '1.00' });
    expect(mismatched.statusCode).toBe(422);
    expect(mismatched.body).toBe(unknown.body);
  });

  it('accepts a receiver on the list by id, and anyone else by exact e-mail, answering only what the list shows', async () => {
    const listed = async (query = '') => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/portal/wallet/transfers/potential-receivers${query}`,
        headers: bearer(owner.token),
      });
      return res.json().data as { id: number }[];
    };
    const onList = (await listed()).find((row) => row.id === accepted.user.id);
    const byId = await init(owner, { receiverId: accepted.user.id, amount: '1.00' });
    expect(byId.statusCode, byId.body).toBe(200);
    expect(byId.json().receiver).toEqual(onList);

    const [found] = await listed(`?email=${encodeURIComponent(stranger.user.email)}`);
    for (const named of [
      { email: stranger.user.email.toUpperCase() },
      { receiverId: stranger.user.id, email: stranger.user.email },
    ]) {
      const res = await init(owner, { ...named, amount: '1.00' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().receiver).toEqual(found);
    }
  });
});
