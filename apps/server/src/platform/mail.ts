import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from './logger.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where the recipient's answer goes (a support ticket's threading address). */
  replyTo?: string;
  /** Links in the message, logged in outbox mode so sign-up works offline. */
  links?: string[];
  /** Files sent with the message (a support agent's attachments). */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  fileName: string;
  contentType: string;
  content: Buffer;
}

const nodemailerAttachments = (message: MailMessage) =>
  message.attachments?.map((file) => ({
    filename: file.fileName,
    contentType: file.contentType,
    content: file.content,
  }));

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface MailerOptions {
  from: string;
  smtpUrl: string | null;
  outboxDir: string;
  logger: Logger;
}

/** SMTP when configured, otherwise each message becomes an .eml file under the outbox folder. */
export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          replyTo: message.replyTo,
          attachments: nodemailerAttachments(message),
        });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let sequence = 0;
  return {
    async send(message) {
      const info = await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        replyTo: message.replyTo,
        attachments: nodemailerAttachments(message),
      });
      await fs.mkdir(options.outboxDir, { recursive: true });
      sequence += 1;
      const slug = message.subject
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .slice(0, 40);
      const file = path.join(options.outboxDir, `${Date.now()}-${String(sequence).padStart(4, '0')}-${slug}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      options.logger.info(
        { to: message.to, subject: message.subject, file, links: message.links ?? [] },
        'mail written to outbox',
      );
    },
  };
}

/** Reads the outbox newest last; used by tests, e2e and the CLI. */
export async function readOutbox(outboxDir: string): Promise<{ file: string; raw: string }[]> {
  let names: string[] = [];
  try {
    names = (await fs.readdir(outboxDir)).filter((n) => n.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  return Promise.all(
    names.map(async (name) => ({ file: name, raw: await fs.readFile(path.join(outboxDir, name), 'utf8') })),
  );
}
