import type { AppDeps } from '../../platform/deps.js';
import { escapeHtml } from './comment-body.js';
import { findComments } from './find-ticket.js';
import { requesterAddress, reserveSupportMail, sendReserved } from './support-mail.js';
import { supportReplyAddress } from './reply-address.js';
import type { SupportCommentRow, SupportTicketRow } from './tables.js';

const clock = (comment: SupportCommentRow) => comment.createdAt.toISOString().slice(11, 16);

/**
 * When a chat ends the person gets the conversation by mail (its public messages, times in
 * UTC). Answering that mail goes on in the ticket, as with any agent reply. A transcript that
 * cannot be sent (a mail limit, the mail server) is logged: the chat is ended all the same.
 */
export async function mailChatTranscript(deps: AppDeps, ticket: SupportTicketRow): Promise<void> {
  if (ticket.requesterId === null) return;
  try {
    const messages = await findComments(deps.db, ticket.id, false);
    const to = await requesterAddress(deps, ticket);
    await reserveSupportMail(deps, 'support-reply', { userId: ticket.requesterId }, to);
    const page = `${deps.config.publicUrl}/support/message/${ticket.id}`;
    const lines = messages.map((m) => `[${clock(m)} UTC] ${m.authorName}: ${m.plainBody}`);
    const items = messages.map(
      (m) =>
        `<p><strong>${escapeHtml(m.authorName)}</strong> <span style="color:#666">${clock(m)} UTC</span></p>${m.htmlBody}`,
    );
    await sendReserved(deps, {
      to,
      subject: `[#${ticket.id}] Your chat with Liner support`,
      replyTo: supportReplyAddress(deps.config, ticket.replyToken),
      text: `Here is your conversation with Liner support.\n\n${lines.join('\n\n')}\n\nReply to this e-mail to write again, or read it at ${page}`,
      html: `<p>Here is your conversation with Liner support.</p>${items.join('')}<p style="color:#666">Reply to this e-mail to write again, or <a href="${page}">read it on Liner</a>.</p>`,
      links: [page],
    });
  } catch (error) {
    deps.logger.warn({ err: error, ticketId: ticket.id }, 'chat transcript not mailed');
  }
}
