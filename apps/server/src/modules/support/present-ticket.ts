import { inArray } from 'drizzle-orm';
import { canTicketBeSolved, type SupportAttachment, type SupportComment, type SupportTicket } from '@liner/domain';
import type { DbExecutor } from '../../platform/db.js';
import {
  type SupportAttachmentRow,
  type SupportCommentRow,
  type SupportTicketRow,
  supportCommentAttachments,
} from './tables.js';

/** Where an attachment is downloaded from, for whoever may read its ticket. */
export function attachmentUrl(id: number): string {
  return `/api/portal/support/attachments/${id}`;
}

export function presentAttachment(row: SupportAttachmentRow): SupportAttachment {
  return { id: row.id, file_name: row.fileName, url: attachmentUrl(row.id), size: row.size };
}

export function presentTicket(row: SupportTicketRow): SupportTicket {
  return {
    id: row.id,
    requester_id: row.requesterId,
    subject: row.subject,
    description: row.description,
    status: row.status,
    can_be_solved: canTicketBeSolved(row.status),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    source: row.source,
    kind: row.kind,
    requester_email: row.requesterEmail,
    requester_name: row.requesterName,
  };
}

/** The comments with their attachments, oldest first. */
export async function presentComments(db: DbExecutor, rows: SupportCommentRow[]): Promise<SupportComment[]> {
  const ids = rows.map((row) => row.id);
  const files =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(supportCommentAttachments)
          .where(inArray(supportCommentAttachments.commentId, ids))
          .orderBy(supportCommentAttachments.id);
  return rows.map((row) => ({
    id: row.id,
    html_body: row.htmlBody,
    plain_body: row.plainBody,
    body: row.textBody,
    created_at: row.createdAt.toISOString(),
    author_name: row.authorName,
    agent: row.agent,
    internal: row.internal,
    attachments: files.filter((file) => file.commentId === row.id).map(presentAttachment),
  }));
}
