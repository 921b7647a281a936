import nodemailer from 'nodemailer';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { type InboundMail, type InboundMailReceiver, RefusedMail, startInboundMailReceiver } from './receiver.js';

const ACCEPTED = 'support+abc123@replies.liner.test';
let receiver: InboundMailReceiver | null = null;

afterEach(async () => {
  await receiver?.close();
  receiver = null;
});

async function start(deliver: (mail: InboundMail) => Promise<void>, maxBytes = 1_000_000) {
  receiver = await startInboundMailReceiver({
    port: 0,
    host: '127.0.0.1',
    maxBytes,
    acceptsRecipient: (address) => address === ACCEPTED,
    deliver,
    logger: pino({ level: 'silent' }),
  });
  return nodemailer.createTransport({ host: '127.0.0.1', port: receiver.port, secure: false, ignoreTLS: true });
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: { responseCode?: number; response?: string }) => ({ code: error.responseCode, response: error.response }),
  );

describe('the inbound mail receiver', () => {
  it('parses a mail sent over SMTP: sender, subject, text, html and attachments', async () => {
    const received: InboundMail[] = [];
    const smtp = await start(async (mail) => {
      received.push(mail);
    });
    await smtp.sendMail({
      from: '"Nova Reyes" <Nova@Example.test>',
      to: 'Support+abc123@replies.liner.test',
      subject: 'Re: [Ticket 12] Missing payout',
      text: 'It arrived, thank you.\n\nOn Mon, 2 Mar 2026, Liner wrote:\n> Your payout left today.',
      html: '<p>It arrived, thank you.</p>',
      attachments: [{ filename: 'receipt.txt', content: 'paid 12.50', contentType: 'text/plain' }],
    });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      recipients: [ACCEPTED],
      from: 'nova@example.test',
      fromName: 'Nova Reyes',
      subject: 'Re: [Ticket 12] Missing payout',
      html: '<p>It arrived, thank you.</p>',
      messageId: expect.stringContaining('@'),
    });
    expect(received[0]?.text).toContain('It arrived, thank you.');
    expect(received[0]?.attachments).toEqual([
      { fileName: 'receipt.txt', contentType: 'text/plain', bytes: Buffer.from('paid 12.50') },
    ]);
  });

  it('answers 550 for a recipient it does not take, before the data', async () => {
    let delivered = 0;
    const smtp = await start(async () => {
      delivered += 1;
    });
    const answer = await refusal(
      smtp.sendMail({ from: 'a@example.test', to: 'someone@replies.liner.test', subject: 'x', text: 'x' }),
    );
    expect(answer?.code).toBe(550);
    expect(delivered).toBe(0);
  });

  it('answers 550 with the reason for mail it refuses, and 451 when delivering fails for now', async () => {
    const refused = await start(async () => {
      throw new RefusedMail('This address does not take replies from you');
    });
    const answer = await refusal(refused.sendMail({ from: 'a@example.test', to: ACCEPTED, subject: 'x', text: 'x' }));
    expect(answer).toMatchObject({ code: 550, response: expect.stringContaining('does not take replies from you') });
    await receiver?.close();

    const failing = await start(async () => {
      throw new Error('database is down');
    });
    const later = await refusal(failing.sendMail({ from: 'a@example.test', to: ACCEPTED, subject: 'x', text: 'x' }));
    expect(later?.code).toBe(451);
  });

  it('refuses a message over its size', async () => {
    let delivered = 0;
    const smtp = await start(async () => {
      delivered += 1;
    }, 2_000);
    const answer = await refusal(
      smtp.sendMail({ from: 'a@example.test', to: ACCEPTED, subject: 'big', text: 'x'.repeat(10_000) }),
    );
    expect(answer?.code).toBe(552);
    expect(delivered).toBe(0);
  });
});
