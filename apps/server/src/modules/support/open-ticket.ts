import type { SupportTicketKind, SupportTicketSource, SupportTicketStatus } from '@liner/domain';
import type { DbExecutor } from '../../platform/db.js';
import { addComment, type CommentAuthor } from './add-comment.js';
import type { CommentBodies } from './comment-body.js';
import { newReplyToken } from './reply-address.js';
import { type SupportTicketRow, supportTickets } from './tables.js';

export interface NewTicket {
  requesterId: number | null;
  requesterEmail: string;
  requesterName: string;
  subject: string;
  /** The first message as the person typed it; its html form becomes the first comment. */
  description: string;
  firstComment: CommentBodies;
  author: CommentAuthor;
  status: SupportTicketStatus;
  kind: SupportTicketKind;
  source: SupportTicketSource;
  attachmentIds?: readonly number[];
  attachmentAccountId?: number;
  /** The operator holding the ticket from the start (a custom message). */
  assigneeId?: number;
  at: Date;
}

/** Writes a ticket and its first comment (in the caller's transaction). */
export async function openTicket(db: DbExecutor, input: NewTicket): Promise<SupportTicketRow> {
  const [ticket] = await db
    .insert(supportTickets)
    .values({
      requesterId: input.requesterId,
      requesterEmail: input.requesterEmail.toLowerCase(),
      requesterName: input.requesterName,
      subject: input.subject,
      description: input.description,
      status: input.status,
      kind: input.kind,
      source: input.source,
      assigneeId: input.assigneeId ?? null,
      replyToken: newReplyToken(),
      createdAt: input.at,
      updatedAt: input.at,
      lastActivityAt: input.at,
    })
    .returning();
  const written = await addComment(db, ticket, {
    author: input.author,
    bodies: input.firstComment,
    attachmentIds: input.attachmentIds,
    attachmentAccountId: input.attachmentAccountId,
    at: input.at,
  });
  return written.ticket;
}
