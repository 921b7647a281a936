import { ticketSubjectText } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import type { MailMessage } from '../../platform/mail.js';
import { findUserById } from '../auth/index.js';
import { reserveMail, type MailSender } from '../outbound-mail/index.js';
import { findNoticeAddresses } from '../profile/index.js';
import { escapeHtml } from './comment-body.js';
import { commentFilesForMail } from './mailed-attachments.js';
import { supportReplyAddress } from './reply-address.js';
import type { SupportCommentRow, SupportTicketRow } from './tables.js';

/** Where mail about the ticket goes: a guest's typed address, an account's notice address. */
export async function requesterAddress(
  deps: AppDeps,
  ticket: Pick<SupportTicketRow, 'requesterId' | 'requesterEmail'>,
): Promise<string> {
  if (ticket.requesterId === null) return ticket.requesterEmail;
  const account = await findUserById(deps.db, ticket.requesterId);
  if (!account) return ticket.requesterEmail;
  const notice = await findNoticeAddresses(deps.db, [account]);
  return notice.get(account.email.toLowerCase()) ?? account.email;
}

/** The page the requester reads the ticket on; a guest has none and answers by mail. */
function ticketPage(deps: AppDeps, ticket: SupportTicketRow): string | null {
  if (ticket.requesterId === null) return null;
  const page = ticket.kind === 'custom-message' ? 'custom-message' : 'message';
  return `${deps.config.publicUrl}/support/${page}/${ticket.id}`;
}

function subjectLine(ticket: SupportTicketRow): string {
  return `[#${ticket.id}] ${ticketSubjectText(ticket.subject)}`;
}

function footer(deps: AppDeps, ticket: SupportTicketRow): { text: string; html: string; links: string[] } {
  const page = ticketPage(deps, ticket);
  const text = page
    ? `Reply to this e-mail to answer, or read the whole conversation at ${page}`
    : 'Reply to this e-mail to answer.';
  const html = page
    ? `<p style="color:#666">Reply to this e-mail to answer, or <a href="${page}">read the whole conversation</a>.</p>`
    : '<p style="color:#666">Reply to this e-mail to answer.</p>';
  return { text, html, links: page ? [page] : [] };
}

/** An agent's public reply, addressed so that the answer lands in the ticket (Reply-To with its token). */
export async function agentReplyMessage(
  deps: AppDeps,
  ticket: SupportTicketRow,
  comment: SupportCommentRow,
): Promise<MailMessage> {
  const end = footer(deps, ticket);
  const files = await commentFilesForMail(deps, comment.id);
  const left = files.left.length
    ? `Files too large to mail: ${files.left.join(', ')}. ${ticket.requesterId === null ? 'Reply to ask for them another way.' : 'Open the conversation to download them.'}`
    : '';
  return {
    to: await requesterAddress(deps, ticket),
    subject: subjectLine(ticket),
    replyTo: supportReplyAddress(deps.config, ticket.replyToken),
    text: `${comment.authorName} wrote:\n\n${comment.plainBody}\n\n${left ? `${left}\n\n` : ''}${end.text}`,
    html: `<p><strong>${escapeHtml(comment.authorName)}</strong> wrote:</p>${comment.htmlBody}${left ? `<p>${escapeHtml(left)}</p>` : ''}${end.html}`,
    links: end.links,
    attachments: files.attached,
  };
}

/** The receipt of a new guest ticket: the thread goes on by mail from there. */
export function receiptMessage(deps: AppDeps, ticket: SupportTicketRow): MailMessage {
  const end = footer(deps, ticket);
  return {
    to: ticket.requesterEmail,
    subject: subjectLine(ticket),
    replyTo: supportReplyAddress(deps.config, ticket.replyToken),
    text: `Hello ${ticket.requesterName},\n\nwe received your message and will answer you by e-mail.\n\n${ticket.description}\n\n${end.text}`,
    html: `<p>Hello ${escapeHtml(ticket.requesterName)},</p><p>we received your message and will answer you by e-mail.</p><blockquote>${escapeHtml(ticket.description).replace(/\n/g, '<br />')}</blockquote>${end.html}`,
    links: end.links,
  };
}

/**
 * Sends a message whose limits were reserved before the change it reports was written. A mail
 * that fails after the reply is saved is logged, not answered: the reply stands on the page.
 */
export async function sendReserved(deps: AppDeps, message: MailMessage): Promise<void> {
  try {
    await deps.mailer.send(message);
  } catch (error) {
    deps.logger.error({ err: error, to: message.to }, 'support mail not sent');
  }
}

export async function reserveSupportMail(
  deps: AppDeps,
  kind: 'support-reply' | 'support-receipt',
  sender: MailSender,
  to: string,
): Promise<void> {
  await reserveMail(deps, kind, sender, [to]);
}
