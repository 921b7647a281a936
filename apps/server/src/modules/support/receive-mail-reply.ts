import { eq } from 'drizzle-orm';
import { acceptsReplies, SUPPORT_LIMITS, statusAfterRequesterReply } from '@liner/domain';
import { dropCachedAnswers } from '../../platform/answer-cache.js';
import type { AppDeps } from '../../platform/deps.js';
import { latestReplyOf } from '../../platform/inbound-mail/latest-reply.js';
import { findUserById } from '../auth/index.js';
import { addComment } from './add-comment.js';
import { type CommentBodies, commentFromHtml, commentFromText } from './comment-body.js';
import { notifyAssignee } from './notify.js';
import { requesterAddress } from './support-mail.js';
import { type MailedAttachment, storeMailedAttachment } from './store-attachment.js';
import { type SupportTicketRow, supportTickets } from './tables.js';
import { announceTicketChange } from './ticket-changed.js';

export interface SupportMailReply {
  /** The token of the `support+<token>@` address the mail was sent to. */
  token: string;
  /** The envelope or From address of the sender. */
  fromEmail: string;
  text?: string | null;
  html?: string | null;
  attachments?: MailedAttachment[];
}

export type SupportMailOutcome =
  | { accepted: true; ticketId: number; commentId: number; refusedAttachments: string[] }
  | { accepted: false; reason: 'unknown-ticket' | 'not-the-requester' | 'closed' | 'empty' };

function bodiesOf(reply: SupportMailReply): CommentBodies {
  // The text part is preferred: its quoted thread can be told apart and cut.
  if (reply.text?.trim()) return commentFromText(latestReplyOf(reply.text).slice(0, SUPPORT_LIMITS.commentMax));
  return commentFromHtml((reply.html ?? '').slice(0, SUPPORT_LIMITS.htmlMax));
}

/** The addresses the requester may write from: the ticket's, and for an account its sign-in and notice addresses. */
async function requesterAddresses(deps: AppDeps, ticket: SupportTicketRow): Promise<Set<string>> {
  const addresses = new Set([
    ticket.requesterEmail.toLowerCase(),
    (await requesterAddress(deps, ticket)).toLowerCase(),
  ]);
  if (ticket.requesterId !== null) {
    const account = await findUserById(deps.db, ticket.requesterId);
    if (account) addresses.add(account.email.toLowerCase());
  }
  return addresses;
}

/**
 * A reply by mail to a ticket's `support+<token>@` address (the inbound mail receiver calls this).
 * It joins the thread as the requester's comment only when it comes from the requester's
 * address; a pending or solved ticket comes back to the agents as open; a closed one refuses it.
 * Attachments a ticket would refuse (type, content, size, more than five) are left out and named.
 */
export async function receiveSupportMailReply(deps: AppDeps, reply: SupportMailReply): Promise<SupportMailOutcome> {
  const [ticket] = await deps.db
    .select()
    .from(supportTickets)
    .where(eq(supportTickets.replyToken, reply.token.toLowerCase()))
    .limit(1);
  if (!ticket) return { accepted: false, reason: 'unknown-ticket' };
  if (!(await requesterAddresses(deps, ticket)).has(reply.fromEmail.trim().toLowerCase()))
    return { accepted: false, reason: 'not-the-requester' };
  if (!acceptsReplies(ticket.status)) return { accepted: false, reason: 'closed' };
  const bodies = bodiesOf(reply);
  const files = reply.attachments ?? [];
  if (!bodies.text && files.length === 0) return { accepted: false, reason: 'empty' };
  const account = ticket.requesterId === null ? null : await findUserById(deps.db, ticket.requesterId);
  const refusedAttachments: string[] = [];
  const written = await deps.db.transaction(async (tx) => {
    const result = await addComment(tx, ticket, {
      author: { id: account?.id ?? null, name: ticket.requesterName, agent: false },
      bodies,
      source: 'email',
      status: statusAfterRequesterReply(ticket.status),
      at: deps.clock.now(),
    });
    for (const [index, file] of files.entries()) {
      const kept =
        index < SUPPORT_LIMITS.attachmentsMax ? await storeMailedAttachment(deps, result.comment.id, file, tx) : null;
      if (!kept) refusedAttachments.push(file.fileName);
    }
    return result;
  });
  // Not a request: the answers cached for the requester's pages would not see the new comment.
  dropCachedAnswers(deps.caches);
  await notifyAssignee(deps, written.ticket, written.comment);
  await announceTicketChange(deps, written.ticket);
  return { accepted: true, ticketId: ticket.id, commentId: written.comment.id, refusedAttachments };
}
