import { randomBytes } from 'node:crypto';
import type { AppConfig } from '../../platform/config.js';

/** The local part of the address replies by mail go to; the ticket's token follows the `+`. */
export const SUPPORT_MAILBOX = 'support';

const TOKEN = /^[0-9a-f]{24}$/;

/** 96 random bits in lower-case hex: unguessable, and safe in a mail address of any case rules. */
export function newReplyToken(): string {
  return randomBytes(12).toString('hex');
}

/** The domain Liner sends from: the part after @ of MAIL_FROM ("Liner <no-reply@liner.app>"). */
export function mailDomainOf(config: Pick<AppConfig, 'mailFrom'>): string {
  const match = /@([^\s>]+)>?\s*$/.exec(config.mailFrom);
  return match ? match[1].toLowerCase() : 'localhost';
}

/** `support+<token>@<mail domain>`: the Reply-To of every agent reply of the ticket. */
export function supportReplyAddress(config: Pick<AppConfig, 'mailFrom'>, token: string): string {
  return `${SUPPORT_MAILBOX}+${token}@${mailDomainOf(config)}`;
}

/**
 * The reply token of a recipient address (`support+<token>@…`, any case), or null when the
 * address is not a ticket's reply address. The inbound mail receiver reads it from RCPT TO.
 */
export function replyTokenOfAddress(address: string): string | null {
  const match = /^\s*<?([^@<>\s]+)@[^@<>\s]+>?\s*$/.exec(address);
  if (!match) return null;
  const [mailbox, token] = match[1].toLowerCase().split('+', 2);
  return mailbox === SUPPORT_MAILBOX && token && TOKEN.test(token) ? token : null;
}
