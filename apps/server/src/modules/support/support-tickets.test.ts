import { FULL_ACCESS, SUPPORT_MESSAGES, type SupportTicketDetail, type SupportTicketPage } from '@liner/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, type CreatedUser } from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { insertTestRelationship } from '../managers/testing.js';
import {
  callSupport,
  openTestTicket,
  replyAsOperator,
  TEST_PNG,
  uploadedSupportFileId,
  uploadSupportFile,
} from './testing.js';

const TICKETS = '/api/portal/support/tickets';

describe('support tickets of an account', () => {
  let ctx: TestContext;
  let artist: CreatedUser;
  let other: CreatedUser;
  let operator: CreatedUser;

  beforeAll(async () => {
    ctx = await createTestApp();
    [artist, other, operator] = await Promise.all([
      createUser(ctx),
      createUser(ctx),
      createUser(ctx, { isAdmin: true }),
    ]);
  });
  afterAll(async () => {
    await ctx.close();
  });

  const detail = async (id: number, who = artist) => {
    const res = await callSupport(ctx, who, 'GET', `${TICKETS}/single?id=${id}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<SupportTicketDetail>();
  };

  it('opens a ticket as new, with the description as its first comment and its files', async () => {
    const fileId = await uploadedSupportFileId(ctx, artist, 'statement.pdf');
    const res = await callSupport(ctx, artist, 'POST', `${TICKETS}/create`, {
      subject: 'missing-royalties',
      description: 'Line one\nLine <two>',
      attachments: [fileId],
    });
    expect(res.statusCode, res.body).toBe(200);
    const { ticket, message } = res.json();
    expect(message).toBe(SUPPORT_MESSAGES.created);
    expect(ticket).toMatchObject({
      subject: 'missing-royalties',
      status: 'new',
      can_be_solved: false,
      source: 'web',
      kind: 'general',
      requester_id: artist.user.id,
      requester_email: artist.user.email,
    });
    const { comments } = await detail(ticket.id);
    expect(comments).toHaveLength(1);
    expect(comments[0]).toMatchObject({
      html_body: '<p>Line one<br />Line &lt;two&gt;</p>',
      plain_body: 'Line one\nLine <two>',
      body: 'Line one Line <two>',
      agent: false,
      internal: false,
      attachments: [{ id: fileId, file_name: 'statement.pdf', size: expect.any(Number) }],
    });
    const download = await ctx.app.inject({
      method: 'GET',
      url: comments[0].attachments[0].url,
      headers: bearer(artist.token),
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.body.startsWith('%PDF-')).toBe(true);
    const stranger = await ctx.app.inject({
      method: 'GET',
      url: comments[0].attachments[0].url,
      headers: bearer(other.token),
    });
    expect(stranger.statusCode).toBe(404);
  });

  it('lists tickets per state, paged, own account only; an unknown state is refused with the states', async () => {
    const fresh = await createUser(ctx);
    const first = await openTestTicket(ctx, fresh);
    const second = await openTestTicket(ctx, fresh, { subject: 'second-question' });
    await openTestTicket(ctx, other);
    expect((await replyAsOperator(ctx, operator, second)).statusCode).toBe(200);
    const list = async (path: string) => {
      const res = await callSupport(ctx, fresh, 'GET', `${TICKETS}/get/${path}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<SupportTicketPage>();
    };
    expect((await list('all')).data.map((ticket) => ticket.id)).toEqual([second, first]);
    expect((await list('new')).data.map((ticket) => ticket.id)).toEqual([first]);
    expect((await list('pending')).data.map((ticket) => ticket.id)).toEqual([second]);
    expect(await list('all?per_page=1&page=2')).toMatchObject({ total: 2, last_page: 2, current_page: 2 });
    expect((await list('closed')).data).toEqual([]);
    const unknown = await callSupport(ctx, fresh, 'GET', `${TICKETS}/get/archived`);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ status: [SUPPORT_MESSAGES.status] });
  });

  it("answers 404 for someone else's ticket, read or written, and for a guest's", async () => {
    const theirs = await openTestTicket(ctx, other);
    expect((await callSupport(ctx, artist, 'GET', `${TICKETS}/single?id=${theirs}`)).statusCode).toBe(404);
    const reply = await callSupport(ctx, artist, 'POST', `${TICKETS}/update`, { id: theirs, comment: 'Mine now?' });
    expect(reply.statusCode).toBe(404);
    expect(reply.json().message).toBe(SUPPORT_MESSAGES.notFound);
    expect((await callSupport(ctx, artist, 'GET', `${TICKETS}/single?id=999999`)).statusCode).toBe(404);
    // A ticket is not a custom message and the other way round.
    const mine = await openTestTicket(ctx, artist);
    expect((await callSupport(ctx, artist, 'GET', `${TICKETS}/custom-single?id=${mine}`)).statusCode).toBe(404);
  });

  it('refuses bad input with field messages', async () => {
    const res = await callSupport(ctx, artist, 'POST', `${TICKETS}/create`, {
      subject: 'x',
      description: 'short',
      attachments: [1, 2, 3, 4, 5, 6],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      subject: [SUPPORT_MESSAGES.subject],
      description: [SUPPORT_MESSAGES.description],
      attachments: [SUPPORT_MESSAGES.tooManyAttachments],
    });
    const empty = await callSupport(ctx, artist, 'POST', `${TICKETS}/update`, { id: 1, comment: '   ' });
    expect(empty.json().errors).toEqual({ comment: [SUPPORT_MESSAGES.commentEmpty] });
  });

  it('strips scripts, handlers and styles from an html reply', async () => {
    const id = await openTestTicket(ctx, artist);
    const res = await callSupport(ctx, artist, 'POST', `${TICKETS}/update`, {
      id,
      format: 'html',
      comment:
        '<p onmouseover="steal()" style="color:red">See <a href="javascript:alert(1)">this</a></p><script>alert(1)</script><iframe src="https://evil.test"></iframe>',
    });
    expect(res.statusCode, res.body).toBe(200);
    const last = (await detail(id)).comments.at(-1);
    expect(last?.html_body).toBe('<p>See <a rel="noopener noreferrer nofollow" target="_blank">this</a></p>');
    expect(last?.body).toBe('See this');
  });

  it("refuses another account's file, and an oversized, disguised or unknown-type file", async () => {
    const theirFile = await uploadedSupportFileId(ctx, other);
    const id = await openTestTicket(ctx, artist);
    const res = await callSupport(ctx, artist, 'POST', `${TICKETS}/update`, {
      id,
      comment: 'Here',
      attachments: [theirFile],
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(SUPPORT_MESSAGES.attachmentUnknown);
    expect((await detail(id)).comments).toHaveLength(1);

    const disguised = await uploadSupportFile(ctx, artist, 'contract.pdf', TEST_PNG);
    expect(disguised.statusCode).toBe(422);
    expect(disguised.json().errors).toEqual({ file: [SUPPORT_MESSAGES.attachmentDisguised] });
    const script = await uploadSupportFile(ctx, artist, 'photo.jpg', Buffer.from('#!/bin/sh\nrm -rf /\n'));
    expect(script.json().errors).toEqual({ file: [SUPPORT_MESSAGES.attachmentDisguised] });
    const binary = await uploadSupportFile(ctx, artist, 'tool.exe', Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03]));
    expect(binary.json().errors).toEqual({ file: [SUPPORT_MESSAGES.attachmentType] });
    const big = await uploadSupportFile(ctx, artist, 'big.txt', Buffer.alloc(10 * 1024 * 1024 + 1, 0x61));
    expect(big.statusCode).toBe(422);
    expect(big.json().errors).toEqual({ file: [SUPPORT_MESSAGES.attachmentTooLarge] });
    const text = await uploadSupportFile(ctx, artist, 'notes.txt', Buffer.from('plain notes, ünïcode'));
    expect(text.statusCode, text.body).toBe(200);
  });

  it('solves only when allowed, reopens a solved ticket on reply, and refuses replies once closed', async () => {
    const id = await openTestTicket(ctx, artist);
    const update = (fields: Record<string, unknown>) =>
      callSupport(ctx, artist, 'POST', `${TICKETS}/update`, { id, ...fields });
    const early = await update({ solved: true });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(SUPPORT_MESSAGES.cannotSolve);
    expect((await replyAsOperator(ctx, operator, id)).json().ticket.status).toBe('pending');
    expect((await detail(id)).ticket.can_be_solved).toBe(true);
    const solved = await update({ solved: true });
    expect(solved.json()).toMatchObject({
      message: SUPPORT_MESSAGES.solved,
      ticket: { status: 'solved', can_be_solved: false },
    });
    const reopened = await update({ comment: 'Actually, one more thing' });
    expect(reopened.json().ticket.status).toBe('open');
    const closing = await callSupport(ctx, operator, 'POST', '/api/admin/support/tickets/status', {
      id,
      status: 'closed',
    });
    expect(closing.statusCode, closing.body).toBe(200);
    const refused = await update({ comment: 'Hello?' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(SUPPORT_MESSAGES.closed);
  });

  it('lets a manager write only with the support area, refuses a collaborator, and shows no internal note', async () => {
    const id = await openTestTicket(ctx, artist);
    expect(
      (await replyAsOperator(ctx, operator, id, { internal: true, html: '<p>Check the ledger</p>' })).statusCode,
    ).toBe(200);
    const viewer = await createUser(ctx);
    const writer = await createUser(ctx);
    await insertTestRelationship(ctx.deps, {
      accountId: artist.user.id,
      person: viewer.user,
      access: { support: ['read'] },
    });
    await insertTestRelationship(ctx.deps, { accountId: artist.user.id, person: writer.user, access: FULL_ACCESS });
    for (const person of [viewer, writer]) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/portal/manager/switch/${artist.user.id}`,
        headers: bearer(person.token),
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect((await detail(id, viewer)).comments.map((comment) => comment.internal)).toEqual([false]);
    const viewerReply = await callSupport(ctx, viewer, 'POST', `${TICKETS}/update`, {
      id,
      comment: 'From the manager',
    });
    expect(viewerReply.statusCode).toBe(403);
    const writerReply = await callSupport(ctx, writer, 'POST', `${TICKETS}/update`, {
      id,
      comment: 'From the manager',
    });
    expect(writerReply.statusCode, writerReply.body).toBe(200);
    expect((await detail(id)).comments.at(-1)?.author_name).toBe(`${writer.user.firstName} ${writer.user.lastName}`);
    const collaborator = await createUser(ctx, { type: 'collaborator', hasCompletedInit: true });
    expect((await callSupport(ctx, collaborator, 'GET', `${TICKETS}/get/all`)).statusCode).toBe(403);
    expect(await openTestTicket(ctx, collaborator).catch((error: Error) => error.message)).toContain('403');
  });

  it('shows the tickets on the dashboard, latest change first', async () => {
    const fresh = await createUser(ctx);
    const id = await openTestTicket(ctx, fresh, { subject: 'where-is-my-money' });
    const res = await callSupport(ctx, fresh, 'GET', '/api/portal/dashboard/tickets');
    expect(res.json()).toMatchObject({
      total: 1,
      data: [{ id: `ticket-${id}`, title: 'where is my money', detail: 'New', release_id: null }],
    });
  });
});
