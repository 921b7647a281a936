import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupportTicketDetail } from '@liner/domain';
import { createUser, type CreatedUser } from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import type { InboundMailReceiver } from '../../platform/inbound-mail/receiver.js';
import { startSupportMailReceiver } from './mail-receiver.js';
import { replyTokenOfAddress } from './reply-address.js';
import { callSupport, openTestTicket, replyAsOperator } from './testing.js';

describe('replies to support mail, sent over SMTP to the receiver', () => {
  let ctx: TestContext;
  let artist: CreatedUser;
  let operator: CreatedUser;
  let receiver: InboundMailReceiver | null;
  let smtp: ReturnType<typeof nodemailer.createTransport>;

  beforeAll(async () => {
    ctx = await createTestApp();
    [artist, operator] = await Promise.all([createUser(ctx), createUser(ctx, { isAdmin: true })]);
    const inboundMail = { ...ctx.deps.config.inboundMail, port: 0, host: '127.0.0.1' };
    receiver = await startSupportMailReceiver({ ...ctx.deps, config: { ...ctx.deps.config, inboundMail } });
    smtp = nodemailer.createTransport({ host: '127.0.0.1', port: receiver?.port, secure: false, ignoreTLS: true });
  });
  afterAll(async () => {
    await receiver?.close();
    await ctx.close();
  });

  /** The Reply-To address of the newest mail to the artist. */
  async function replyAddress(): Promise<string> {
    const raw = (await ctx.outbox()).filter((mail) => mail.raw.includes(`To: ${artist.user.email}`)).at(-1)?.raw;
    return /^Reply-To: (.+)$/m.exec(raw ?? '')?.[1]?.trim() ?? '';
  }

  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error: { responseCode?: number; response?: string }) => ({ code: error.responseCode, text: error.response }),
    );

  it('adds the requester’s mailed answer, without the quoted thread, to the ticket and reopens it', async () => {
    const id = await openTestTicket(ctx, artist, { subject: 'missing-royalties' });
    expect((await replyAsOperator(ctx, operator, id, { html: '<p>Which month?</p>' })).statusCode).toBe(200);
    const to = await replyAddress();
    expect(replyTokenOfAddress(to)).not.toBeNull();

    await smtp.sendMail({
      from: artist.user.email,
      to,
      subject: `Re: [#${id}] missing royalties`,
      text: 'March 2026, on Spotify.\n\nOn Mon, 2 Mar 2026, Liner Support wrote:\n> Which month?',
    });
    const thread = await callSupport(ctx, artist, 'GET', `/api/portal/support/tickets/single?id=${id}`);
    const { ticket, comments } = thread.json<SupportTicketDetail>();
    expect(ticket.status).toBe('open');
    expect(comments.at(-1)).toMatchObject({ agent: false, plain_body: 'March 2026, on Spotify.' });
  });

  it('refuses with 550 and a reason: another sender, an address of no ticket, another domain', async () => {
    const id = await openTestTicket(ctx, artist);
    await replyAsOperator(ctx, operator, id, { html: '<p>Hello</p>' });
    const to = await replyAddress();
    const stranger = await refusal(smtp.sendMail({ from: 'someone@example.test', to, subject: 'x', text: 'Me too' }));
    expect(stranger).toMatchObject({ code: 550, text: expect.stringContaining('Only the person who opened') });

    const unknown = to.replace(/\+[0-9a-f]+@/, `+${'0'.repeat(24)}@`);
    const noTicket = await refusal(smtp.sendMail({ from: artist.user.email, to: unknown, subject: 'x', text: 'Hi' }));
    expect(noTicket).toMatchObject({ code: 550, text: expect.stringContaining('belongs to no support ticket') });

    const elsewhere = await refusal(
      smtp.sendMail({ from: artist.user.email, to: to.replace(/@.+$/, '@other.example'), subject: 'x', text: 'Hi' }),
    );
    expect(elsewhere?.code).toBe(550);
    const detail = await callSupport(ctx, artist, 'GET', `/api/portal/support/tickets/single?id=${id}`);
    expect(detail.json<SupportTicketDetail>().comments).toHaveLength(2);
  });
});
