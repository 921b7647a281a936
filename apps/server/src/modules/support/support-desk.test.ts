import {
  CAPTCHA_MESSAGES,
  type OperatorSupportTicketDetail,
  type OperatorSupportTicketPage,
  SUPPORT_MESSAGES,
  SUPPORT_OPERATOR_MESSAGES,
  type SupportTicketDetail,
} from '@liner/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type CreatedUser } from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { solvedCaptcha } from '../auth/testing.js';
import { receiveSupportMailReply, replyTokenOfAddress } from './index.js';
import { callSupport, openTestTicket, replyAsOperator, TEST_PDF, TEST_PNG, uploadedSupportFileId } from './testing.js';

const ADMIN = '/api/admin/support';

/** The Reply-To token of the newest mail to `to`. */
async function replyTokenMailedTo(ctx: TestContext, to: string): Promise<{ token: string; raw: string }> {
  const mails = (await ctx.outbox()).filter((mail) => mail.raw.includes(`To: ${to}`));
  const raw = mails.at(-1)?.raw ?? '';
  const address = /^Reply-To: (.+)$/m.exec(raw)?.[1] ?? '';
  return { token: replyTokenOfAddress(address) ?? '', raw };
}

describe('the operator inbox, mail both ways, and guest tickets', () => {
  let ctx: TestContext;
  let artist: CreatedUser;
  let operator: CreatedUser;
  let otherOperator: CreatedUser;

  beforeAll(async () => {
    ctx = await createTestApp();
    [artist, operator, otherOperator] = await Promise.all([
      createUser(ctx),
      createUser(ctx, { isAdmin: true, firstName: 'Ada', lastName: 'Agent' }),
      createUser(ctx, { isAdmin: true }),
    ]);
  });
  afterAll(async () => {
    await ctx.close();
  });

  const operatorView = async (id: number) =>
    (await callSupport(ctx, operator, 'GET', `${ADMIN}/tickets/single?id=${id}`)).json<OperatorSupportTicketDetail>();

  it('mails an agent reply with the Reply-To token, notifies the account and assigns the replier', async () => {
    const id = await openTestTicket(ctx, artist, { subject: 'payout-question' });
    const res = await replyAsOperator(ctx, operator, id, {
      html: '<p>We sent it <strong>today</strong>.</p><script>alert(1)</script>',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().ticket).toMatchObject({
      status: 'pending',
      assignee: { id: operator.user.id, name: 'Ada Agent' },
    });
    const { token, raw } = await replyTokenMailedTo(ctx, artist.user.email);
    expect(token).toMatch(/^[0-9a-f]{24}$/);
    expect(raw).toContain(`Reply-To: support+${token}@liner.local`);
    expect(raw).toContain(`Subject: [#${id}] payout question`);
    expect(raw).not.toContain('<script>');
    const bell = await callSupport(ctx, artist, 'GET', '/api/portal/notifications');
    expect(JSON.stringify(bell.json())).toContain(`Support answered “payout question” (#${id})`);
  });

  it('sends the agent’s files with the mail, so a guest can open them too', async () => {
    const id = await openTestTicket(ctx, artist, { subject: 'need-the-form' });
    const file = await uploadedSupportFileId(ctx, operator, 'tax-form.pdf');
    const res = await replyAsOperator(ctx, operator, id, { html: '<p>Here is the form.</p>', attachments: [file] });
    expect(res.statusCode, res.body).toBe(200);
    const mail = (await ctx.outbox()).filter((m) => m.raw.includes(`Subject: [#${id}]`)).at(-1)?.raw ?? '';
    expect(mail).toMatch(/Content-Disposition: attachment;\s*filename=tax-form\.pdf/);
    expect(mail).toContain('Content-Type: application/pdf');
    expect(mail).toContain(TEST_PDF.subarray(0, 8).toString('base64').slice(0, 8));
  });

  it('keeps internal notes from the requester and from mail', async () => {
    const id = await openTestTicket(ctx, artist);
    const before = (await ctx.outbox()).length;
    const note = await replyAsOperator(ctx, operator, id, { internal: true, html: '<p>Ledger shows it paid</p>' });
    expect(note.json()).toMatchObject({
      message: SUPPORT_OPERATOR_MESSAGES.noted,
      ticket: { status: 'new', assignee: null },
    });
    expect((await ctx.outbox()).length).toBe(before);
    expect((await operatorView(id)).comments.map((comment) => comment.internal)).toEqual([false, true]);
    const mine = await callSupport(ctx, artist, 'GET', `/api/portal/support/tickets/single?id=${id}`);
    expect(mine.json<SupportTicketDetail>().comments).toHaveLength(1);
  });

  it('threads a mailed reply from the requester, reopening the ticket; refuses other senders and closed tickets', async () => {
    const id = await openTestTicket(ctx, artist);
    await replyAsOperator(ctx, operator, id);
    const { token } = await replyTokenMailedTo(ctx, artist.user.email);
    const stranger = await receiveSupportMailReply(ctx.deps, { token, fromEmail: 'someone@else.test', text: 'Hi' });
    expect(stranger).toEqual({ accepted: false, reason: 'not-the-requester' });
    expect(
      await receiveSupportMailReply(ctx.deps, { token: 'f'.repeat(24), fromEmail: artist.user.email, text: 'x' }),
    ).toEqual({
      accepted: false,
      reason: 'unknown-ticket',
    });
    const outcome = await receiveSupportMailReply(ctx.deps, {
      token,
      fromEmail: artist.user.email.toUpperCase(),
      text: 'Thanks, it arrived.\n\nOn Mon, Support wrote:\n> We sent it today.',
      attachments: [
        { fileName: 'receipt.pdf', contentType: 'application/pdf', bytes: TEST_PDF },
        { fileName: 'fake.pdf', contentType: 'application/pdf', bytes: TEST_PNG },
      ],
    });
    expect(outcome).toMatchObject({ accepted: true, ticketId: id, refusedAttachments: ['fake.pdf'] });
    const view = await operatorView(id);
    expect(view.ticket.status).toBe('open');
    expect(view.comments.at(-1)).toMatchObject({
      plain_body: 'Thanks, it arrived.',
      agent: false,
      attachments: [{ file_name: 'receipt.pdf' }],
    });
    await callSupport(ctx, operator, 'POST', `${ADMIN}/tickets/status`, { id, status: 'closed' });
    expect(await receiveSupportMailReply(ctx.deps, { token, fromEmail: artist.user.email, text: 'More' })).toEqual({
      accepted: false,
      reason: 'closed',
    });
  });

  it('takes a guest ticket behind the captcha, mails a receipt, and threads the guest reply', async () => {
    const guest = {
      name: 'Gus Guest',
      email: 'gus@guest.test',
      subject: 'Cannot sign up',
      description: 'The sign-up form says my e-mail is taken.',
    };
    const missing = await callSupport(ctx, null, 'POST', '/api/support/tickets/create', guest);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ captcha: [CAPTCHA_MESSAGES.missing] });
    const forged = await callSupport(ctx, null, 'POST', '/api/support/tickets/create', {
      ...guest,
      captcha: 'bm90IGEgc29sdXRpb24=',
    });
    expect(forged.json().errors).toEqual({ captcha: [CAPTCHA_MESSAGES.invalid] });
    const res = await callSupport(ctx, null, 'POST', '/api/support/tickets/create', {
      ...guest,
      captcha: await solvedCaptcha(ctx),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: SUPPORT_MESSAGES.guestCreated });
    const queue = await callSupport(
      ctx,
      operator,
      'GET',
      `${ADMIN}/tickets?status=new&assignee=unassigned&sort=newest`,
    );
    const ticket = queue.json<OperatorSupportTicketPage>().data[0];
    expect(ticket).toMatchObject({
      requester_id: null,
      source: 'guest',
      requester_name: 'Gus Guest',
      requester_email: 'gus@guest.test',
    });
    const { token } = await replyTokenMailedTo(ctx, 'gus@guest.test');
    await replyAsOperator(ctx, operator, ticket.id, { html: '<p>Try the recovery link.</p>' });
    expect((await replyTokenMailedTo(ctx, 'gus@guest.test')).token).toBe(token);
    expect(
      await receiveSupportMailReply(ctx.deps, { token, fromEmail: 'gus@guest.test', html: '<p>Worked!</p>' }),
    ).toMatchObject({ accepted: true });
    const sidebar = await callSupport(ctx, operator, 'GET', `${ADMIN}/tickets/customer?id=${ticket.id}`);
    expect(sidebar.json()).toMatchObject({
      account: null,
      releases_count: 0,
      balance: null,
      recent_tickets: [{ id: ticket.id }],
    });
  });

  it('queues by state and age, filters by assignee, and assigns only operators', async () => {
    const first = await openTestTicket(ctx, artist, { subject: 'queue-first' });
    ctx.clock.advanceMinutes(1);
    const second = await openTestTicket(ctx, artist, { subject: 'queue-second' });
    const assign = (id: number, assignee_id: number | null) =>
      callSupport(ctx, operator, 'POST', `${ADMIN}/tickets/assign`, { id, assignee_id });
    expect((await assign(second, otherOperator.user.id)).json().ticket.assignee.id).toBe(otherOperator.user.id);
    const notOperator = await assign(first, artist.user.id);
    expect(notOperator.statusCode).toBe(422);
    expect(notOperator.json().errors).toEqual({ assignee_id: [SUPPORT_OPERATOR_MESSAGES.assigneeNotOperator] });
    const ids = async (query: string) =>
      (await callSupport(ctx, operator, 'GET', `${ADMIN}/tickets?${query}`))
        .json<OperatorSupportTicketPage>()
        .data.map((row) => row.id);
    const oldest = await ids('status=new&per_page=50');
    expect(oldest.indexOf(first)).toBeLessThan(oldest.indexOf(second));
    expect(await ids(`status=new&assignee=${otherOperator.user.id}`)).toEqual([second]);
    expect(await ids('status=new&assignee=unassigned&per_page=50')).toContain(first);
    expect(await ids('status=new&assignee=me')).not.toContain(second);
    // 'active': the work still to do, every state but solved and closed.
    const solved = await openTestTicket(ctx, artist, { subject: 'queue-solved' });
    await replyAsOperator(ctx, operator, solved, { status: 'solved' });
    const active = await ids('status=active&per_page=50');
    expect(active).toEqual(expect.arrayContaining([first, second]));
    expect(active).not.toContain(solved);
    expect(await ids('status=all&per_page=50')).toContain(solved);
    expect((await callSupport(ctx, operator, 'GET', `${ADMIN}/tickets?status=archived`)).statusCode).toBe(422);
    expect((await callSupport(ctx, artist, 'GET', `${ADMIN}/tickets`)).statusCode).toBe(403);
  });

  it('changes states (never back from closed) and notifies the requester', async () => {
    const id = await openTestTicket(ctx, artist, { subject: 'on-hold-please' });
    const status = (value: string) =>
      callSupport(ctx, operator, 'POST', `${ADMIN}/tickets/status`, { id, status: value });
    expect((await status('new')).statusCode).toBe(422);
    expect((await status('on-hold')).json().ticket.status).toBe('on-hold');
    const bell = await callSupport(ctx, artist, 'GET', '/api/portal/notifications');
    expect(JSON.stringify(bell.json())).toContain(`Your ticket “on hold please” (#${id}) is now on hold`);
    await status('closed');
    const reopen = await status('open');
    expect(reopen.statusCode).toBe(409);
    expect(reopen.json().message).toBe(SUPPORT_OPERATOR_MESSAGES.closedIsFinal);
    expect((await replyAsOperator(ctx, operator, id)).statusCode).toBe(409);
  });

  it('keeps saved replies sanitised, and shows the customer sidebar of an account', async () => {
    const created = await callSupport(ctx, operator, 'POST', `${ADMIN}/saved-replies`, {
      title: 'Payout timing',
      html: '<p onclick="x()">Payouts leave on the 15th.</p><script>bad()</script>',
    });
    expect(created.json()).toMatchObject({ title: 'Payout timing', html: '<p>Payouts leave on the 15th.</p>' });
    const id = created.json().id;
    const updated = await callSupport(ctx, operator, 'POST', `${ADMIN}/saved-replies/update`, {
      id,
      title: 'Payouts',
      html: '<p>On the 15th.</p>',
    });
    expect(updated.json()).toMatchObject({ title: 'Payouts' });
    expect(
      (await callSupport(ctx, operator, 'GET', `${ADMIN}/saved-replies`))
        .json()
        .data.map((reply: { id: number }) => reply.id),
    ).toContain(id);
    expect((await callSupport(ctx, operator, 'DELETE', `${ADMIN}/saved-replies?id=${id}`)).statusCode).toBe(200);
    expect((await callSupport(ctx, operator, 'DELETE', `${ADMIN}/saved-replies?id=${id}`)).statusCode).toBe(404);

    const ticket = await openTestTicket(ctx, artist);
    const sidebar = await callSupport(ctx, operator, 'GET', `${ADMIN}/tickets/customer?id=${ticket}`);
    expect(sidebar.json()).toMatchObject({
      account: { id: artist.user.id, email: artist.user.email, suspended: false },
      releases_count: 0,
      balance: '0.00',
    });
    expect(sidebar.json().recent_tickets[0].id).toBe(ticket);
  });

  it('starts a custom message to an account, read on custom-single only', async () => {
    const res = await callSupport(ctx, operator, 'POST', `${ADMIN}/custom-messages`, {
      account_id: artist.user.id,
      subject: 'your-release-needs-a-licence',
      html: '<p>Please send the sample licence.</p>',
    });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().ticket.id;
    expect(res.json().ticket).toMatchObject({ kind: 'custom-message', status: 'pending' });
    const read = await callSupport(ctx, artist, 'GET', `/api/portal/support/tickets/custom-single?id=${id}`);
    expect(read.json<SupportTicketDetail>().comments[0]).toMatchObject({ agent: true, author_name: 'Ada Agent' });
    expect((await callSupport(ctx, artist, 'GET', `/api/portal/support/tickets/single?id=${id}`)).statusCode).toBe(404);
    const { raw } = await replyTokenMailedTo(ctx, artist.user.email);
    expect(raw).toContain(`/support/custom-message/${id}`);
  });
});
