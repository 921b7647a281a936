import { and, eq, inArray, isNull } from 'drizzle-orm';
import { SUPPORT_MESSAGES, type SupportTicketStatus } from '@liner/domain';
import type { DbExecutor } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import type { CommentBodies } from './comment-body.js';
import {
  type SupportCommentRow,
  type SupportTicketRow,
  supportCommentAttachments,
  supportComments,
  supportTickets,
} from './tables.js';

export interface CommentAuthor {
  id: number | null;
  name: string;
  agent: boolean;
}

export interface NewComment {
  author: CommentAuthor;
  bodies: CommentBodies;
  internal?: boolean;
  source?: 'web' | 'email';
  /** Files uploaded for `attachmentAccountId` and not yet part of a message. */
  attachmentIds?: readonly number[];
  attachmentAccountId?: number;
  /** The ticket's state once the comment is written; unchanged when absent. */
  status?: SupportTicketStatus;
  at: Date;
}

/**
 * Claims the uploaded files a message names: each must belong to the account and be free. One
 * that is not (another account's file, one already on a message, a made-up id) refuses the
 * whole message with 404, as any row of another account, so nothing is half written.
 */
async function claimAttachments(
  db: DbExecutor,
  commentId: number,
  ids: readonly number[],
  accountId: number | undefined,
): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const unknown = () => new AppError('NOT_FOUND', { message: SUPPORT_MESSAGES.attachmentUnknown });
  if (accountId === undefined) throw unknown();
  const claimed = await db
    .update(supportCommentAttachments)
    .set({ commentId })
    .where(
      and(
        inArray(supportCommentAttachments.id, unique),
        eq(supportCommentAttachments.accountId, accountId),
        isNull(supportCommentAttachments.commentId),
      ),
    )
    .returning({ id: supportCommentAttachments.id });
  if (claimed.length !== unique.length) throw unknown();
}

/** Writes one comment on the ticket (in the caller's transaction) and moves the ticket's times and state. */
export async function addComment(
  db: DbExecutor,
  ticket: SupportTicketRow,
  comment: NewComment,
): Promise<{ comment: SupportCommentRow; ticket: SupportTicketRow }> {
  const [row] = await db
    .insert(supportComments)
    .values({
      ticketId: ticket.id,
      authorId: comment.author.id,
      authorName: comment.author.name,
      agent: comment.author.agent,
      internal: comment.internal ?? false,
      htmlBody: comment.bodies.html,
      plainBody: comment.bodies.plain,
      textBody: comment.bodies.text,
      source: comment.source ?? 'web',
      createdAt: comment.at,
    })
    .returning();
  await claimAttachments(db, row.id, comment.attachmentIds ?? [], comment.attachmentAccountId);
  const [updated] = await db
    .update(supportTickets)
    .set({ status: comment.status ?? ticket.status, updatedAt: comment.at, lastActivityAt: comment.at })
    .where(eq(supportTickets.id, ticket.id))
    .returning();
  return { comment: row, ticket: updated };
}
