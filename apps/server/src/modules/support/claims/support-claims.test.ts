import { eq } from 'drizzle-orm';
import { CAPTCHA_MESSAGES, SUPPORT_CLAIM_MESSAGES as M, type SupportTicketDetail } from '@liner/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, type CreatedUser } from '../../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../../test/harness.js';
import { lastMailTo, nextIp, post, solvedCaptcha } from '../../auth/testing.js';
import { createDeliveredRelease } from '../../release-review/lifecycle-test-support.js';
import { releases, tracks } from '../../releases/tables.js';
import { callSupport } from '../testing.js';
import { supportClaims } from '../tables.js';
import {
  claimCodeFromMail,
  fileClaim,
  initClaim,
  TEST_ACCOUNT_DISPUTE,
  TEST_DMCA_NOTICE,
  TEST_YOUTUBE_DISPUTE,
} from './testing.js';

let mailSequence = 0;
/** A fresh address per claim: the code mail allows five a day to one recipient. */
const freshEmail = (name: string) => `${name}${(mailSequence += 1)}@claims.test`;

describe('the DMCA notice, YouTube and account dispute forms', () => {
  let ctx: TestContext;
  let artist: CreatedUser;
  let operator: CreatedUser;

  beforeAll(async () => {
    ctx = await createTestApp();
    [artist, operator] = await Promise.all([createUser(ctx), createUser(ctx, { isAdmin: true })]);
  });
  afterAll(async () => {
    await ctx.close();
  });

  const verify = (kind: string, body: Record<string, unknown>) => post(ctx, `/api/support/verify/${kind}`, body);
  const operatorTicket = async (id: number) => {
    const res = await callSupport(ctx, operator, 'GET', `/api/admin/support/tickets/single?id=${id}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<SupportTicketDetail>();
  };

  it('refuses a notice without the robot check, and says every missing element at once', async () => {
    const noCaptcha = await post(ctx, '/api/support/init/dmca', TEST_DMCA_NOTICE, { ip: nextIp() });
    expect(noCaptcha.statusCode).toBe(422);
    expect(noCaptcha.json().errors).toEqual({ captcha: [CAPTCHA_MESSAGES.missing] });

    const incomplete = await initClaim(ctx, 'dmca', {
      ...TEST_DMCA_NOTICE,
      good_faith: false,
      accurate_under_penalty: 'yes',
      signature: 'Charles Babbage',
      infringing_url: '',
      address: '',
      phone: 'n/a',
      email: 'not-an-address',
    });
    expect(incomplete.statusCode).toBe(422);
    expect(incomplete.json().errors).toEqual({
      good_faith: [M.goodFaith],
      accurate_under_penalty: [M.accurateUnderPenalty],
      signature: [M.signatureMismatch],
      infringing_url: [M.location],
      address: [M.address],
      phone: [M.phone],
      email: [M.email],
    });
    const oversized = await initClaim(ctx, 'dmca', { ...TEST_DMCA_NOTICE, copyrighted_work: 'x'.repeat(5000) });
    expect(oversized.json().errors).toEqual({ copyrighted_work: [M.copyrightedWork] });
    expect(await ctx.deps.db.select().from(supportClaims)).toEqual([]);
  });

  it('files a guest notice: a code by mail, then a dmca ticket with the fields and the matched release', async () => {
    const { token: ownerToken } = await createUser(ctx);
    const { releaseId } = await createDeliveredRelease(ctx, ownerToken, operator.token);
    const [release] = await ctx.deps.db.select().from(releases).where(eq(releases.id, releaseId));
    const email = freshEmail('ada');
    const started = await initClaim(ctx, 'dmca', { ...TEST_DMCA_NOTICE, email, upc: release.gtin ?? '' });
    expect(started.statusCode, started.body).toBe(200);
    const { reference, message, expires_at } = started.json();
    expect(reference).toMatch(/^CLM-[A-Z2-9]{16}$/);
    expect(message).toBe(M.codeSent.replace('{email}', email));
    expect(new Date(expires_at).getTime() - Date.now()).toBeGreaterThan(29 * 60_000);
    const [stored] = await ctx.deps.db.select().from(supportClaims).where(eq(supportClaims.reference, reference));
    const code = await claimCodeFromMail(ctx, email);
    expect(stored.codeHash).not.toContain(code);
    expect(stored).toMatchObject({ accountId: null, matchedReleaseId: releaseId, matchedBy: 'upc', state: 'open' });

    const wrong = await verify('dmca', { reference, code: code === '000000' ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ code: [M.codeWrong] });

    const verified = await verify('dmca', { reference, code });
    expect(verified.statusCode, verified.body).toBe(200);
    const { ticket_id: ticketId, ticket_path } = verified.json();
    expect(ticket_path).toBeNull();
    const { ticket, comments } = await operatorTicket(ticketId);
    expect(ticket).toMatchObject({
      kind: 'dmca',
      source: 'dmca',
      status: 'new',
      requester_id: null,
      requester_email: email,
      requester_name: 'Ada Lovelace',
    });
    expect(ticket.subject).toMatch(/^DMCA notice: The recording "Northern Lights"/);
    expect(comments[0].plain_body).toContain(`Reference: ${reference}`);
    expect(comments[0].plain_body).toContain('Signature: /s/ Ada Lovelace');
    expect(await lastMailTo(ctx, email)).toContain('we received your message');

    const again = await verify('dmca', { reference, code });
    expect(again.json().errors).toEqual({ code: [M.codeUsed] });

    const claim = await callSupport(ctx, operator, 'GET', `/api/admin/support/claims?ticket_id=${ticketId}`);
    expect(claim.statusCode, claim.body).toBe(200);
    expect(claim.json()).toMatchObject({
      reference,
      kind: 'dmca',
      state: 'open',
      account_id: null,
      matched_release: { id: releaseId, matched_by: 'upc', status: 1 },
      allowed_decisions: ['take-down', 'reject'],
    });
    expect(claim.json().lines).toContainEqual({ label: 'Complainant', value: 'Ada Lovelace' });
  });

  it('answers 422 for an expired code, a code of another reference, an unknown reference and after five wrong tries', async () => {
    const first = freshEmail('first');
    const second = freshEmail('second');
    const a = (await initClaim(ctx, 'dmca', { ...TEST_DMCA_NOTICE, email: first })).json().reference;
    const codeA = await claimCodeFromMail(ctx, first);
    const b = (await initClaim(ctx, 'dmca', { ...TEST_DMCA_NOTICE, email: second })).json().reference;
    const codeB = await claimCodeFromMail(ctx, second);
    // A code of another claim is a wrong code here, and spends one of b's five tries.
    const triedOther = codeA !== codeB;
    if (triedOther)
      expect((await verify('dmca', { reference: b, code: codeA })).json().errors).toEqual({ code: [M.codeWrong] });
    expect((await verify('dmca', { reference: 'CLM-NOPE', code: codeA })).json().errors).toEqual({
      reference: [M.reference],
    });
    expect((await verify('youtube-dispute', { reference: a, code: codeA })).json().errors).toEqual({
      reference: [M.reference],
    });
    expect((await verify('dmca', { reference: a, code: '12ab56' })).json().errors).toEqual({ code: [M.code] });

    const wrongOf = (code: string) => (code === '999999' ? '999998' : '999999');
    for (let attempt = triedOther ? 2 : 1; attempt <= 4; attempt += 1)
      expect((await verify('dmca', { reference: b, code: wrongOf(codeB) })).json().errors).toEqual({
        code: [M.codeWrong],
      });
    expect((await verify('dmca', { reference: b, code: wrongOf(codeB) })).json().errors).toEqual({
      code: [M.codeLocked],
    });
    expect((await verify('dmca', { reference: b, code: codeB })).json().errors).toEqual({ code: [M.codeLocked] });

    ctx.clock.advanceMinutes(31);
    try {
      const expired = await verify('dmca', { reference: a, code: codeA });
      expect(expired.statusCode).toBe(422);
      expect(expired.json().errors).toEqual({ code: [M.codeExpired] });
    } finally {
      ctx.clock.advanceMinutes(-31);
    }
  });

  it('limits the code mail: a second form from one address to one recipient within a minute answers 429', async () => {
    const email = freshEmail('limit');
    const send = async () =>
      post(
        ctx,
        '/api/support/init/dmca',
        { ...TEST_DMCA_NOTICE, email, captcha: await solvedCaptcha(ctx) },
        { ip: '10.9.9.9' },
      );
    expect((await send()).statusCode).toBe(200);
    const again = await send();
    expect(again.statusCode).toBe(429);
    expect(await ctx.deps.db.select().from(supportClaims).where(eq(supportClaims.contactEmail, email))).toHaveLength(1);
  });

  it('files a YouTube dispute signed in: the ticket joins the account, the video id is read from the link', async () => {
    const bad = await initClaim(ctx, 'youtube-dispute', {
      ...TEST_YOUTUBE_DISPUTE,
      video_url: 'https://vimeo.com/12345',
      reason: 'because',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ video_url: [M.videoUrl], reason: [M.reason] });

    const email = freshEmail('grace');
    const { ticketId } = await fileClaim(
      ctx,
      'youtube-dispute',
      { ...TEST_YOUTUBE_DISPUTE, email, video_url: 'youtube.com/shorts/abcdefghijk' },
      artist,
    );
    const own = await callSupport(ctx, artist, 'GET', `/api/portal/support/tickets/single?id=${ticketId}`);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().ticket).toMatchObject({
      kind: 'youtube-dispute',
      source: 'youtube-dispute',
      requester_id: artist.user.id,
      subject: 'YouTube claim dispute: video abcdefghijk',
    });
    expect(own.json().comments[0].plain_body).toContain('Video: https://www.youtube.com/watch?v=abcdefghijk');
    const claim = await callSupport(ctx, operator, 'GET', `/api/admin/support/claims?ticket_id=${ticketId}`);
    expect(claim.json()).toMatchObject({ kind: 'youtube-dispute', account_id: artist.user.id, state: null });
    expect(claim.json().allowed_decisions).toEqual([]);
  });

  it('answers a signed-in verify with the ticket page', async () => {
    const email = freshEmail('page');
    const started = await initClaim(ctx, 'youtube-dispute', { ...TEST_YOUTUBE_DISPUTE, email }, artist);
    const res = await verify('youtube-dispute', {
      reference: started.json().reference,
      code: await claimCodeFromMail(ctx, email),
    });
    expect(res.json().ticket_path).toBe(`/support/message/${res.json().ticket_id}`);
  });

  it('takes an account dispute from a suspended person as a guest, and finds the disputed account', async () => {
    const suspended = await createUser(ctx, { bannedAt: new Date() });
    const future = await initClaim(ctx, 'account-dispute', { ...TEST_ACCOUNT_DISPUTE, decision_date: '2999-01-01' });
    expect(future.json().errors).toEqual({ decision_date: [M.decisionDateFuture] });
    const email = freshEmail('alan');
    const { ticketId } = await fileClaim(
      ctx,
      'account-dispute',
      { ...TEST_ACCOUNT_DISPUTE, email, account: suspended.user.username.toUpperCase() },
      suspended,
    );
    const { ticket } = await operatorTicket(ticketId);
    expect(ticket).toMatchObject({ kind: 'account-dispute', source: 'account-dispute', requester_id: null });
    expect(ticket.subject).toBe('Account dispute: payout hold');
    const claim = await callSupport(ctx, operator, 'GET', `/api/admin/support/claims?ticket_id=${ticketId}`);
    expect(claim.json()).toMatchObject({ disputed_account_id: suspended.user.id, account_id: null });
  });

  it('lets the operator take the matched release down, then record a counter-notice; refuses what does not fit', async () => {
    const { token: ownerToken } = await createUser(ctx);
    const { releaseId } = await createDeliveredRelease(ctx, ownerToken, operator.token);
    const [track] = await ctx.deps.db.select().from(tracks).where(eq(tracks.releaseId, releaseId)).limit(1);
    const { ticketId } = await fileClaim(ctx, 'dmca', {
      ...TEST_DMCA_NOTICE,
      email: freshEmail('owner'),
      infringing_url: '',
      isrc: track.isrc ?? '',
    });
    const decide = (body: Record<string, unknown>, who = operator) =>
      callSupport(ctx, who, 'POST', '/api/admin/support/claims/decide', { ticket_id: ticketId, ...body });

    expect((await decide({ decision: 'take-down', note: 'Valid notice' }, artist)).statusCode).toBe(403);
    expect((await decide({ decision: 'counter-notice', note: 'Too early' })).statusCode).toBe(409);
    expect((await decide({ decision: 'take-down', note: '' })).json().errors).toEqual({ note: [M.note] });

    const taken = await decide({ decision: 'take-down', note: 'The notice is complete and the UPC matches.' });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json().claim).toMatchObject({ state: 'taken-down', allowed_decisions: ['counter-notice'] });
    const [after] = await ctx.deps.db.select().from(releases).where(eq(releases.id, releaseId));
    expect(after.status).toBe(9);
    const detail = await operatorTicket(ticketId);
    expect(detail.ticket.status).toBe('solved');
    const note = detail.comments.at(-1);
    expect(note).toMatchObject({ internal: true, agent: true });
    expect(note?.plain_body).toContain(`Take the release down (release #${releaseId})`);

    expect((await decide({ decision: 'reject', note: 'Changed my mind' })).statusCode).toBe(409);
    const counter = await decide({ decision: 'counter-notice', note: 'The uploader sent a counter-notice.' });
    expect(counter.json().claim).toMatchObject({ state: 'counter-notice', allowed_decisions: [] });
    expect((await operatorTicket(ticketId)).ticket.status).toBe('on-hold');
  });

  it('rejects a notice that names nothing of the catalog; disputes and plain tickets take no decision', async () => {
    const { ticketId } = await fileClaim(ctx, 'dmca', { ...TEST_DMCA_NOTICE, email: freshEmail('reject') });
    const decide = (id: number, decision: string) =>
      callSupport(ctx, operator, 'POST', '/api/admin/support/claims/decide', { ticket_id: id, decision, note: 'n' });
    expect((await decide(ticketId, 'take-down')).json().errors).toEqual({ decision: [M.noMatchedRelease] });
    expect((await decide(ticketId, 'dismiss')).statusCode).toBe(422);
    const rejected = await decide(ticketId, 'reject');
    expect(rejected.json().claim.state).toBe('rejected');
    expect((await operatorTicket(ticketId)).ticket.status).toBe('solved');

    const dispute = await fileClaim(ctx, 'account-dispute', { ...TEST_ACCOUNT_DISPUTE, email: freshEmail('d') });
    expect((await decide(dispute.ticketId, 'reject')).json().errors).toEqual({ decision: [M.decisionNotAllowed] });
    const plain = await callSupport(ctx, artist, 'POST', '/api/portal/support/tickets/create', {
      subject: 'A question',
      description: 'Nothing to do with claims.',
    });
    const plainId = plain.json().ticket.id;
    expect((await decide(plainId, 'reject')).statusCode).toBe(404);
    expect((await callSupport(ctx, operator, 'GET', `/api/admin/support/claims?ticket_id=${plainId}`)).statusCode).toBe(
      404,
    );
    expect((await decide(2_000_000_000, 'reject')).statusCode).toBe(404);
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/admin/support/claims?ticket_id=1',
          headers: bearer(artist.token),
        })
      ).statusCode,
    ).toBe(403);
  });
});
