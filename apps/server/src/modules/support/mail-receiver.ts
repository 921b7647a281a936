/**
 * The SMTP receiver of the replies to support mail (platform/inbound-mail): it takes mail for the
 * `support+<token>@<reply domain>` addresses only, and each message becomes a comment of the
 * ticket whose token it names. A mail the ticket will not take is refused with a 550 that says why,
 * so the person's mail program tells them.
 */
import type { AppDeps } from '../../platform/deps.js';
import {
  type InboundMailReceiver,
  RefusedMail,
  startInboundMailReceiver,
} from '../../platform/inbound-mail/receiver.js';
import { receiveSupportMailReply, type SupportMailOutcome } from './receive-mail-reply.js';
import { replyTokenOfAddress } from './reply-address.js';

const REFUSALS: Record<Extract<SupportMailOutcome, { accepted: false }>['reason'], string> = {
  'unknown-ticket': 'This address belongs to no support ticket',
  'not-the-requester': 'Only the person who opened this ticket can answer it by mail',
  closed: 'This ticket is closed: write to support from the website to open a new one',
  empty: 'The message has no text to add to the ticket',
};

/** Starts the receiver when INBOUND_SMTP_PORT is set; null when it is off. */
export async function startSupportMailReceiver(deps: AppDeps): Promise<InboundMailReceiver | null> {
  const settings = deps.config.inboundMail;
  if (settings.port === null) return null;
  const domain = `@${settings.replyDomain}`;
  const receiver = await startInboundMailReceiver({
    port: settings.port,
    host: settings.host,
    maxBytes: settings.maxBytes,
    logger: deps.logger,
    acceptsRecipient: (address) => address.endsWith(domain) && replyTokenOfAddress(address) !== null,
    async deliver(mail) {
      const token = mail.recipients.map(replyTokenOfAddress).find((found) => found !== null);
      if (!token) throw new RefusedMail(REFUSALS['unknown-ticket']);
      const outcome = await receiveSupportMailReply(deps, {
        token,
        fromEmail: mail.from,
        text: mail.text,
        html: mail.html,
        attachments: mail.attachments,
      });
      if (!outcome.accepted) throw new RefusedMail(REFUSALS[outcome.reason]);
      deps.logger.info({ ticketId: outcome.ticketId, commentId: outcome.commentId }, 'support reply received by mail');
    },
  });
  deps.logger.info({ port: receiver.port }, 'support mail receiver listening');
  return receiver;
}
