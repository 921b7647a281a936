import type { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { can, SUPPORT_MESSAGES } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import type { Actor } from '../../platform/request-auth.js';
import { supportCommentAttachments, supportComments, supportTickets } from './tables.js';

export interface OpenedAttachment {
  fileName: string;
  contentType: string;
  size: number;
  body: Readable;
}

/**
 * GET portal/support/attachments/{id}: an operator opens any file; the account's people open a
 * file of their ticket's public thread, or one they uploaded that no message holds yet. A file
 * on an internal note, or of another account, answers 404 as if it did not exist.
 */
export async function openAttachment(deps: AppDeps, actor: Actor, id: number): Promise<OpenedAttachment> {
  const [row] = await deps.db
    .select({
      file: supportCommentAttachments,
      internal: supportComments.internal,
      requesterId: supportTickets.requesterId,
    })
    .from(supportCommentAttachments)
    .leftJoin(supportComments, eq(supportComments.id, supportCommentAttachments.commentId))
    .leftJoin(supportTickets, eq(supportTickets.id, supportComments.ticketId))
    .where(eq(supportCommentAttachments.id, id))
    .limit(1);
  const notFound = new AppError('NOT_FOUND', { message: SUPPORT_MESSAGES.attachmentUnknown });
  if (!row) throw notFound;
  const isOperator = can(actor, 'operator.work');
  const ownerId = row.file.commentId === null ? row.file.accountId : row.requesterId;
  const readable = isOperator || (!row.internal && ownerId !== null && can(actor, 'support.view', { ownerId }));
  if (!readable) throw notFound;
  return {
    fileName: row.file.fileName,
    contentType: row.file.contentType,
    size: row.file.size,
    body: deps.storage.get(row.file.storageKey),
  };
}
