import { randomBytes } from 'node:crypto';
import type { AppConfig } from '../../platform/config.js';

/** The local part of the address replies by mail go to; the ticket's token follows the `+`. */
export const SUPPORT_MAILBOX = 'support';

const TOKEN = /^[0-9a-f]{24}$/;

/** 96 random bits in lower-case hex: unguessable, and safe in a mail address of any case rules. */
export function newReplyToken(): string {
  return randomBytes(12).toString('hex');
}

/**
 * `support+<token>@<reply domain>`: the Reply-To of every agent reply of the ticket. The reply
 * domain (REPLY_DOMAIN, else MAIL_FROM's) is the one whose MX leads to the inbound receiver.
 */
export function supportReplyAddress(config: Pick<AppConfig, 'inboundMail'>, token: string): string {
  return `${SUPPORT_MAILBOX}+${token}@${config.inboundMail.replyDomain}`;
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
