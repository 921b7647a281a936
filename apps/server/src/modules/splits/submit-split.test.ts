import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SHARE_MESSAGES } from '@liner/domain';
import { notifications } from '../notifications/tables.js';
import { createTestApp, linkFromMail, type TestContext } from '../../../test/harness.js';
import { bearer, createUser, type CreatedUser } from '../../../test/factories.js';
import { confirm, createOwnedTrack, submit, submitOk } from './testing.js';

let ctx: TestContext;
let owner: CreatedUser;
let payee: CreatedUser;
let other: CreatedUser;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createUser(ctx, { displayName: 'Nova Reyes' });
  payee = await createUser(ctx, { displayName: 'Sam Keller' });
  other = await createUser(ctx);
});
afterAll(async () => ctx.close());

const notificationTitles = async (userId: number) =>
  (await ctx.deps.db.select({ title: notifications.title }).from(notifications).where(eq(notifications.userId, userId)))
    .map((row) => row.title)
    .join('\n');
const mails = async (to: string) => (await ctx.outbox()).filter((mail) => mail.raw.includes(`To: ${to}`));

describe('POST split/submit: who and what is refused', () => {
  it('answers 401 without a session', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/portal/split/submit', payload: {} });
    expect(res.statusCode).toBe(401);
  });

  it("answers 404 for another user's track, and for a track that does not exist", async () => {
    const trackId = await createOwnedTrack(ctx, other.user.id);
    expect(
      (await submit(ctx, owner.token, { trackId, payees: [{ email: payee.user.email, share: 10 }] })).statusCode,
    ).toBe(404);
    expect(
      (await submit(ctx, owner.token, { trackId: 999_999, payees: [{ email: payee.user.email, share: 10 }] }))
        .statusCode,
    ).toBe(404);
  });

  it('answers 422 when the owner is among the payees', async () => {
    const trackId = await createOwnedTrack(ctx, owner.user.id);
    const res = await submit(ctx, owner.token, {
      trackId,
      payees: [{ email: owner.user.email.toUpperCase(), share: 10 }],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ 'payees.0.email': [SHARE_MESSAGES.ownerIsPayee] });
  });

  it('answers 422 when the shares add up to more than 100', async () => {
    const trackId = await createOwnedTrack(ctx, owner.user.id);
    const res = await submit(ctx, owner.token, {
      trackId,
      payees: [
        { email: 'a@example.test', share: '60' },
        { email: 'b@example.test', share: '40.01' },
      ],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ payees: [SHARE_MESSAGES.totalTooLarge] });
  });

  it('answers 422 for a share under 0.01, a zero share and a duplicate e-mail', async () => {
    const trackId = await createOwnedTrack(ctx, owner.user.id);
    const tiny = await submit(ctx, owner.token, { trackId, payees: [{ email: 'a@example.test', share: '0.009' }] });
    expect(tiny.statusCode).toBe(422);
    expect(tiny.json().errors['payees.0.share']).toEqual([SHARE_MESSAGES.tooPrecise]);
    const zero = await submit(ctx, owner.token, { trackId, payees: [{ email: 'a@example.test', share: 0 }] });
    expect(zero.json().errors['payees.0.share']).toEqual([SHARE_MESSAGES.tooSmall]);
    const twice = await submit(ctx, owner.token, {
      trackId,
      payees: [
        { email: 'a@example.test', share: 1 },
        { email: 'A@example.test', share: 1 },
      ],
    });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors['payees.1.email']).toEqual([SHARE_MESSAGES.duplicateEmail]);
  });

  it('accepts exactly 100 and 0.01, and an advance split needs its recoup amount', async () => {
    const trackId = await createOwnedTrack(ctx, owner.user.id);
    await submitOk(ctx, owner.token, {
      trackId,
      payees: [
        { email: 'a@example.test', share: '99.99' },
        { email: 'b@example.test', share: '0.01' },
      ],
    });
    const other2 = await createOwnedTrack(ctx, owner.user.id);
    const advance = await submit(
      ctx,
      owner.token,
      { trackId: other2, payees: [{ email: 'a@example.test', share: 10 }] },
      'submit/advance-split',
    );
    expect(advance.statusCode).toBe(422);
    expect(advance.json().errors).toHaveProperty('recoup');
    const withRecoup = await submit(
      ctx,
      owner.token,
      {
        trackId: other2,
        payees: [{ email: 'a@example.test', share: 10 }],
        recoup: { email: 'a@example.test', amount: '500.00' },
      },
      'submit/advance-split',
    );
    expect(withRecoup.statusCode, withRecoup.body).toBe(200);
    expect(withRecoup.json().condition).toEqual({
      type: 'recoup',
      state: 'recouping',
      data: { email: 'a@example.test', amount: '500.000000', recouped: '0.000000' },
    });
  });
});

describe('versions and answers', () => {
  it('invites by e-mail (and notifies an existing account), then asks again only the payee whose share changed', async () => {
    const trackId = await createOwnedTrack(ctx, owner.user.id, 'Versioned Song');
    const outsider = 'not.yet.a.user@example.test';
    const splitId = await submitOk(ctx, owner.token, {
      trackId,
      effectiveFrom: '2026-01-01',
      payees: [
        { email: payee.user.email, share: '25' },
        { email: outsider, share: '10' },
        { email: other.user.email, share: '5' },
      ],
    });
    expect(await mails(payee.user.email)).toHaveLength(1);
    expect(await mails(outsider)).toHaveLength(1);
    expect((await mails(outsider))[0].raw).toContain('/register');
    // An account is sent to the splits page of the portal (a path without a page would open the home page).
    expect(linkFromMail((await mails(payee.user.email))[0].raw, '/user-portal/royalty-shares')).toBe(
      'http://liner.test/user-portal/royalty-shares',
    );
    expect(await notificationTitles(payee.user.id)).toContain('invited you to a royalty split of "Versioned Song"');

    expect((await confirm(ctx, payee.token, splitId, true)).statusCode).toBe(200);
    expect((await confirm(ctx, other.token, splitId, true)).statusCode).toBe(200);

    const edited = await submit(ctx, owner.token, {
      trackId,
      effectiveFrom: '2026-03-01',
      payees: [
        { email: payee.user.email, share: '25' },
        { email: outsider, share: '10' },
        { email: other.user.email, share: '7.5' },
      ],
    });
    expect(edited.statusCode).toBe(200);
    const body = edited.json();
    expect(body.id).toBe(splitId);
    expect(body.version).toBe(2);
    expect(Object.fromEntries(body.payees.map((p: { email: string; status: string }) => [p.email, p.status]))).toEqual({
      [payee.user.email]: 'accepted',
      [outsider]: 'pending',
      [other.user.email]: 'pending',
    });
    // Only the changed payee gets a new e-mail; the unchanged pending one is not asked twice.
    expect(await mails(payee.user.email)).toHaveLength(1);
    expect(await mails(outsider)).toHaveLength(1);
    expect(await mails(other.user.email)).toHaveLength(2);
  });

  it('asks the recoup payee again when the recoup changes, and no one else', async () => {
    const trackId = await createOwnedTrack(ctx, owner.user.id);
    const payees = [
      { email: payee.user.email, share: 10 },
      { email: other.user.email, share: 10 },
    ];
    const splitId = await submitOk(ctx, owner.token, {
      trackId,
      payees,
      recoup: { email: payee.user.email, amount: '100' },
    });
    await confirm(ctx, payee.token, splitId, true);
    await confirm(ctx, other.token, splitId, true);
    const res = await submit(ctx, owner.token, { trackId, payees, recoup: { email: payee.user.email, amount: '150' } });
    expect(res.json().payees.map((p: { status: string }) => p.status)).toEqual(['pending', 'accepted']);
    expect(res.json().condition.data).toEqual({ email: payee.user.email, amount: '150.000000', recouped: '0.000000' });
  });

  it('refuses a version that starts before the current one', async () => {
    const trackId = await createOwnedTrack(ctx, owner.user.id);
    await submitOk(ctx, owner.token, {
      trackId,
      effectiveFrom: '2026-05-01',
      payees: [{ email: 'a@example.test', share: 10 }],
    });
    const res = await submit(ctx, owner.token, {
      trackId,
      effectiveFrom: '2026-04-30',
      payees: [{ email: 'a@example.test', share: 20 }],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('effectiveFrom');
  });

  it('lets only an invited payee answer, once per version', async () => {
    const trackId = await createOwnedTrack(ctx, owner.user.id);
    const splitId = await submitOk(ctx, owner.token, { trackId, payees: [{ email: payee.user.email, share: 10 }] });
    expect((await confirm(ctx, other.token, splitId, true)).statusCode).toBe(404);
    expect((await confirm(ctx, owner.token, splitId, true)).statusCode).toBe(404);
    const declined = await confirm(ctx, payee.token, splitId, false);
    expect(declined.json()).toMatchObject({ status: 'declined', settled: '0.000000' });
    expect((await confirm(ctx, payee.token, splitId, true)).statusCode).toBe(409);
    expect(await notificationTitles(owner.user.id)).toContain('Sam Keller declined your royalty split');
  });

  it('bulk-accepts the splits waiting for me and skips the rest', async () => {
    const first = await submitOk(ctx, owner.token, {
      trackId: await createOwnedTrack(ctx, owner.user.id),
      payees: [{ email: payee.user.email, share: 10 }],
    });
    const second = await submitOk(ctx, owner.token, {
      trackId: await createOwnedTrack(ctx, owner.user.id),
      payees: [{ email: payee.user.email, share: 20 }],
    });
    const notMine = await submitOk(ctx, owner.token, {
      trackId: await createOwnedTrack(ctx, owner.user.id),
      payees: [{ email: 'x@example.test', share: 20 }],
    });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/portal/split/bulk/accept',
      headers: bearer(payee.token),
      payload: { splitIds: [first, second, notMine, first] },
    });
    expect(res.json()).toEqual({ accepted: [first, second] });
  });
});

describe('remove and is-valid-user', () => {
  it("ends the owner's split today; another user gets 404 and a second removal 409", async () => {
    const trackId = await createOwnedTrack(ctx, owner.user.id);
    const splitId = await submitOk(ctx, owner.token, { trackId, payees: [{ email: payee.user.email, share: 10 }] });
    const url = `/api/portal/split/remove/${splitId}`;
    expect((await ctx.app.inject({ method: 'POST', url, headers: bearer(other.token) })).statusCode).toBe(404);
    const res = await ctx.app.inject({ method: 'POST', url, headers: bearer(owner.token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ active: false, endedOn: ctx.clock.now().toISOString().slice(0, 10) });
    expect((await ctx.app.inject({ method: 'POST', url, headers: bearer(owner.token) })).statusCode).toBe(409);
    // The track is free again: a new split can start.
    await submitOk(ctx, owner.token, { trackId, payees: [{ email: payee.user.email, share: 15 }] });
  });

  it('names an account only to someone it already deals money with: an offer it made them, or an accepted split', async () => {
    const url = '/api/portal/split/is-valid-user';
    const ask = async (asker: CreatedUser, email: string) =>
      (await ctx.app.inject({ method: 'POST', url, headers: bearer(asker.token), payload: { email } })).json();
    const stranger = await createUser(ctx, { displayName: 'Rae Stranger' });

    expect(await ask(stranger, owner.user.email)).toEqual({ isUser: true });
    expect(await ask(owner, stranger.user.email)).toEqual({ isUser: true });
    expect(await ask(stranger, 'nobody-at-all@example.test')).toEqual({ isUser: false });

    const trackId = await createOwnedTrack(ctx, owner.user.id, 'Introductions');
    const splitId = await submitOk(ctx, owner.token, { trackId, payees: [{ email: stranger.user.email, share: 5 }] });
    // The invited person may see who offered it; offering a split to an address reveals nothing.
    expect(await ask(stranger, owner.user.email)).toEqual({ isUser: true, name: 'Nova Reyes' });
    expect(await ask(owner, stranger.user.email)).toEqual({ isUser: true });

    await confirm(ctx, stranger.token, splitId, true);
    expect(await ask(owner, stranger.user.email)).toEqual({ isUser: true, name: 'Rae Stranger' });
  });

  it('tells whether an e-mail belongs to an account, with its name', async () => {
    const url = '/api/portal/split/is-valid-user';
    const known = await ctx.app.inject({
      method: 'POST',
      url,
      headers: bearer(owner.token),
      payload: { email: payee.user.email.toUpperCase() },
    });
    expect(known.json()).toEqual({ isUser: true, name: 'Sam Keller' });
    const unknown = await ctx.app.inject({
      method: 'POST',
      url,
      headers: bearer(owner.token),
      payload: { email: 'nobody@example.test' },
    });
    expect(unknown.json()).toEqual({ isUser: false });
  });
});
