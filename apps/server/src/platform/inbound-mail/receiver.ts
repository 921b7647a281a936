/**
 * A small SMTP endpoint that receives mail addressed to this install (the replies people send to
 * the mail it sent), parses each message and hands it to `deliver`. It is the MX target of the
 * reply domain: no authentication, no relaying — a recipient `acceptsRecipient` refuses is
 * answered 550 before any data is sent. What `deliver` refuses is answered 550 with its reason;
 * anything else it throws is answered 451, so the sending server tries again later.
 */
import type { AddressInfo } from 'node:net';
import type { Readable } from 'node:stream';
import { simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';
import type { Logger } from '../logger.js';

export interface InboundAttachment {
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

export interface InboundMail {
  /** The envelope's recipients this install accepted (lower case). */
  recipients: string[];
  /** The From header's address (lower case), or the envelope sender when the header has none. */
  from: string;
  fromName: string | null;
  subject: string;
  text: string;
  html: string | null;
  messageId: string | null;
  attachments: InboundAttachment[];
}

/** Thrown by `deliver` for mail that will never be taken (unknown thread, wrong sender): a 550. */
export class RefusedMail extends Error {}

export interface InboundMailOptions {
  port: number;
  host: string;
  /** The largest message taken, in bytes (announced in EHLO as SIZE). */
  maxBytes: number;
  acceptsRecipient(address: string): boolean;
  deliver(mail: InboundMail): Promise<void>;
  logger: Logger;
}

export interface InboundMailReceiver {
  /** The port it listens on (the one asked for, or the one given for port 0). */
  port: number;
  close(): Promise<void>;
}

export async function startInboundMailReceiver(options: InboundMailOptions): Promise<InboundMailReceiver> {
  const server = new SMTPServer({
    name: 'liner-inbound',
    banner: 'Liner mail receiver',
    authOptional: true,
    disabledCommands: ['AUTH'],
    hideSTARTTLS: true,
    size: options.maxBytes,
    logger: false,
    onRcptTo(address, _session, callback) {
      if (options.acceptsRecipient(address.address.toLowerCase())) return callback();
      callback(withCode(new Error('No such mailbox here'), 550));
    },
    onData(stream, session, callback) {
      const recipients = session.envelope.rcptTo.map((to) => to.address.toLowerCase());
      const envelopeFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
      receive(stream, recipients, envelopeFrom, options).then(
        () => callback(),
        (error: unknown) => callback(replyFor(error, options.logger)),
      );
    },
  });
  server.on('error', (error) => options.logger.warn({ err: error }, 'inbound mail connection failed'));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.server.address() as AddressInfo;
  return {
    port: address.port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function receive(
  stream: SMTPServerDataStream,
  recipients: string[],
  envelopeFrom: string,
  options: InboundMailOptions,
): Promise<void> {
  const parsed = await simpleParser(stream as Readable);
  if (stream.sizeExceeded) throw withCode(new Error('The message is larger than this server takes'), 552);
  const from = parsed.from?.value[0];
  await options.deliver({
    recipients,
    from: (from?.address ?? envelopeFrom).toLowerCase(),
    fromName: from?.name || null,
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : null,
    messageId: parsed.messageId ?? null,
    attachments: parsed.attachments
      .filter((attachment) => attachment.contentDisposition !== 'inline' || attachment.filename)
      .map((attachment) => ({
        fileName: attachment.filename ?? 'attachment',
        contentType: attachment.contentType,
        bytes: attachment.content,
      })),
  });
}

function withCode(error: Error, responseCode: number): Error & { responseCode: number } {
  return Object.assign(error, { responseCode });
}

function replyFor(error: unknown, logger: Logger): Error {
  if (error instanceof RefusedMail) return withCode(new Error(error.message), 550);
  if (error instanceof Error && 'responseCode' in error) return error;
  logger.error({ err: error }, 'inbound mail could not be delivered');
  return withCode(new Error('Try again later'), 451);
}
