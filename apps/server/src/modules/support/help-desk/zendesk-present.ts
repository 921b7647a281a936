import { canTicketBeSolved, type SupportComment, type SupportTicket } from '@liner/domain';
import { commentFromHtml } from '../comment-body.js';
import type { ZendeskComments, ZendeskTicket } from './zendesk-client.js';
import { statusFromZendesk } from './zendesk-status.js';

/** The Liner account a Zendesk ticket is shown to: its requester. */
export interface TicketRequester {
  accountId: number;
  email: string;
  name: string;
}

/**
 * A Zendesk ticket in the contract's shape, or null when its state is one Liner does not show.
 * Zendesk ids stand as the ticket's id; the requester is the Liner account asking.
 */
export function presentZendeskTicket(ticket: ZendeskTicket, requester: TicketRequester): SupportTicket | null {
  const status = statusFromZendesk(ticket.status);
  if (!status) return null;
  return {
    id: ticket.id,
    requester_id: requester.accountId,
    subject: ticket.subject ?? '',
    description: ticket.description ?? '',
    status,
    can_be_solved: canTicketBeSolved(status),
    created_at: new Date(ticket.created_at).toISOString(),
    updated_at: new Date(ticket.updated_at).toISOString(),
    source: ticket.via?.channel === 'email' ? 'email' : 'web',
    kind: 'general',
    requester_email: requester.email,
    requester_name: requester.name,
  };
}

/**
 * The public comments, oldest first. Their html is cleaned by Liner's own rules, as every html
 * body a requester's page renders is; an author Zendesk knows as an agent or admin is an agent.
 */
export function presentZendeskComments(answer: ZendeskComments): SupportComment[] {
  const authors = new Map(answer.users.map((user) => [user.id, user]));
  return answer.comments
    .filter((comment) => comment.public)
    .map((comment) => {
      const author = authors.get(comment.author_id);
      return {
        id: comment.id,
        html_body: commentFromHtml(comment.html_body).html,
        plain_body: comment.plain_body,
        body: comment.body.replace(/\s+/g, ' ').trim(),
        created_at: new Date(comment.created_at).toISOString(),
        author_name: author?.name ?? 'Support',
        agent: author ? author.role !== 'end-user' : true,
        internal: false,
        attachments: comment.attachments.map((file) => ({
          id: file.id,
          file_name: file.file_name,
          url: file.content_url,
          size: file.size,
        })),
      };
    });
}
